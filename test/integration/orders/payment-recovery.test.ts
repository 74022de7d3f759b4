import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAuditPageDto } from '../../../src/domain/shop-api/admin-audit.contract';
import type {
  StaffOrderDto,
  StaffOrderEventDto,
  StaffOrdersDto,
} from '../../../src/domain/shop-api/staff-orders.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { openEventStream, type EventStream } from './support/event-stream';
import {
  cartLine,
  orderBody,
  placeConfirmedOrder,
  placeOrder,
  post,
  smsCodeFor,
  uniquePhone,
  type CreatedOrder,
} from './support/order-requests';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import { decideOnTestPage } from './support/test-payment-page';

const decode = (data: string): Record<string, unknown> => JSON.parse(Buffer.from(data, 'base64').toString('utf8'));

describe.each(databaseTargets())('paying a failed online order again or in cash on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  let auth: Record<string, string> = {};
  const streams: EventStream[] = [];
  beforeAll(async () => {
    const login = await post(shop().app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
    auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  beforeEach(() => resetClock(shop()));

  const app = () => shop().app;
  const retry = (code: string, lang = 'en') => post(app(), `/api/order/${code}/payment-retry?lang=${lang}`, {});
  const toCash = (code: string, lang = 'en') => post(app(), `/api/order/${code}/cash-payment?lang=${lang}`, {});
  const staffOrder = async (code: string): Promise<StaffOrderDto> => {
    const response = await app().inject({ method: 'GET', url: `/api/admin/orders/${code}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffOrderDto;
  };
  const boardCodes = async (phone: string, group: 'kitchen' | 'awaiting'): Promise<string[]> => {
    const response = await app().inject({
      method: 'GET',
      url: `/api/admin/orders?cityId=1&group=${group}&search=${encodeURIComponent(phone)}`,
      headers: auth,
    });
    return (response.json() as StaffOrdersDto).orders.map((order) => order.code);
  };
  const switchLog = async (code: string) => {
    const response = await app().inject({ method: 'GET', url: '/api/admin/audit?section=orders', headers: auth });
    return (response.json() as AdminAuditPageDto).entries.filter(
      (entry) => entry.target === code && entry.action === 'switch-to-cash',
    );
  };
  /** An online order whose payment the customer declined on the test payment page. */
  const failedOnlineOrder = async (phone = uniquePhone()): Promise<CreatedOrder & { phone: string }> => {
    const order = await placeOrder(
      app(),
      orderBody([cartLine('burger-classic', 2)], { payMethod: 'online', phone }, { lang: 'en' }),
    );
    expect((await decideOnTestPage(app(), order.liqpayForm!, 'decline')).statusCode).toBe(303);
    return { ...order, phone };
  };

  it('pays the same order again after a declined payment, and never a paid one', async () => {
    const order = await failedOnlineOrder();
    expect(await boardCodes(order.phone, 'awaiting')).toEqual([order.orderId]);

    const again = await retry(order.orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const body = again.json() as { orderId: string; liqpayForm: CreatedOrder['liqpayForm'] };
    expect(Object.keys(body).sort()).toEqual(['liqpayForm', 'orderId']);
    expect(body.orderId).toBe(order.orderId);
    expect(decode(body.liqpayForm!.data)).toMatchObject({
      order_id: order.orderId,
      amount: decode(order.liqpayForm!.data).amount,
    });

    expect((await decideOnTestPage(app(), body.liqpayForm!, 'pay')).statusCode).toBe(303);
    expect((await post(app(), '/api/order/payment-status', { orderId: order.orderId })).json()).toBe('success');
    // One order, now the kitchen's.
    expect(await boardCodes(order.phone, 'kitchen')).toEqual([order.orderId]);
    expect(await boardCodes(order.phone, 'awaiting')).toEqual([]);

    const paid = await retry(order.orderId, 'uk');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      success: false,
      reason: 'order-already-paid',
      message: 'Це замовлення вже оплачене, вдруге платити не потрібно.',
    });
    expect((await toCash(order.orderId)).json()).toMatchObject({ reason: 'order-already-paid' });
  });

  it("switches a new customer's order to cash: an SMS code first, then the board shows it as a cash order, live", async () => {
    const order = await failedOnlineOrder();
    const board = await openEventStream(app(), '/api/admin/orders/events?cityId=1', auth);
    streams.push(board);

    const switched = await toCash(order.orderId);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ orderId: order.orderId, smsConfirm: true, confirmationStatus: 'sms-pending' });
    await board.next(
      (event) => event.event === 'order' && (JSON.parse(event.data) as StaffOrderEventDto).code === order.orderId,
      2_000,
    );
    expect(await staffOrder(order.orderId)).toMatchObject({
      payMethod: 'cash',
      paymentStatus: 'not-required',
      confirmationStatus: 'sms-pending',
    });
    expect(await boardCodes(order.phone, 'awaiting')).toEqual([order.orderId]);

    const code = await smsCodeFor(app(), order.phone);
    expect((await post(app(), '/api/order/verify-code', { orderId: order.orderId, code })).statusCode).toBe(200);
    const event = await board.next(
      (e) =>
        e.event === 'order' &&
        (JSON.parse(e.data) as StaffOrderEventDto).code === order.orderId &&
        JSON.parse(e.data).group === 'kitchen',
      2_000,
    );
    expect(JSON.parse(event.data)).toEqual({ code: order.orderId, status: 'new', group: 'kitchen' });
    expect(await staffOrder(order.orderId)).toMatchObject({
      payMethod: 'cash',
      paymentStatus: 'not-required',
      confirmationStatus: 'sms-confirmed',
      nextStatuses: ['accepted', 'cancelled'],
    });
    expect(await boardCodes(order.phone, 'kitchen')).toEqual([order.orderId]);

    const log = await switchLog(order.orderId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      by: 'customer',
      cityId: 1,
      before: { payMethod: 'online', paymentStatus: 'failed', confirmationStatus: 'not-required' },
      after: { payMethod: 'cash', paymentStatus: 'not-required', confirmationStatus: 'sms-pending' },
    });
  });

  it("sends a known customer's switched order straight to the kitchen, without a code", async () => {
    const phone = uniquePhone();
    await placeConfirmedOrder(app(), orderBody([cartLine('burger-classic', 2)], { phone }));
    const order = await failedOnlineOrder(phone);
    const switched = await toCash(order.orderId);
    expect(switched.json()).toEqual({ orderId: order.orderId, smsConfirm: false, confirmationStatus: 'not-required' });
    expect(await boardCodes(phone, 'kitchen')).toContain(order.orderId);
    expect(await boardCodes(phone, 'awaiting')).toEqual([]);
    // Cash now: nothing to pay online, nothing to switch again.
    expect((await retry(order.orderId)).json()).toMatchObject({
      reason: 'order-not-online',
      message: expect.stringContaining('on delivery'),
    });
    expect((await toCash(order.orderId)).statusCode).toBe(409);
  });

  it('refuses unknown codes, cash orders and cities without cash with a message, and says nothing more', async () => {
    const unknown = await toCash('NOSUCHORDER', 'ru');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'order-not-found',
      reason: 'order-not-found',
      message: 'Заказ с таким номером не найден.',
    });
    expect((await retry('NOSUCHORDER')).statusCode).toBe(404);
    expect((await retry('x'.repeat(65))).statusCode).toBe(400);

    const cash = await placeOrder(app(), orderBody([cartLine('burger-classic', 2)]));
    for (const response of [await retry(cash.orderId), await toCash(cash.orderId)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ reason: 'order-not-online' });
      // Neither the phone nor the address of the order leaks into a refusal.
      expect(response.body).not.toMatch(/Городоцька|067/);
    }

    const order = await failedOnlineOrder();
    const noCash = await app().inject({
      method: 'PUT',
      url: '/api/admin/delivery/payment-methods/cash',
      payload: { cityId: 1, isAllowed: false },
      headers: auth,
    });
    expect(noCash.statusCode, noCash.body).toBe(200);
    try {
      const refused = await toCash(order.orderId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ reason: 'cash-not-accepted', message: expect.stringContaining('cash') });
      expect((await retry(order.orderId)).statusCode).toBe(200);
    } finally {
      await app().inject({
        method: 'PUT',
        url: '/api/admin/delivery/payment-methods/cash',
        payload: { cityId: 1, isAllowed: true },
        headers: auth,
      });
    }
  });

  it('settles parallel retries and switches of one order into exactly one switch', async () => {
    const order = await failedOnlineOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? toCash(order.orderId) : retry(order.orderId))),
    );
    const switches = answers.filter((_, i) => i % 2 === 0);
    const retries = answers.filter((_, i) => i % 2 === 1);
    expect(switches.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const lost of switches.filter((answer) => answer.statusCode !== 200))
      expect(lost.json()).toMatchObject({ reason: 'order-not-online' });
    for (const answer of retries) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ reason: 'order-not-online' });
    }
    expect(await staffOrder(order.orderId)).toMatchObject({ payMethod: 'cash', paymentStatus: 'not-required' });
    expect(await switchLog(order.orderId)).toHaveLength(1);
    const all = [...(await boardCodes(order.phone, 'kitchen')), ...(await boardCodes(order.phone, 'awaiting'))];
    expect(all).toEqual([order.orderId]);
  });

  it('lets a payment win over a switch racing it: the order ends paid online, whichever came first', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await failedOnlineOrder();
      const form = (await retry(order.orderId)).json() as { liqpayForm: NonNullable<CreatedOrder['liqpayForm']> };
      const [switched, paid] = await Promise.all([
        toCash(order.orderId),
        decideOnTestPage(app(), form.liqpayForm, 'pay'),
      ]);
      expect(paid.statusCode).toBe(303);
      expect([200, 409]).toContain(switched.statusCode);
      if (switched.statusCode === 409) expect(switched.json()).toMatchObject({ reason: 'order-already-paid' });
      const now = await staffOrder(order.orderId);
      expect(now).toMatchObject({ payMethod: 'online', paymentStatus: 'paid' });
      // A code the switch may have sent is void: the payment confirmed the order.
      expect(now.confirmationStatus).not.toBe('sms-pending');
      expect(await boardCodes(order.phone, 'kitchen')).toEqual([order.orderId]);
    }
  });

  it('keeps a switched order as it is when the abandoned payment reports a failure later', async () => {
    const order = await failedOnlineOrder();
    const form = (await retry(order.orderId)).json() as { liqpayForm: NonNullable<CreatedOrder['liqpayForm']> };
    expect((await toCash(order.orderId)).statusCode).toBe(200);
    await decideOnTestPage(app(), form.liqpayForm, 'decline');
    expect(await staffOrder(order.orderId)).toMatchObject({ payMethod: 'cash', paymentStatus: 'not-required' });
  });
});
