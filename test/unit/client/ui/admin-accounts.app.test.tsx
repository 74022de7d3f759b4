// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);

const card = (login: string) => screen.getByRole('article', { name: new RegExp(`^${login}\\b`) });

describe('admin Accounts and change log screens (fake adapters)', () => {
  it('lists the accounts, disables a colleague, and the change log then names the change', async () => {
    const { router } = renderShop('/admin/accounts/', { auth_token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Облікові записи' })).toBeTruthy();
    await screen.findByRole('article', { name: /^olena\b/ });
    expect(within(card('demo')).queryByRole('button', { name: 'Вимкнути' })).toBeNull();

    fireEvent.click(within(card('olena')).getByRole('button', { name: 'Вимкнути' }));
    await waitFor(() => expect(card('olena').textContent).toContain('Вимкнений'));

    await router.navigate('/admin/audit/');
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.textContent).toContain('Вимкнено обліковий запис: olena');
    expect(entry.textContent).toContain('demo · Облікові записи');
    expect(entry.textContent).toContain('Було: активний: так → стало: активний: ні');
  });

  it('shows problems next to the field they concern', async () => {
    renderShop('/admin/accounts/', { auth_token: 't' });
    const form = await screen.findByRole('form', { name: 'Додати обліковий запис' });
    fireEvent.change(within(form).getByLabelText('Логін'), { target: { value: 'ol' } });
    fireEvent.change(within(form).getByLabelText('Пароль'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    const login = within(form).getByLabelText('Логін');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(login.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(
      'Логін має містити щонайменше 3 символи.',
    );
    expect(within(form).getByLabelText('Пароль').getAttribute('aria-invalid')).toBe('true');
  });
});
