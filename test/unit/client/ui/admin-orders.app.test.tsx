// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/demo/in-memory-staff-orders-api.adapter';
import { fakeStaffOrder } from '../../../../src/client/adapters/demo/fake-staff-orders-data';
import { TOKENS } from '../../../../src/client/di/tokens';
import { renderShop } from './render-shop';
import { preloadAppModules } from './preload-app-modules';

beforeAll(preloadAppModules);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The admin home for signed-in staff, on the demo orders (or the given fake). */
const renderOrders = (url = '/admin/', api = new InMemoryStaffOrdersApi()) => {
  const view = renderShop(url, { auth_token: 't' }, (c) => c.rebind(TOKENS.StaffOrdersApi).toConstantValue(api));
  return { ...view, api };
};

const cardOf = async (code: string): Promise<HTMLElement> => {
  const heading = await screen.findByRole('heading', { level: 2, name: code });
  return heading.closest('[data-testid="staff-order"]') as HTMLElement;
};

describe('admin orders screen', () => {
  it("shows Lviv's orders with everything the kitchen needs", async () => {
    renderOrders();
    expect(await screen.findByRole('heading', { level: 1, name: 'Головна' })).toBeTruthy();
    const card = await cardOf('LV1004');
    expect(screen.getAllByTestId('staff-order').map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'LV1004',
      'LV1003',
      'LV1002',
      'LV1001',
    ]);
    expect(within(card).getByTestId('staff-order-status').textContent).toBe('Нове');
    expect(within(card).getByRole('link', { name: '+380501112233' }).getAttribute('href')).toBe('tel:+380501112233');
    expect(within(card).getByText('Адреса поза зонами доставки — уточніть доставку з клієнтом')).toBeTruthy();
    expect(within(card).getByText('Потрібен дзвінок оператора для підтвердження')).toBeTruthy();
    expect(within(card).getByText('Палички: 2 · Навчальні палички: 1 · Екопакет · Промокод: SUSHI10')).toBeTruthy();
    expect(within(card).getByText('598.20 ₴')).toBeTruthy();
    expect(within(card).getByText(/1 × Місо-суп \(Подарунок\)/)).toBeTruthy();
    expect(within(await cardOf('LV1002')).getByText(/На 05\.03\.2025 18:30/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Львів' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves an order with its buttons, asking before a cancel', async () => {
    const { api } = renderOrders();
    let card = await cardOf('LV1004');
    fireEvent.click(within(card).getByRole('button', { name: 'Прийняти' }));
    await waitFor(() => expect(within(card).getByTestId('staff-order-status').textContent).toBe('Прийняте'));
    card = await cardOf('LV1004');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Почати готувати', 'Скасувати']);

    // Dismissing the question keeps the order; an answer is the reason the customer is shown.
    const ask = vi.spyOn(window, 'prompt').mockReturnValueOnce(null).mockReturnValueOnce('  Немає інгредієнтів ');
    fireEvent.click(within(card).getByRole('button', { name: 'Скасувати' }));
    expect(ask).toHaveBeenCalledWith(
      'Скасувати замовлення LV1004? Напишіть причину для клієнта (можна залишити порожньою):',
      '',
    );
    expect(api.calls.filter((call) => call.startsWith('change:'))).toEqual(['change:LV1004:new>accepted']);
    fireEvent.click(within(card).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(within(card).getByTestId('staff-order-status').textContent).toBe('Скасоване'));
    expect(api.calls.filter((call) => call.startsWith('change:'))).toEqual([
      'change:LV1004:new>accepted',
      'change:LV1004:accepted>cancelled:Немає інгредієнтів',
    ]);
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it('puts a cooked self-pickup order on the counter: "ready for pickup", then done', async () => {
    renderOrders(
      '/admin/',
      new InMemoryStaffOrdersApi([fakeStaffOrder({ code: 'LP1', status: 'cooking', deliveryType: 'self-pickup' })]),
    );
    let card = await cardOf('LP1');
    fireEvent.click(within(card).getByRole('button', { name: 'Готове до видачі' }));
    await waitFor(() => expect(within(card).getByTestId('staff-order-status').textContent).toBe('Готове до видачі'));
    card = await cardOf('LP1');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Виконано', 'Скасувати']);
  });

  it('says so when a colleague moved the order first, and shows it as it is now', async () => {
    const { api } = renderOrders();
    const card = await cardOf('LV1003');
    api.moveBehindTheScenes('LV1003', 'cooking');
    fireEvent.click(within(card).getByRole('button', { name: 'Почати готувати' }));
    expect(await screen.findByText('Замовлення LV1003 вже змінив інший співробітник. Список оновлено.')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await cardOf('LV1003')).getByTestId('staff-order-status').textContent).toBe('Готується'),
    );
  });

  it('switches to Kyiv with the city chips, in English too', async () => {
    renderOrders('/en/admin/');
    await cardOf('LV1004');
    fireEvent.click(screen.getByRole('button', { name: 'Kyiv' }));
    const card = await cardOf('KV2001');
    expect(screen.getAllByTestId('staff-order')).toHaveLength(1);
    expect(within(card).getByTestId('staff-order-status').textContent).toBe('New');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kyiv' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('warns staff on the board while the hourly SMS budget is used up, and shows a refunded payment', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'LR1', payMethod: 'online', paymentStatus: 'refunded', status: 'accepted' }),
    ]);
    api.smsBudgetState = { used: 300, budget: 300, exhausted: true };
    renderOrders('/admin/', api);
    expect((await screen.findByTestId('sms-budget-exhausted')).textContent).toBe(
      'Годинний ліміт SMS вичерпано: нові замовлення підтверджуйте дзвінком клієнту.',
    );
    expect(screen.getByRole('alert').textContent).toContain('Годинний ліміт SMS вичерпано');
    expect(within(await cardOf('LR1')).getByText('Онлайн · Кошти повернуто')).toBeTruthy();
  });

  it('shows no SMS budget warning while the budget lasts', async () => {
    renderOrders();
    await cardOf('LV1004');
    expect(screen.queryByTestId('sms-budget-exhausted')).toBeNull();
  });

  it('says when there are no orders', async () => {
    renderOrders('/admin/', new InMemoryStaffOrdersApi([]));
    expect(await screen.findByText('Замовлень поки немає.')).toBeTruthy();
  });

  it('sends staff to the login page when the token is refused', async () => {
    const api = new InMemoryStaffOrdersApi();
    api.unauthorized = true;
    const { router, jar } = renderOrders('/admin/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login/'));
    expect(jar.get('auth_token')).toBeNull();
  });

  it('shows orders awaiting the customer in their own group, without an accept button', async () => {
    renderOrders();
    await cardOf('LV1004');
    expect(screen.queryByRole('heading', { level: 2, name: 'LV1005' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Очікують клієнта' }));
    const card = await cardOf('LV1005');
    expect(within(card).getByTestId('staff-order-awaiting').textContent).toBe(
      'Очікує SMS-код від клієнта — не готувати',
    );
    expect(within(card).queryByRole('button', { name: 'Прийняти' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Чек для кухні' }).getAttribute('href')).toBe('?ticket=LV1005');
  });

  it('filters by code or phone and says when nothing matches', async () => {
    renderOrders();
    await cardOf('LV1004');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Код або телефон' }), { target: { value: '093 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показати' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('staff-order').map((c) => within(c).getByRole('heading').textContent)).toEqual([
        'LV1003',
      ]),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Код або телефон' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Показати' }));
    expect(await screen.findByText('За цими фільтрами замовлень немає.')).toBeTruthy();
  });

  it('prints a kitchen ticket: code, time, lines with modifiers, sticks, comment, address, payment', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderOrders('/admin/?ticket=LV1004');
    const ticket = await screen.findByTestId('kitchen-ticket');
    expect(within(ticket).getByRole('heading', { name: 'LV1004' })).toBeTruthy();
    expect(ticket.textContent).toContain('2 × Філадельфія');
    expect(ticket.textContent).toContain('Палички: 2');
    expect(ticket.textContent).toContain('Домофон не працює, зателефонуйте');
    expect(ticket.textContent).toContain('Адреса: вулиця Наукова 7, кв. 12, Львів');
    expect(ticket.textContent).toContain('Онлайн · Оплачено');
    expect(screen.queryAllByTestId('staff-order')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Друкувати' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the ticket’s order does not exist', async () => {
    renderOrders('/admin/?ticket=NOPE');
    expect(await screen.findByText('Замовлення NOPE не знайдено.')).toBeTruthy();
  });
});
