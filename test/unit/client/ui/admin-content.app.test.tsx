// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryAdminContentApi } from '../../../../src/client/adapters/demo/in-memory-admin-content-api.adapter';
import { TOKENS } from '../../../../src/client/di/tokens';
import { renderShop } from './render-shop';

// The whole app renders here (router, lazy pages, MobX, i18n); see admin.app.test.tsx on retries.
const WHOLE_APP = { retry: 2 } as const;

afterEach(cleanup);

const renderContent = (api = new InMemoryAdminContentApi()) => {
  renderShop('/admin/content/', { auth_token: 't' }, (c) => c.rebind(TOKENS.AdminContentApi).toConstantValue(api));
  return api;
};

describe('admin content screen', WHOLE_APP, () => {
  it('shows the chosen version with its preview, says when a city has no text of its own, and saves', async () => {
    const api = renderContent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Контент' })).toBeTruthy();
    expect(((await screen.findByLabelText('Заголовок')) as HTMLInputElement).value).toBe('Про нас');
    const preview = screen.getByRole('region', { name: 'Попередній перегляд: так побачать клієнти' });
    await waitFor(() => expect(within(preview).getByText(/Ми готуємо бургери/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Київ' }));
    expect(screen.getByText(/Київ не має власного тексту мовою «Українська»/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти для міста Київ' }));
    expect(await screen.findByText('Збережено: клієнти вже бачать.')).toBeTruthy();
    expect(api.calls).toContain('save:about:uk:2');
    expect(screen.getByRole('button', { name: 'Видалити власний текст міста Київ' })).toBeTruthy();
  });

  it('says a blank title next to the field, tied to it, and sends nothing', async () => {
    const api = renderContent();
    const title = (await screen.findByLabelText('Заголовок')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти для всіх міст' }));
    expect(await screen.findByText('Вкажіть заголовок сторінки.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('content-title-error');
    expect(api.calls.some((call) => call.startsWith('save'))).toBe(false);
  });
});
