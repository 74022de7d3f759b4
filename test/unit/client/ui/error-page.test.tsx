// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { ManualClockAdapter } from '../support/doubles/manual-clock.adapter';
import { createContainer } from '../../../../src/client/di/container';
import { TOKENS } from '../../../../src/client/di/tokens';
import { App } from '../../../../src/client/ui/app/app';
import { RouteErrorBoundary } from '../../../../src/client/ui/errors/route-error-boundary';
import { FallbackBoundary } from '../../../../src/client/ui/errors/fallback-boundary';
import type { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';

// The failures below are on purpose; React and the error page log them.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Throw = ({ error }: { error: unknown }) => {
  throw error;
};

/** A router whose only page fails the given way, behind the real error element. */
const renderFailing = (
  url: string,
  route: Omit<RouteObject, 'path' | 'errorElement' | 'children' | 'index'>,
  browser = {
    location: new FakePageLocationAdapter(),
    storage: new InMemoryStorageAdapter(),
    clock: new ManualClockAdapter(),
  },
) => {
  const { location } = browser;
  const container = createContainer({
    adapters: FAKE_ADAPTERS,
    texts: BUNDLED_TEXTS,
    override: (c) => {
      c.rebind(TOKENS.PageLocation).toConstantValue(browser.location);
      c.rebind(TOKENS.Storage).toConstantValue(browser.storage);
      c.rebind(TOKENS.Clock).toConstantValue(browser.clock);
    },
  });
  const router = createMemoryRouter([{ path: '*', errorElement: <RouteErrorBoundary />, ...route } as RouteObject], {
    initialEntries: [url],
  });
  container.get<AppShellViewModel>(TOKENS.AppShellViewModel).syncLocation(url, '');
  const view = render(<App container={container} router={router} />);
  return { ...view, location };
};

describe('the error page', () => {
  it('shows the status and a link to the main page of the city', async () => {
    renderFailing('/en/kyiv/about/', { element: <Throw error={{ status: 503 }} /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error 503' })).toBeTruthy();
    expect(screen.getByText('Something went wrong, return to the main page of your city')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the main page' }).getAttribute('href')).toBe('/en/kyiv/');
  });

  it('defaults to 500', async () => {
    renderFailing('/', { element: <Throw error={new Error('boom')} /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Помилка 500' })).toBeTruthy();
  });

  it('reloads once for a failed chunk, then shows the error within the same minute', async () => {
    const failedChunk = {
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    };
    const browser = {
      location: new FakePageLocationAdapter(),
      storage: new InMemoryStorageAdapter(),
      clock: new ManualClockAdapter(),
    };

    const first = renderFailing('/', failedChunk, browser);
    await waitFor(() => expect(browser.location.reloads).toBe(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    first.unmount();

    // The reloaded page fails again 10 s later: no second reload, the error page instead.
    browser.clock.advance(10_000);
    renderFailing('/', failedChunk, browser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Помилка 500' })).toBeTruthy();
    expect(browser.location.reloads).toBe(1);
  });
});

describe('the fallback when the error page itself fails', () => {
  it('shows a plain text and a link home in the language of the path', () => {
    render(
      <FallbackBoundary pathname="/en/kyiv/">
        <Throw error={new Error('error page broke')} />
      </FallbackBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/');
  });

  it('renders its children when nothing fails', () => {
    render(
      <FallbackBoundary pathname="/">
        <p>fine</p>
      </FallbackBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
