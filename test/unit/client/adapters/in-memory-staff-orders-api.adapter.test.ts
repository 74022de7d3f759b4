import { describe, expect, it } from 'vitest';
import { FAKE_STAFF_ORDERS, fakeStaffOrder } from '../../../../src/client/adapters/fakes/fake-staff-orders-data';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/fakes/in-memory-staff-orders-api.adapter';
import { nextOrderStatuses } from '../../../../src/domain/order/order-status';

describe('InMemoryStaffOrdersApi', () => {
  it('lists a city’s orders newest first, up to the limit', async () => {
    const api = new InMemoryStaffOrdersApi([
      fakeStaffOrder({ code: 'old', createdAt: '2025-03-05T09:00:00.000Z' }),
      fakeStaffOrder({ code: 'kyiv', cityId: 2 }),
      fakeStaffOrder({ code: 'new', createdAt: '2025-03-05T12:00:00.000Z' }),
    ]);
    const lviv = await api.listOrders(1, 50);
    expect(lviv.ok && lviv.value.map((o) => o.code)).toEqual(['new', 'old']);
    const one = await api.listOrders(1, 1);
    expect(one.ok && one.value.map((o) => o.code)).toEqual(['new']);
    expect(api.calls).toEqual(['list:1:50', 'list:1:1']);
  });

  it('moves an order along the workflow and answers it with its new next statuses', async () => {
    const api = new InMemoryStaffOrdersApi([fakeStaffOrder({ code: 'P1', status: 'cooking', deliveryType: 'self-pickup' })]);
    const moved = await api.changeStatus('P1', 'cooking', 'completed');
    expect(moved).toEqual({ ok: true, value: expect.objectContaining({ code: 'P1', status: 'completed', nextStatuses: [] }) });
    const listed = await api.listOrders(1, 50);
    expect(listed.ok && listed.value[0]?.status).toBe('completed');
  });

  it('refuses a change from a status the order is no longer in, or to one the workflow does not allow', async () => {
    const api = new InMemoryStaffOrdersApi([fakeStaffOrder({ code: 'D1', status: 'cooking' })]);
    expect(await api.changeStatus('D1', 'cooking', 'completed')).toEqual({ ok: false, reason: 'conflict' });
    api.moveBehindTheScenes('D1', 'delivering');
    expect(await api.changeStatus('D1', 'cooking', 'delivering')).toEqual({ ok: false, reason: 'conflict' });
    expect(await api.changeStatus('nope', 'new', 'accepted')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('plays an expired token and an unreachable server', async () => {
    const api = new InMemoryStaffOrdersApi();
    api.failing.add('list');
    expect(await api.listOrders(1, 50)).toEqual({ ok: false, reason: 'unavailable' });
    api.unauthorized = true;
    expect(await api.listOrders(1, 50)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await api.changeStatus('LV1004', 'new', 'accepted')).toEqual({ ok: false, reason: 'unauthorized' });
  });

  it('has demo orders in both cities whose next statuses follow the workflow', async () => {
    const api = new InMemoryStaffOrdersApi();
    const lviv = await api.listOrders(1, 50);
    const kyiv = await api.listOrders(2, 50);
    expect(lviv.ok && lviv.value.length).toBeGreaterThan(1);
    expect(kyiv.ok && kyiv.value.length).toBeGreaterThan(0);
    for (const order of FAKE_STAFF_ORDERS) expect(order.nextStatuses).toEqual(nextOrderStatuses(order.status, order.deliveryType));
  });
});
