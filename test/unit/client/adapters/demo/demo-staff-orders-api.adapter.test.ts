import { describe, expect, it } from 'vitest';
import { DemoOrderBook } from '../../../../../src/client/adapters/demo/demo-order-book';
import { DemoOrderProgress } from '../../../../../src/client/adapters/demo/demo-order-progress.adapter';
import { DemoStaffOrderEvents } from '../../../../../src/client/adapters/demo/demo-staff-order-events.adapter';
import { DemoStaffOrdersApi } from '../../../../../src/client/adapters/demo/demo-staff-orders-api.adapter';
import type { StaffOrdersPageQuery } from '../../../../../src/client/application/ports/staff-orders-api.port';
import type { OrderProgressDto } from '../../../../../src/domain/shop-api/order-progress.contract';
import { demoShop, nuggetsOrder } from './demo-order-fixtures';

const KITCHEN: StaffOrdersPageQuery = {
  cityId: 1,
  group: 'kitchen',
  status: null,
  day: null,
  search: '',
  before: null,
  limit: 50,
};

const codesOf = async (api: DemoStaffOrdersApi, query: Partial<StaffOrdersPageQuery> = {}) => {
  const result = await api.listOrders({ ...KITCHEN, ...query });
  if (!result.ok) throw new Error(result.reason);
  return result.value.orders.map((order) => order.code);
};

describe('the demo kitchen: board, live stream and order status page on the demo order book', () => {
  it('puts an order placed in the storefront on the board: awaiting its code, then first in the kitchen', async () => {
    const shop = demoShop();
    const board = new DemoStaffOrdersApi(new DemoOrderBook(shop.storage));
    await shop.api.createOrder(nuggetsOrder(), 'uk');
    expect(await codesOf(board, { group: 'awaiting' })).toEqual(['LV3001', 'LV1005']);
    await shop.api.verifyCode('LV3001', '4821', 'uk');
    expect(await codesOf(board)).toEqual(['LV3001', 'LV1004', 'LV1003', 'LV1002', 'LV1001']);
    expect((await board.getOrder('LV3001')).ok).toBe(true);
  });

  it('keeps staff’s moves in the book, refuses a move from a status the order has left', async () => {
    const shop = demoShop();
    const board = new DemoStaffOrdersApi(shop.book);
    await shop.api.createOrder(nuggetsOrder(), 'uk');
    await shop.api.verifyCode('LV3001', '4821', 'uk');
    expect((await board.changeStatus('LV3001', 'new', 'accepted')).ok).toBe(true);
    expect(await board.changeStatus('LV3001', 'new', 'accepted')).toEqual({ ok: false, reason: 'conflict' });
    // The admin area opened in another tab reads the same storage.
    expect(new DemoOrderBook(shop.storage).find('LV3001')?.staff.status).toBe('accepted');
    expect((await board.changeStatus('LV1004', 'new', 'accepted')).ok).toBe(true);
    expect(shop.book.find('LV1004')?.staff.status).toBe('accepted');
  });

  it('tells the board to reload whenever the book changes', async () => {
    const shop = demoShop();
    const events = new DemoStaffOrderEvents(shop.book);
    const heard: string[] = [];
    const stop = events.follow(1, {
      order: () => heard.push('order'),
      resync: () => heard.push('resync'),
      connection: (state) => heard.push(state),
    });
    await shop.api.createOrder(nuggetsOrder(), 'uk');
    stop();
    await shop.api.verifyCode('LV3001', '4821', 'uk');
    expect(heard[0]).toBe('live');
    expect(heard.slice(1).every((event) => event === 'resync')).toBe(true);
    expect(heard.length).toBeGreaterThan(1);
  });

  it('shows the customer their order’s progress and each move staff make', async () => {
    const shop = demoShop();
    const progress = new DemoOrderProgress(shop.book);
    const board = new DemoStaffOrdersApi(shop.book);
    await shop.api.createOrder(nuggetsOrder(), 'uk');
    await shop.api.verifyCode('LV3001', '4821', 'uk');
    const loaded = await progress.load('LV3001');
    expect(loaded.ok && loaded.value).toMatchObject({
      code: 'LV3001',
      status: 'new',
      customer: { firstName: 'Олена', phoneEnding: '67' },
      promise: { kind: 'zone', minutes: 29, by: '12:29' },
      toPay: 347,
    });
    const seen: OrderProgressDto[] = [];
    const stop = progress.follow('LV3001', {
      progress: (dto) => seen.push(dto),
      resync: () => undefined,
      connection: () => undefined,
    });
    await board.changeStatus('LV3001', 'new', 'accepted');
    await board.changeStatus('LV1004', 'new', 'accepted');
    stop();
    expect(seen.map((dto) => dto.status)).toEqual(['accepted']);
    expect(await progress.load('LV1004')).toEqual({ ok: false, reason: 'not-found' });
  });
});
