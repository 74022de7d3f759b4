// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryStaffCallbacksApi } from '../../../../src/client/adapters/demo/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../../../../src/client/adapters/demo/in-memory-staff-coupons-api.adapter';
import { TOKENS } from '../../../../src/client/di/tokens';
import { renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(cleanup);

const renderAdmin = (
  url: string,
  coupons = new InMemoryStaffCouponsApi(),
  callbacks = new InMemoryStaffCallbacksApi(),
) => {
  const view = renderShop(url, { auth_token: 't' }, (c) => {
    c.rebind(TOKENS.StaffCouponsApi).toConstantValue(coupons);
    c.rebind(TOKENS.StaffCallbacksApi).toConstantValue(callbacks);
  });
  return { ...view, coupons, callbacks };
};

/** The list is on screen: staff add a coupon to the list they see, not while it is still on its way. */
const listLoaded = () => screen.findByRole('list', { name: 'Купони' });

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('admin coupons screen', () => {
  it('lists every coupon with kind, value, minimum, validity, uses and state', async () => {
    renderAdmin('/admin/coupons/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Купони' })).toBeTruthy();
    const welcome = await screen.findByRole('article', { name: 'WELCOME' });
    expect(within(welcome).getByText('Фіксована сума: 50 ₴')).toBeTruthy();
    expect(within(welcome).getByText('400 ₴')).toBeTruthy();
    expect(within(welcome).getByText('1 / 1').getAttribute('data-used-up')).toBe('true');
    expect(within(welcome).getByText('Увімкнений')).toBeTruthy();
    const cola = screen.getByRole('article', { name: 'COLA' });
    expect(within(cola).getByText('з 01.06.2025 00:00 до 01.09.2025 00:00')).toBeTruthy();
    expect(within(cola).getByText('Лише подарунок + подарунків: 1')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'BURGER10' })).getByText('140 / ∞')).toBeTruthy();
  });

  it('shows every problem next to its field when a save is tried, and saves nothing', async () => {
    const { coupons } = renderAdmin('/admin/coupons/');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Додати купон' }));
    fireEvent.change(field('Знижка, %'), { target: { value: '150' } });
    fireEvent.change(field('Ліміт використань'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Вкажіть код.')).toBeTruthy();
    expect(field('Код').getAttribute('aria-invalid')).toBe('true');
    expect(field('Код').getAttribute('aria-describedby')).toBe('coupon-code-error');
    expect(screen.getByText('Ціле число відсотків від 1 до 100.')).toBeTruthy();
    expect(screen.getByText('Ціле число від 1 до 1 000 000, або порожньо.')).toBeTruthy();
    expect(coupons.calls.filter((call) => call.startsWith('create'))).toEqual([]);
    // Errors follow what staff type from then on.
    fireEvent.change(field('Код'), { target: { value: 'spring' } });
    await waitFor(() => expect(screen.queryByText('Вкажіть код.')).toBeNull());
  });

  it('adds a coupon limited to one use; a taken code is said next to the code', async () => {
    const { coupons } = renderAdmin('/admin/coupons/');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Додати купон' }));
    fireEvent.change(field('Код'), { target: { value: 'welcome' } });
    fireEvent.change(field('Знижка, %'), { target: { value: '15' } });
    fireEvent.change(field('Ліміт використань'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Такий код уже має інший купон.')).toBeTruthy();
    fireEvent.change(field('Код'), { target: { value: 'once' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    const once = await screen.findByRole('article', { name: 'ONCE' });
    expect(within(once).getByText('Відсоток: 15 %')).toBeTruthy();
    expect(within(once).getByText('0 / 1')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Новий купон' })).toBeNull();
    expect(coupons.calls).toContain('create:once');
  });

  it('edits a gift coupon, picking products from the menu, and switches a coupon off', async () => {
    const { coupons } = renderAdmin('/admin/coupons/');
    fireEvent.click(await screen.findByRole('button', { name: 'Редагувати купон COLA' }));
    const picker = (await screen.findByRole('combobox', { name: 'Додати товар до подарунка 1' })) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBeGreaterThan(2));
    fireEvent.change(picker, { target: { value: 'burger-classic' } });
    expect(screen.getByRole('button', { name: 'Прибрати Класичний' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(coupons.calls).toContain('update:3:COLA'));
    const listed = await coupons.listCoupons();
    expect(
      listed.ok &&
        listed.value.find((coupon) => coupon.code === 'COLA')?.gifts[0]?.options.map((option) => option.iikoId),
    ).toEqual(['drink-cola', 'burger-classic']);

    fireEvent.click(screen.getByRole('button', { name: 'Вимкнути купон BURGER10' }));
    const burger10 = screen.getByRole('article', { name: 'BURGER10' });
    await waitFor(() => expect(within(burger10).getByText('Вимкнений')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Увімкнути купон BURGER10' })).toBeTruthy();
  });
});

describe('admin callbacks screen', () => {
  it("lists the city's requests with a phone to dial, Kyiv time and status; the navigation counts the new ones", async () => {
    renderAdmin('/admin/callbacks/');
    const olena = await screen.findByRole('article', { name: 'Олена' });
    expect(within(olena).getByRole('link', { name: '+38 (067) 123 45 67' }).getAttribute('href')).toBe(
      'tel:+380671234567',
    );
    expect(within(olena).getByText('11.06.2025 12:40')).toBeTruthy();
    expect(within(olena).getByText('Після 18:00, будь ласка')).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'callback-4',
      'callback-3',
      'callback-1',
    ]);
    expect(within(screen.getByRole('article', { name: 'Taras' })).getByText('Місто не вказано')).toBeTruthy();
    const nav = screen.getByRole('link', { name: /^Зворотні дзвінки/ });
    await waitFor(() => expect(within(nav).getByTestId('callbacks-new-count').textContent).toBe('2 нових'));
  });

  it('marks a request called: the badge counts one less', async () => {
    const { callbacks } = renderAdmin('/admin/callbacks/');
    const olena = await screen.findByRole('article', { name: 'Олена' });
    await screen.findByTestId('callbacks-new-count');
    fireEvent.click(within(olena).getByRole('button', { name: 'Передзвонили' }));
    await waitFor(() =>
      expect(within(olena).getByRole('button', { name: 'Передзвонили' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(olena).getByText(/^Змінено \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, demo$/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('callbacks-new-count').textContent).toBe('1 нових'));
    expect(callbacks.calls).toContain('status:4:called');
  });
});
