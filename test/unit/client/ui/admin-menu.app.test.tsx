// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { TOKENS } from '../../../../src/client/di/tokens';
import { renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);

/** A menu section for signed-in staff, on the demo staff menu (or the given fake). */
const renderMenu = (url = '/admin/burgers/', api = new InMemoryStaffMenuApi()) => {
  const view = renderShop(url, { auth_token: 't' }, (c) => c.rebind(TOKENS.StaffMenuApi).toConstantValue(api));
  return { ...view, api };
};

const rowOf = (name: string): Promise<HTMLElement> => screen.findByRole('article', { name });
const pressed = (row: HTMLElement, name: string) =>
  within(row).getByRole('button', { name }).getAttribute('aria-pressed');
const priceField = (row: HTMLElement) => within(row).getByRole('textbox') as HTMLInputElement;

describe('admin menu editor', () => {
  it("shows the section's categories with Lviv's products, prices and stop list", async () => {
    renderMenu();
    expect(await screen.findByRole('heading', { level: 1, name: 'Бургери' })).toBeTruthy();
    const classic = await rowOf('Класичний');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Комбо',
      'Бургери',
      'Меню на компанію',
    ]);
    expect(screen.getAllByTestId('staff-menu-product').map((row) => row.getAttribute('data-product'))).toEqual([
      'combo-classic',
      'burger-classic',
      'burger-cheese',
      'burger-bbq',
      'menu-party',
    ]);
    expect(within(classic).getByTestId('staff-menu-price').textContent).toBe('189 ₴');
    // The photo is decoration (alt=""): the name says what it shows.
    expect(classic.querySelector('img')?.getAttribute('src')).toBe('/demo/burger-classic.svg');
    expect(screen.getByRole('textbox', { name: 'Ціна в місті, ₴ Класичний' })).toBe(priceField(classic));
    expect(priceField(classic).value).toBe('');
    expect(priceField(classic).placeholder).toBe('189');
    expect(within(classic).getByText('Порожнє поле — базова ціна 189 ₴.')).toBeTruthy();
    expect(within(classic).getByRole('group', { name: 'Наявність: Класичний' })).toBeTruthy();
    expect(pressed(classic, 'У продажу')).toBe('true');
    expect(classic.getAttribute('data-stopped')).toBe('false');

    const bbq = await rowOf('Барбекю');
    expect(bbq.getAttribute('data-stopped')).toBe('true');
    expect(pressed(bbq, 'На стоп-листі')).toBe('true');
    expect(screen.getByRole('button', { name: 'Львів' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a product on the stop list and takes it off, disabled while the change is on the way', async () => {
    const { api } = renderMenu();
    const classic = await rowOf('Класичний');
    expect(within(classic).queryByTestId('staff-menu-last-change')).toBeNull();
    fireEvent.click(within(classic).getByRole('button', { name: 'На стоп-листі' }));
    expect((within(classic).getByRole('button', { name: 'У продажу' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(pressed(classic, 'На стоп-листі')).toBe('true'));
    expect(classic.getAttribute('data-stopped')).toBe('true');
    expect((within(classic).getByRole('button', { name: 'У продажу' }) as HTMLButtonElement).disabled).toBe(false);
    // Who changed it and when (Kyiv time), as the server logs it; the demo signs as 'demo'.
    expect(within(classic).getByTestId('staff-menu-last-change').textContent).toMatch(
      /^Змінено \d{2}\.\d{2}\.\d{4} о \d{2}:\d{2}, demo$/,
    );

    fireEvent.click(within(classic).getByRole('button', { name: 'У продажу' }));
    await waitFor(() => expect(pressed(classic, 'У продажу')).toBe('true'));
    expect(api.calls.filter((call) => call.startsWith('change:'))).toEqual([
      'change:1:burger-classic:{"stopped":true}',
      'change:1:burger-classic:{"stopped":false}',
    ]);
  });

  it('checks a price before sending it, sets it, and clears it back to the base price', async () => {
    const { api } = renderMenu();
    const classic = await rowOf('Класичний');
    fireEvent.change(priceField(classic), { target: { value: '12,345' } });
    fireEvent.click(within(classic).getByRole('button', { name: 'Зберегти' }));
    const alert = await within(classic).findByRole('alert');
    expect(alert.textContent).toBe('Не більше двох знаків після коми: ціна в копійках.');
    expect(priceField(classic).getAttribute('aria-invalid')).toBe('true');
    expect(priceField(classic).getAttribute('aria-describedby')).toContain(alert.id);
    expect(api.calls.filter((call) => call.startsWith('change:'))).toEqual([]);

    fireEvent.change(priceField(classic), { target: { value: '199,5' } });
    expect(within(classic).queryByRole('alert')).toBeNull();
    fireEvent.submit(priceField(classic));
    await waitFor(() => expect(within(classic).getByTestId('staff-menu-price').textContent).toBe('199.50 ₴'));
    expect(priceField(classic).value).toBe('199.50');
    expect(within(classic).getByText('Ціна міста. Порожнє поле — базова ціна 189 ₴.')).toBeTruthy();

    fireEvent.change(priceField(classic), { target: { value: '' } });
    fireEvent.submit(priceField(classic));
    await waitFor(() => expect(within(classic).getByTestId('staff-menu-price').textContent).toBe('189 ₴'));
    expect(api.calls.filter((call) => call.startsWith('change:'))).toEqual([
      'change:1:burger-classic:{"price":199.5}',
      'change:1:burger-classic:{"price":null}',
    ]);
  });

  it("shows the server's refusal next to the product", async () => {
    const api = new InMemoryStaffMenuApi();
    renderMenu('/admin/burgers/', api);
    const classic = await rowOf('Класичний');
    // A refusal the browser's own check lets through (the server's rule could be stricter one day).
    api.changeProduct = async () => ({ ok: false, reason: 'invalid', message: "'price' must be more than 0." });
    fireEvent.change(priceField(classic), { target: { value: '205' } });
    fireEvent.submit(priceField(classic));
    expect((await within(classic).findByRole('alert')).textContent).toBe(
      "Сервер не прийняв зміну: 'price' must be more than 0.",
    );
    expect(within(classic).getByTestId('staff-menu-price').textContent).toBe('189 ₴');
    expect(priceField(classic).value).toBe('205');
  });

  it("switches to Kyiv with the city chips and shows Kyiv's own price", async () => {
    renderMenu();
    await rowOf('Класичний');
    fireEvent.click(screen.getByRole('button', { name: 'Київ' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Київ' }).getAttribute('aria-pressed')).toBe('true'));
    const combo = await rowOf('Комбо Класичне');
    expect(priceField(combo).value).toBe('349');
    expect(within(combo).getByTestId('staff-menu-price').textContent).toBe('349 ₴');
  });

  it('finds products by name in any language, and says when nothing matches', async () => {
    renderMenu('/admin/others/');
    await rowOf('Класичний');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Пошук за назвою' }), { target: { value: 'cheese' } });
    await waitFor(() => expect(screen.getAllByTestId('staff-menu-product')).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Чізбургер',
      'Сирний соус',
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'піца' } });
    expect(await screen.findByText('Нічого не знайдено за запитом «піца».')).toBeTruthy();
  });

  it('moves between menu sections on one load, in English too', async () => {
    const { router, api } = renderMenu('/en/admin/burgers/');
    expect(await rowOf('Classic')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'On sale' }).length).toBeGreaterThan(0);
    await router.navigate('/en/admin/drinks/');
    expect(await rowOf('Citrus lemonade')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Classic' })).toBeNull();
    expect(api.calls.filter((call) => call.startsWith('list:'))).toEqual(['list:1']);
  });

  it('shows no menu editor outside the menu sections', async () => {
    renderMenu('/admin/delivery/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка і оплата' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('sends staff to the login page when the token is refused', async () => {
    const api = new InMemoryStaffMenuApi();
    api.unauthorized = true;
    const { router, jar } = renderMenu('/admin/burgers/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login/'));
    expect(jar.get('auth_token')).toBeNull();
  });
});
