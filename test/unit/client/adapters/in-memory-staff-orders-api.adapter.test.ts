import { describe, expect, it } from 'vitest';
import { FAKE_STAFF_ORDERS, fakeStaffOrder } from '../../../../src/client/adapters/demo/fake-staff-orders-data';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/demo/in-memory-staff-orders-api.adapter';
import type { StaffOrdersPageQuery } from '../../../../src/client/application/ports/staff-orders-api.port';
import { awaitingReasonOf } from '../../../../src/domain/order/board-group';
import { nextOrderStatuses } from '../../../../src/domain/order/order-status';

const QUERY: StaffOrdersPageQuery = {
  cityId: 1,
  group: 'kitchen',
  status: null,
  day: null,
  search: '',
  before: null,
  limit: 50,
};

const codes = async (api: InMemoryStaffOrdersApi, query: Partial<StaffOrdersPageQuery> = {}) => {
  const result = await api.listOrders({ ...QUERY, ...query });
  if (!result.ok) throw new Error(result.reason);
  return { codes: result.value.orders.map((order) => order.code), nextBefore: result.value.nextBefore };
};

describe('InMemoryStaffOrdersApi', () => {
  it('lists a city’s orders newest first, a page at a time by key', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'old', createdAt: '2025-03-05T09:00:00.000Z' }),
      fakeStaffOrder({ code: 'kyiv', cityId: 2 }),
      fakeStaffOrder({ code: 'mid', createdAt: '2025-03-05T10:00:00.000Z' }),
      fakeStaffOrder({ code: 'new', createdAt: '2025-03-05T12:00:00.000Z' }),
    ]);
    expect(await codes(api)).toEqual({ codes: ['new', 'mid', 'old'], nextBefore: null });
    expect(await codes(api, { limit: 2 })).toEqual({ codes: ['new', 'mid'], nextBefore: 'mid' });
    expect(await codes(api, { limit: 2, before: 'mid' })).toEqual({ codes: ['old'], nextBefore: null });
    expect(await codes(api, { before: 'unknown' })).toEqual({ codes: [], nextBefore: null });
    expect(api.calls[0]).toBe('list:1:kitchen:50:-:-:-:-');
  });

  it('filters by group, status, Kyiv day, code and phone', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'A1', confirmationStatus: 'sms-pending', createdAt: '2025-03-05T21:30:00.000Z' }),
      fakeStaffOrder({ code: 'A2', paymentStatus: 'awaiting', payMethod: 'online' }),
      fakeStaffOrder({ code: 'K1', status: 'cooking', customer: { name: 'Ігор', phone: '+38 (093) 555 12 34' } }),
      fakeStaffOrder({ code: 'K2', createdAt: '2025-03-05T21:30:00.000Z' }),
    ]);
    expect((await codes(api, { group: 'awaiting' })).codes).toEqual(['A1', 'A2']);
    expect((await codes(api)).codes).toEqual(['K2', 'K1']);
    expect((await codes(api, { status: 'cooking' })).codes).toEqual(['K1']);
    // 21:30 UTC in March is 23:30 in Kyiv: still the 5th.
    expect((await codes(api, { day: '2025-03-05' })).codes).toEqual(['K2', 'K1']);
    expect((await codes(api, { day: '2025-03-06' })).codes).toEqual([]);
    expect((await codes(api, { search: 'k2' })).codes).toEqual(['K2']);
    expect((await codes(api, { search: '555 12' })).codes).toEqual(['K1']);
  });

  it('moves an order along the workflow and answers it with its new next statuses', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'P1', status: 'delivering', deliveryType: 'self-pickup' }),
    ]);
    const moved = await api.changeStatus('P1', 'delivering', 'completed');
    expect(moved).toEqual({
      ok: true,
      value: expect.objectContaining({ code: 'P1', status: 'completed', nextStatuses: [] }),
    });
    expect(await api.getOrder('P1')).toEqual({ ok: true, value: expect.objectContaining({ status: 'completed' }) });
  });

  it('refuses a change from a status the order is no longer in, to one the workflow does not allow, or on an order awaiting the customer', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'D1', status: 'cooking' }),
      fakeStaffOrder({ code: 'W1', confirmationStatus: 'sms-pending' }),
    ]);
    expect(await api.changeStatus('D1', 'cooking', 'completed')).toEqual({ ok: false, reason: 'conflict' });
    api.moveBehindTheScenes('D1', 'delivering');
    expect(await api.changeStatus('D1', 'cooking', 'delivering')).toEqual({ ok: false, reason: 'conflict' });
    expect(await api.changeStatus('W1', 'new', 'accepted')).toEqual({ ok: false, reason: 'conflict' });
    expect(await api.changeStatus('nope', 'new', 'accepted')).toEqual({ ok: false, reason: 'not-found' });
    expect(await api.getOrder('nope')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('plays an expired token and an unreachable server', async () => {
    const api = new InMemoryStaffOrdersApi();
    api.failing.add('list');
    expect(await api.listOrders(QUERY)).toEqual({ ok: false, reason: 'unavailable' });
    api.unauthorized = true;
    expect(await api.listOrders(QUERY)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await api.getOrder('LV1004')).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await api.changeStatus('LV1004', 'new', 'accepted')).toEqual({ ok: false, reason: 'unauthorized' });
  });

  it('has demo orders in both cities and both groups whose next statuses follow the workflow', async () => {
    const api = new InMemoryStaffOrdersApi();
    expect((await codes(api)).codes.length).toBeGreaterThan(1);
    expect((await codes(api, { group: 'awaiting' })).codes.length).toBeGreaterThan(0);
    expect((await codes(api, { cityId: 2 })).codes.length).toBeGreaterThan(0);
    for (const order of FAKE_STAFF_ORDERS) {
      expect(order.nextStatuses).toEqual(
        awaitingReasonOf(order) === null ? nextOrderStatuses(order.status, order.deliveryType) : [],
      );
    }
  });
});
