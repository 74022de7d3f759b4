import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { createContainer } from '../../../../src/client/di/container';
import { bindAdminArea } from '../../../../src/client/di/admin-area.binding';
import { TOKENS } from '../../../../src/client/di/tokens';
import { App } from '../../../../src/client/ui/app/app';
import { createAppRouter } from '../../../../src/client/ui/app/create-app-router';
import type { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { bindFakeAdminAdapters } from '../support/admin-adapters.fake';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

/** The whole app on fake adapters and a memory router, at one URL, with the given cookies (and a test's own bindings). */
export const renderShop = (
  url: string,
  cookies: Record<string, string> = {},
  override?: (container: Container) => void,
) => {
  const jar = new InMemoryCookieAdapter(cookies);
  const container = createContainer({
    adapters: FAKE_ADAPTERS,
    texts: BUNDLED_TEXTS,
    override: (c) => {
      // Bound up front, so a test can replace an admin API before the screens are built.
      bindAdminArea(c, bindFakeAdminAdapters);
      c.rebind(TOKENS.Cookies).toConstantValue(jar);
      override?.(c);
    },
  });
  const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
  const router = createAppRouter(container, (routes) => createMemoryRouter(routes, { initialEntries: [url] }));
  const view = render(<App container={container} router={router} />);
  return { ...view, router, jar, container, shell };
};

export const headLinks = (selector: string): Element[] => [...document.head.querySelectorAll(selector)];
