import { describe, expect, it } from 'vitest';
import { fakeStaffOrder } from '../../../../src/client/adapters/demo/fake-staff-orders-data';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/demo/in-memory-staff-orders-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { InMemoryStaffOrderEvents } from '../support/doubles/in-memory-staff-order-events.adapter';
import { RecordingAlertSound } from '../support/doubles/recording-alert-sound.adapter';
import { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { StaffOrdersApiPort } from '../../../../src/client/application/ports/staff-orders-api.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import {
  LIVE_RELOAD_DELAY_MS,
  ORDERS_LIMIT,
  ORDERS_REFRESH_MS,
  StaffOrdersViewModel,
} from '../../../../src/client/view-models/staff-orders.view-model';

/** Lets every pending promise callback run (the fakes answer on the next microtasks). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const ORDERS = [
  fakeStaffOrder({ code: 'L2', createdAt: '2025-03-05T12:00:00.000Z' }),
  fakeStaffOrder({ code: 'L1', status: 'accepted', createdAt: '2025-03-05T11:00:00.000Z' }),
  fakeStaffOrder({ code: 'K1', cityId: 2, createdAt: '2025-03-05T11:30:00.000Z' }),
];

/** The list call the fake records: city, group, limit, then status, day, search and before ('-' for none). */
const LIST = (cityId = 1, rest = '-:-:-:-', group = 'kitchen') => `list:${cityId}:${group}:${ORDERS_LIMIT}:${rest}`;

/** `live`: whether the event stream connects; without it the board refreshes on its timer. */
const setup = (
  api: StaffOrdersApiPort = new InMemoryStaffOrdersApi(ORDERS),
  storage = new InMemoryStorageAdapter(),
  live = false,
) => {
  const cookies = new InMemoryCookieAdapter({ auth_token: 't' });
  const session = new AdminSessionViewModel(cookies);
  const timer = new ManualTimerAdapter();
  const events = new InMemoryStaffOrderEvents();
  events.reachable = live;
  const sound = new RecordingAlertSound();
  const orders = new StaffOrdersViewModel(api, session, timer, new KeyValueAdminCity(storage), events, sound);
  return { orders, session, timer, cookies, storage, events, sound };
};

/** A fake whose list answers are taken at once but arrive only when released, to play slow networks. */
class HeldListApi extends InMemoryStaffOrdersApi {
  private readonly held: (() => void)[] = [];
  hold = false;

  override async listOrders(...args: Parameters<InMemoryStaffOrdersApi['listOrders']>) {
    const answer = await super.listOrders(...args);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    return answer;
  }

  release(): void {
    for (const resume of this.held.splice(0)) resume();
  }

  releaseNewest(): void {
    this.held.pop()?.();
  }
}

