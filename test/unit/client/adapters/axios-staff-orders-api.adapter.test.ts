import { describe, expect, it } from 'vitest';
import { fakeStaffOrder } from '../../../../src/client/adapters/demo/fake-staff-orders-data';
import { AxiosStaffOrdersApi } from '../../../../src/client/adapters/http/axios-staff-orders-api.adapter';
import type { StaffOrdersPageQuery } from '../../../../src/client/application/ports/staff-orders-api.port';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosStaffOrdersApi(http, (message) => logged.push(message)), sent, logged };
};

const ORDER = fakeStaffOrder({
  code: 'LV1',
  couponCode: 'SUSHI10',
  lines: [{ name: 'Чізбургер', count: 2, modifiers: ['Додатковий бекон'], total: 418, isGift: false }],
});

const QUERY: StaffOrdersPageQuery = {
  cityId: 1,
  group: 'kitchen',
  status: null,
  day: null,
  search: '',
  before: null,
  limit: 50,
};
const page = (orders: readonly unknown[], nextBefore: string | null = null) => ({
  ok: true,
  value: { orders, nextBefore },
});

describe('AxiosStaffOrdersApi.listOrders', () => {
  it('asks GET /admin/orders?cityId&group&limit with the bearer token and reads the orders and the next page', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { orders: [ORDER], nextBefore: 'LV1' } }));
    expect(await api.listOrders({ ...QUERY, cityId: 2 })).toEqual(page([ORDER], 'LV1'));
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe('/admin/orders');
    expect(sent[0]?.params).toEqual({ cityId: 2, group: 'kitchen', limit: 50 });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends only the filters in use, and the page to go on from', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { orders: [], nextBefore: null } }));
    await api.listOrders({
      ...QUERY,
      group: 'awaiting',
      status: 'cooking',
      day: '2025-03-05',
      search: ' 067 ',
      before: 'LV9',
    });
    await api.listOrders({ ...QUERY, search: '   ' });
    expect(sent.map((request) => request.params)).toEqual([
      { cityId: 1, group: 'awaiting', limit: 50, status: 'cooking', day: '2025-03-05', search: '067', before: 'LV9' },
      { cityId: 1, group: 'kitchen', limit: 50 },
    ]);
  });

  it('leaves out malformed orders, logs that it did, and keeps only the contract’s fields', async () => {
    const broken = [
      { ...ORDER, code: 'bad-status', status: 'lost' },
      { ...ORDER, code: 'bad-line', lines: [{ name: 'x', count: 'two', modifiers: [], total: 1, isGift: false }] },
      { ...ORDER, code: 'bad-date', createdAt: 'yesterday' },
      { ...ORDER, code: 'bad-next', nextStatuses: ['somewhere'] },
      { ...ORDER, code: 'bad-zone', zone: 'purple' },
      { ...ORDER, code: 'no-totals', totals: undefined },
      null,
      'LV2',
    ];
    const { api, logged } = apiAnswering(() => ({
      status: 200,
      data: { orders: [{ ...ORDER, internalNote: 'x' }, ...broken] },
    }));
    const result = await api.listOrders(QUERY);
    expect(result).toEqual(page([ORDER]));
    expect(logged).toEqual(['GET /admin/orders left out 8 malformed order(s)']);
  });

  it('calls an answer that is not a list of orders a bad answer', async () => {
    for (const data of [[ORDER], '<html>', { orders: [ORDER], nextBefore: 7 }, { orders: [ORDER], nextBefore: '' }]) {
      expect(await apiAnswering(() => ({ status: 200, data })).api.listOrders(QUERY)).toEqual({
        ok: false,
        reason: 'bad-answer',
      });
    }
  });

  it('names the failure: 401 unauthorized, anything else unavailable', async () => {
    expect(await apiAnswering(() => ({ status: 401, data: { error: 'Unauthorized' } })).api.listOrders(QUERY)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await apiAnswering(() => ({ status: 500, data: {} })).api.listOrders(QUERY)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await apiAnswering(() => ({ status: 0, data: null })).api.listOrders(QUERY)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('AxiosStaffOrdersApi.changeStatus', () => {
  it('posts {from, to} to /admin/orders/{code}/status and reads the order as it is now', async () => {
    const moved = fakeStaffOrder({ code: 'LV 1/2', status: 'accepted' });
    const { api, sent } = apiAnswering(() => ({ status: 200, data: moved }));
    expect(await api.changeStatus('LV 1/2', 'new', 'accepted')).toEqual({ ok: true, value: moved });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/admin/orders/LV%201%2F2/status');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ from: 'new', to: 'accepted' });
  });

  it('maps 400, 401, 404 and 409 to their failures', async () => {
    const failing = (status: number) =>
      apiAnswering(() => ({ status, data: { error: 'x', message: 'y' } })).api.changeStatus('LV1', 'new', 'accepted');
    expect(await failing(400)).toEqual({ ok: false, reason: 'bad-request' });
    expect(await failing(401)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await failing(404)).toEqual({ ok: false, reason: 'not-found' });
    expect(await failing(409)).toEqual({ ok: false, reason: 'conflict' });
    expect(await failing(503)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('calls an answer that is not an order a bad answer', async () => {
    const { api } = apiAnswering(() => ({ status: 200, data: { ...ORDER, customer: null } }));
    expect(await api.changeStatus('LV1', 'new', 'accepted')).toEqual({ ok: false, reason: 'bad-answer' });
  });
});

describe('AxiosStaffOrdersApi.getOrder', () => {
  it('asks GET /admin/orders/{code} and reads the order; 404 is not-found, anything else not an order a bad answer', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: ORDER }));
    expect(await api.getOrder('LV 1')).toEqual({ ok: true, value: ORDER });
    expect(sent[0]?.url).toBe('/admin/orders/LV%201');
    expect(await apiAnswering(() => ({ status: 404, data: {} })).api.getOrder('X')).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await apiAnswering(() => ({ status: 200, data: { orders: [] } })).api.getOrder('X')).toEqual({
      ok: false,
      reason: 'bad-answer',
    });
  });
});

describe('AxiosStaffOrdersApi.smsBudget', () => {
  it('reads GET /admin/sms-budget and calls anything else a bad answer', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { used: 300, budget: 300, exhausted: true } }));
    expect(await api.smsBudget()).toEqual({ ok: true, value: { used: 300, budget: 300, exhausted: true } });
    expect(sent[0]?.url).toBe('/admin/sms-budget');
    for (const data of [null, '<html>', { used: 1, budget: 300 }, { used: '1', budget: 300, exhausted: false }]) {
      expect(await apiAnswering(() => ({ status: 200, data })).api.smsBudget()).toEqual({
        ok: false,
        reason: 'bad-answer',
      });
    }
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.smsBudget()).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
  });
});
