import { describe, expect, it } from 'vitest';
import { fakeStaffCallbacks, fakeStaffCoupons } from '../../../../src/client/adapters/demo/fake-staff-coupons-data';
import { AxiosStaffCallbacksApi } from '../../../../src/client/adapters/http/axios-staff-callbacks-api.adapter';
import { AxiosStaffCouponsApi } from '../../../../src/client/adapters/http/axios-staff-coupons-api.adapter';
import type { StaffCouponInputDto } from '../../../../src/domain/shop-api/staff-coupons.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const couponsAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosStaffCouponsApi(http, (message) => logged.push(message)), sent, logged };
};
const callbacksAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosStaffCallbacksApi(http, (message) => logged.push(message)), sent, logged };
};

const [WELCOME, COLA] = fakeStaffCoupons();
const INPUT: StaffCouponInputDto = {
  code: 'NEW',
  kind: 'percent',
  value: 10,
  minSum: null,
  validFrom: null,
  validUntil: null,
  usageLimit: 1,
  active: true,
  cityIds: [1],
  gifts: [],
};

describe('AxiosStaffCouponsApi', () => {
  it('reads the list with the bearer token, leaving out (and logging) malformed coupons and fields outside the contract', async () => {
    const { api, sent, logged } = couponsAnswering(() => ({
      status: 200,
      data: {
        coupons: [{ ...WELCOME, secret: 1 }, COLA, { ...COLA, id: 'x' }, { ...COLA, validFrom: '01.06.2025' }, null],
      },
    }));
    expect(await api.listCoupons()).toEqual({ ok: true, value: [WELCOME, COLA] });
    expect(sent[0]?.url).toBe('/admin/coupons');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(logged).toEqual(['GET /admin/coupons left out 3 malformed coupons']);
  });

  it('posts a new coupon, puts a change and patches the switch', async () => {
    const { api, sent } = couponsAnswering(() => ({ status: 200, data: WELCOME }));
    expect(await api.createCoupon(INPUT)).toEqual({ ok: true, value: WELCOME });
    await api.updateCoupon(4, INPUT);
    await api.setActive(4, false);
    expect(sent.map((request) => `${String(request.method)} ${String(request.url)} ${String(request.data)}`)).toEqual([
      `post /admin/coupons ${JSON.stringify(INPUT)}`,
      `put /admin/coupons/4 ${JSON.stringify(INPUT)}`,
      'patch /admin/coupons/4 {"active":false}',
    ]);
  });

  it('keeps the field and the words of a refusal; a sign-out, a server error or a broken answer say only what happened', async () => {
    const refusal = (status: number, data: unknown) =>
      couponsAnswering(() => ({ status, data })).api.createCoupon(INPUT);
    expect(await refusal(400, { error: 'invalid-coupon', field: 'value', message: "'value' must be…" })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'value',
      message: "'value' must be…",
    });
    expect(await refusal(409, { error: 'coupon-code-taken', field: 'code', message: 'taken' })).toEqual({
      ok: false,
      reason: 'code-taken',
      field: 'code',
      message: 'taken',
    });
    expect(await refusal(400, { field: 'password' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await refusal(401, { message: 'x' })).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await refusal(500, { message: 'boom' })).toEqual({ ok: false, reason: 'unavailable' });
    expect(await refusal(0, null)).toEqual({ ok: false, reason: 'unavailable' });
    const broken = couponsAnswering(() => ({ status: 200, data: { id: 1 } }));
    expect(await broken.api.setActive(1, true)).toEqual({ ok: false, reason: 'unavailable' });
    expect(broken.logged).toEqual(['PATCH /admin/coupons answered something that is not in the contract']);
  });
});

describe('AxiosStaffCallbacksApi', () => {
  const CALLBACKS = fakeStaffCallbacks();

  it('reads a page of a city (older with before), the new count, and a status change', async () => {
    const { api, sent, logged } = callbacksAnswering((config) =>
      config.url === '/admin/callbacks/new-count'
        ? { status: 200, data: { count: 2 } }
        : config.method === 'patch'
          ? { status: 200, data: CALLBACKS[0] }
          : { status: 200, data: { callbacks: [...CALLBACKS, { ...CALLBACKS[0], status: 'lost' }], nextBefore: 1 } },
    );
    expect(await api.listCallbacks(1)).toEqual({ ok: true, value: { callbacks: CALLBACKS, nextBefore: 1 } });
    await api.listCallbacks(2, 7);
    expect(await api.countNew(1)).toEqual({ ok: true, value: 2 });
    expect(await api.changeStatus(4, 'called')).toEqual({ ok: true, value: CALLBACKS[0] });
    expect(sent.map((request) => [request.url, request.params ?? request.data])).toEqual([
      ['/admin/callbacks', { cityId: 1 }],
      ['/admin/callbacks', { cityId: 2, before: 7 }],
      ['/admin/callbacks/new-count', { cityId: 1 }],
      ['/admin/callbacks/4', '{"status":"called"}'],
    ]);
    // Each page with a malformed request leaves a trace.
    expect(logged).toEqual([
      'GET /admin/callbacks left out 1 malformed requests',
      'GET /admin/callbacks left out 1 malformed requests',
    ]);
  });

  it('says 401 as unauthorized, 404 as not found, anything else as unavailable', async () => {
    expect(await callbacksAnswering(() => ({ status: 401, data: {} })).api.countNew(1)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await callbacksAnswering(() => ({ status: 404, data: {} })).api.changeStatus(9, 'done')).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await callbacksAnswering(() => ({ status: 200, data: { count: -1 } })).api.countNew(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await callbacksAnswering(() => ({ status: 0, data: null })).api.listCallbacks(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