describe('StaffOrdersViewModel', () => {
  it("loads Lviv's latest orders first, newest first", async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    expect(orders.state).toBe('loading');
    orders.start();
    await settle();
    expect(orders.state).toBe('ready');
    expect(orders.cityId).toBe(1);
    expect(orders.orders.map((o) => o.code)).toEqual(['L2', 'L1']);
    expect(api.calls).toEqual([LIST(1)]);
    orders.stop();
  });

  it('opens on the city staff chose last time, in this screen or the menu sections', async () => {
    const first = setup();
    expect(first.orders.cityId).toBe(1);
    first.orders.selectCity(2);
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const again = setup(api, first.storage);
    expect(again.orders.cityId).toBe(2);
    again.orders.start();
    await settle();
    expect(api.calls).toEqual([LIST(2)]);
    again.orders.stop();
  });

  it('switches city: clears the list, loads the other city, and ignores a late answer for the first', async () => {
    const api = new HeldListApi(ORDERS);
    const { orders } = setup(api);
    api.hold = true;
    orders.start();
    orders.selectCity(2);
    expect(orders.state).toBe('loading');
    await settle();
    api.releaseNewest();
    await settle();
    expect(orders.orders.map((o) => o.code)).toEqual(['K1']);
    api.release();
    await settle();
    expect(orders.cityId).toBe(2);
    expect(orders.orders.map((o) => o.code)).toEqual(['K1']);
    orders.selectCity(2);
    expect(api.calls).toEqual([LIST(1), LIST(2)]);
    orders.stop();
  });

  it('warns staff while the shop-wide SMS budget is used up, with every refresh', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders, timer } = setup(api);
    orders.start();
    await settle();
    expect(orders.smsBudgetExhausted).toBe(false);
    api.smsBudgetState = { used: 300, budget: 300, exhausted: true };
    timer.advance(ORDERS_REFRESH_MS);
    await settle();
    expect(orders.smsBudgetExhausted).toBe(true);
    api.smsBudgetState = { used: 299, budget: 300, exhausted: false };
    timer.advance(ORDERS_REFRESH_MS);
    await settle();
    expect(orders.smsBudgetExhausted).toBe(false);
    orders.stop();
  });

  it('refreshes every 20 seconds while shown, and not after stop', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders, timer } = setup(api);
    orders.start();
    orders.start();
    await settle();
    api.add(fakeStaffOrder({ code: 'L3', createdAt: '2025-03-05T13:00:00.000Z' }));
    timer.advance(ORDERS_REFRESH_MS - 1);
    await settle();
    expect(orders.orders).toHaveLength(2);
    timer.advance(1);
    expect(orders.state).toBe('ready');
    await settle();
    expect(orders.orders.map((o) => o.code)).toEqual(['L3', 'L2', 'L1']);
    timer.advance(ORDERS_REFRESH_MS);
    await settle();
    expect(api.calls).toHaveLength(3);
    orders.stop();
    expect(timer.pending).toBe(0);
    timer.advance(ORDERS_REFRESH_MS * 3);
    await settle();
    expect(api.calls).toHaveLength(3);
  });

  it('keeps the list when a refresh fails and says it is stale; a first failure offers a retry', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders, timer } = setup(api);
    api.failing.add('list');
    orders.start();
    await settle();
    expect(orders.state).toBe('failed');
    api.failing.delete('list');
    await orders.load();
    expect(orders.state).toBe('ready');
    api.failing.add('list');
    timer.advance(ORDERS_REFRESH_MS);
    await settle();
    expect(orders.state).toBe('ready');
    expect(orders.stale).toBe(true);
    expect(orders.orders).toHaveLength(2);
    api.failing.delete('list');
    await orders.load();
    expect(orders.stale).toBe(false);
    orders.stop();
  });

  it('moves an order from the status on screen and updates it in place', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    const moving = orders.move('L2', 'accepted');
    expect(orders.isMoving('L2')).toBe(true);
    await moving;
    expect(orders.isMoving('L2')).toBe(false);
    expect(api.calls).toEqual([LIST(1), 'change:L2:new>accepted']);
    expect(orders.orders.find((o) => o.code === 'L2')).toMatchObject({
      status: 'accepted',
      nextStatuses: ['cooking', 'cancelled'],
    });
    expect(orders.orders.map((o) => o.code)).toEqual(['L2', 'L1']);
    expect(orders.notice).toBeNull();
  });

  it('does not send a move the order does not offer, or a second one while the first runs', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    await orders.move('L2', 'completed');
    await orders.move('nope', 'accepted');
    const first = orders.move('L2', 'accepted');
    await orders.move('L2', 'cancelled');
    await first;
    expect(api.calls).toEqual([LIST(1), 'change:L2:new>accepted']);
  });

  it("on a colleague's change (409) reloads the list and says so", async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    api.moveBehindTheScenes('L2', 'cancelled');
    await orders.move('L2', 'accepted');
    expect(orders.notice).toEqual({ key: 'orders.notice.conflict', code: 'L2' });
    expect(api.calls).toEqual([LIST(1), 'change:L2:new>accepted', LIST(1)]);
    expect(orders.orders.find((o) => o.code === 'L2')?.status).toBe('cancelled');
    orders.dismissNotice();
    expect(orders.notice).toBeNull();
  });

  it('names other move failures and reloads after them too', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    api.failing.add('change');
    await orders.move('L1', 'cooking');
    expect(orders.notice).toEqual({ key: 'orders.notice.moveFailed', code: 'L1' });
    expect(orders.orders.find((o) => o.code === 'L1')?.status).toBe('accepted');
    expect(api.calls.at(-1)).toBe(LIST(1));
  });

  it('does not let a refresh asked before a move show the order as it was', async () => {
    const api = new HeldListApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    api.hold = true;
    const refresh = orders.load();
    api.hold = false;
    await orders.move('L2', 'accepted');
    api.release();
    await refresh;
    expect(orders.orders.find((o) => o.code === 'L2')?.status).toBe('accepted');
  });

  it('signs staff out when the token is refused, listing or moving', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const first = setup(api);
    api.unauthorized = true;
    first.orders.start();
    await settle();
    expect(first.session.authenticated).toBe(false);
    expect(first.cookies.get('auth_token')).toBeNull();
    expect(first.timer.pending).toBe(0);

    api.unauthorized = false;
    const second = setup(api);
    await second.orders.load();
    api.unauthorized = true;
    await second.orders.move('L2', 'accepted');
    expect(second.session.authenticated).toBe(false);
    expect(second.orders.notice).toBeNull();
  });

  it('shows each order for its card: Kyiv time, tel: link, money as text, why to call', async () => {
    const order = fakeStaffOrder({
      code: 'V1',
      status: 'accepted',
      createdAt: '2025-07-01T21:05:00.000Z',
      customer: { name: 'Олена', phone: '+38 (067) 123-45-67' },
      confirmationStatus: 'sms-pending',
      lines: [{ name: 'Роли', count: 2, modifiers: ['Соус'], total: 12.5, isGift: false }],
      totals: { order: 12.5, shipping: 60, discount: 0, toPay: 72.5 },
    });
    const { orders } = setup(
      new InMemoryStaffOrdersApi([order, fakeStaffOrder({ code: 'V0', confirmationStatus: 'sms-confirmed' })]),
    );
    await orders.load();
    const [view, confirmed] = orders.views;
    // 21:05 UTC is past midnight in Kyiv in summer (UTC+3).
    expect(view).toMatchObject({
      time: '00:05',
      date: '02.07.2025',
      phoneHref: 'tel:+380671234567',
      callReason: 'sms-pending',
    });
    expect(view?.lines[0]).toEqual({
      name: 'Роли',
      count: 2,
      modifiers: ['Соус'],
      totalText: '12.50 ₴',
      isGift: false,
    });
    expect(view?.totals).toEqual({ order: '12.50 ₴', shipping: '60 ₴', discount: '0 ₴', toPay: '72.50 ₴' });
    expect(confirmed?.callReason).toBeNull();
  });

  it('follows the city live: a change reloads the list once, a new kitchen order rings and counts until seen', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders, timer, events, sound } = setup(api, new InMemoryStorageAdapter(), true);
    orders.start();
    await settle();
    expect(orders.live).toBe('live');
    expect(events.following).toEqual([1]);
    api.add(fakeStaffOrder({ code: 'L3', createdAt: '2025-03-05T13:00:00.000Z' }));
    events.order(1, { code: 'L3', status: 'new', group: 'kitchen' });
    events.order(1, { code: 'L3', status: 'new', group: 'kitchen' });
    events.order(1, { code: 'L1', status: 'cooking', group: 'kitchen' });
    events.order(1, { code: 'W1', status: 'new', group: 'awaiting' });
    expect(sound.played).toBe(1);
    expect(orders.unseen).toBe(1);
    timer.advance(LIVE_RELOAD_DELAY_MS);
    await settle();
    expect(orders.orders.map((o) => o.code)).toEqual(['L3', 'L2', 'L1']);
    expect(api.calls).toEqual([LIST(1), LIST(1)]);
    orders.markSeen();
    expect(orders.unseen).toBe(0);
    // Live, nothing is fetched on a timer.
    timer.advance(ORDERS_REFRESH_MS * 3);
    await settle();
    expect(api.calls).toHaveLength(2);
    events.resync(1);
    timer.advance(LIVE_RELOAD_DELAY_MS);
    await settle();
    expect(api.calls).toHaveLength(3);
    orders.stop();
    expect(events.following).toEqual([]);
    expect(timer.pending).toBe(0);
  });

  it('falls back to the timer while the stream is down, and reloads once it is back', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders, timer, events } = setup(api, new InMemoryStorageAdapter(), true);
    orders.start();
    await settle();
    events.connection(1, 'down');
    expect(orders.live).toBe('polling');
    timer.advance(ORDERS_REFRESH_MS);
    await settle();
    expect(api.calls).toHaveLength(2);
    events.connection(1, 'live');
    timer.advance(LIVE_RELOAD_DELAY_MS);
    await settle();
    expect(api.calls).toHaveLength(3);
    timer.advance(ORDERS_REFRESH_MS * 2);
    await settle();
    expect(api.calls).toHaveLength(3);
    orders.stop();
  });

  it('follows the other city after a switch', async () => {
    const { orders, events } = setup(new InMemoryStaffOrdersApi(ORDERS), new InMemoryStorageAdapter(), true);
    orders.start();
    orders.selectCity(2);
    expect(events.following).toEqual([2]);
    orders.stop();
  });

  it('shows the orders awaiting the customer apart, with nothing to press', async () => {
    const api = new InMemoryStaffOrdersApi([
      ...ORDERS,
      fakeStaffOrder({ code: 'W1', confirmationStatus: 'sms-pending', createdAt: '2025-03-05T12:30:00.000Z' }),
    ]);
    const { orders } = setup(api);
    await orders.load();
    expect(orders.orders.map((o) => o.code)).toEqual(['L2', 'L1']);
    orders.selectGroup('awaiting');
    await settle();
    expect(orders.group).toBe('awaiting');
    expect(orders.views.map((view) => [view.code, view.awaitingReason, view.nextStatuses])).toEqual([
      ['W1', 'sms-code', []],
    ]);
    expect(api.calls.at(-1)).toBe(LIST(1, '-:-:-:-', 'awaiting'));
  });

  it('applies filters from the first page, and says whether any are set', async () => {
    const api = new InMemoryStaffOrdersApi(ORDERS);
    const { orders } = setup(api);
    await orders.load();
    orders.applyFilters({ status: 'accepted', day: '2025-03-05', search: ' L1 ' });
    await settle();
    expect(orders.hasFilters).toBe(true);
    expect(orders.orders.map((o) => o.code)).toEqual(['L1']);
    expect(api.calls.at(-1)).toBe(LIST(1, 'accepted:2025-03-05:L1:-'));
    orders.applyFilters({ status: null, day: '', search: '' });
    await settle();
    expect(orders.hasFilters).toBe(false);
    expect(orders.orders).toHaveLength(2);
  });

  it('pages back with "older", and a live reload keeps every page shown', async () => {
    const many = Array.from({ length: ORDERS_LIMIT + 10 }, (_, index) =>
      fakeStaffOrder({ code: `P${index}`, createdAt: new Date(Date.UTC(2025, 2, 5, 8, index)).toISOString() }),
    );
    const api = new InMemoryStaffOrdersApi(many);
    const { orders, timer, events } = setup(api, new InMemoryStorageAdapter(), true);
    orders.start();
    await settle();
    expect(orders.orders).toHaveLength(ORDERS_LIMIT);
    expect(orders.nextBefore).toBe(`P10`);
    await orders.loadOlder();
    expect(orders.orders).toHaveLength(ORDERS_LIMIT + 10);
    expect(orders.orders.at(-1)?.code).toBe('P0');
    expect(orders.nextBefore).toBeNull();
    await orders.loadOlder();
    expect(api.calls).toEqual([LIST(1), LIST(1, '-:-:-:P10')]);

    api.add(fakeStaffOrder({ code: 'NEW', createdAt: '2025-03-05T12:00:00.000Z' }));
    events.order(1, { code: 'NEW', status: 'new', group: 'kitchen' });
    timer.advance(LIVE_RELOAD_DELAY_MS);
    await settle();
    expect(orders.orders).toHaveLength(ORDERS_LIMIT + 11);
    expect(orders.orders[0]?.code).toBe('NEW');
    expect(orders.orders.at(-1)?.code).toBe('P0');
    orders.stop();
  });
});
