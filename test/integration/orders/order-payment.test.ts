import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { resetClock, TEST_PUBLIC_URL, useOrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeOrder, post } from './support/order-requests';
import { buttonForm, FORM, formBody } from './support/test-payment-page';

const decode = (data: string): Record<string, unknown> => JSON.parse(Buffer.from(data, 'base64').toString('utf8'));

const paymentStatus = async (app: Parameters<typeof post>[0], orderId: string) => {
  const response = await post(app, '/api/order/payment-status', { orderId });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as string;
};

describe.each(databaseTargets())('online payment through the test payment page on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));

  const onlineOrder = () =>
    placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2, { price: 1 })], { payMethod: 'online' }, { lang: 'en' }),
    );

  it('pays: order → liqpayForm → test page → Pay → 303 to the thank-you page → payment-status success', async () => {
    const order = await onlineOrder();
    expect(order).toMatchObject({
      success: true,
      smsConfirm: false,
      liqpayForm: { action: '/api/payments/test-page' },
    });
    const form = order.liqpayForm!;
    expect(decode(form.data)).toMatchObject({
      version: 3,
      action: 'pay',
      amount: '428.00',
      currency: 'UAH',
      order_id: order.orderId,
      language: 'en',
      result_url: `/en/checkout/?orderId=${order.orderId}`,
    });
    expect(await paymentStatus(shop().app, order.orderId)).toBe('awaiting');

    // The browser posts the form, exactly as it would to LiqPay.
    const page = await post(shop().app, form.action, formBody({ data: form.data, signature: form.signature }), FORM);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('428 ₴');

    const pay = buttonForm(page.body, 'pay');
    expect(pay.action).toBe('/api/payments/test-callback');
    const paid = await post(shop().app, pay.action, formBody({ data: pay.data, signature: pay.signature }), FORM);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/en/checkout/?orderId=${order.orderId}`);
    expect(await paymentStatus(shop().app, order.orderId)).toBe('success');

    // The same button again (a double click, a back button): still paid once, same redirect.
    const again = await post(shop().app, pay.action, formBody({ data: pay.data, signature: pay.signature }), FORM);
    expect(again.statusCode).toBe(303);
    expect(await paymentStatus(shop().app, order.orderId)).toBe('success');
    const summary = (await shop().app.inject({ method: 'GET', url: `/api/order/${order.orderId}` })).json();
    expect(summary.paymentStatus).toBe('success');
  });

  it('shows the page on a GET with the signed fields in the query too', async () => {
    const order = await onlineOrder();
    const form = order.liqpayForm!;
    const page = await shop().app.inject({
      method: 'GET',
      url: `${form.action}?${formBody({ data: form.data, signature: form.signature })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="test-payment-pay"');
  });

  it('declines: the order stays unpaid and payment-status says failed', async () => {
    const order = await onlineOrder();
    const page = await post(
      shop().app,
      '/api/payments/test-page',
      formBody({ data: order.liqpayForm!.data, signature: order.liqpayForm!.signature }),
      FORM,
    );
    const decline = buttonForm(page.body, 'decline');
    const declined = await post(
      shop().app,
      decline.action,
      formBody({ data: decline.data, signature: decline.signature }),
      FORM,
    );
    expect(declined.statusCode).toBe(303);
    expect(await paymentStatus(shop().app, order.orderId)).toBe('failed');
  });

  it('never takes a forged or tampered form', async () => {
    const order = await onlineOrder();
    const form = order.liqpayForm!;
    const tampered = Buffer.from(JSON.stringify({ ...decode(form.data), amount: '1.00' })).toString('base64');
    const attempts: Record<string, string>[] = [
      { data: tampered, signature: form.signature },
      { data: form.data, signature: 'forged' },
      { data: form.data },
      {},
    ];
    for (const fields of attempts) {
      const page = await post(shop().app, '/api/payments/test-page', formBody(fields), FORM);
      expect(page.statusCode).toBe(400);
      expect(page.json()).toMatchObject({
        success: false,
        reason: expect.stringMatching(/bad-signature|missing-fields/),
        message: expect.any(String),
      });
    }
    // A checkout's own signature does not make it a payment result.
    const asResult = await post(
      shop().app,
      '/api/payments/test-callback',
      formBody({ data: form.data, signature: form.signature }),
      FORM,
    );
    expect(asResult.statusCode).toBe(400);
    expect(asResult.json()).toMatchObject({ reason: 'bad-signature' });
    expect(await paymentStatus(shop().app, order.orderId)).toBe('awaiting');
  });

  it('answers payment-status for orders that are not paid online, and refuses unknown ones', async () => {
    const cash = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
    expect(await paymentStatus(shop().app, cash.orderId)).toBe('not-required');
    const unknown = await post(
      shop().app,
      '/api/order/payment-status',
      { orderId: 'NOSUCHORDER' },
      { 'accept-language': 'ru' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'order-not-found',
      reason: 'order-not-found',
      message: 'Заказ с таким номером не найден.',
    });
    const missing = await post(shop().app, '/api/order/payment-status', {});
    expect(missing.statusCode).toBe(400);
  });

  it('has no LiqPay callback without LiqPay keys', async () => {
    const response = await post(shop().app, '/api/payments/liqpay/callback', { data: 'x', signature: 'y' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });
});

const LIQPAY = { publicKey: 'sandbox_i00000000000', privateKey: 'sandbox_private_key_for_tests_only' };
const liqpaySignature = (data: string): string =>
  createHash('sha1').update(`${LIQPAY.privateKey}${data}${LIQPAY.privateKey}`).digest('base64');
const liqpayData = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64');

describe.each(databaseTargets())('online payment through LiqPay on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target, { liqpay: LIQPAY });
  beforeEach(() => resetClock(shop()));

  const callback = (fields: Record<string, unknown>, signature?: string) => {
    const data = liqpayData(fields);
    return post(
      shop().app,
      '/api/payments/liqpay/callback',
      formBody({ data, signature: signature ?? liqpaySignature(data) }),
      FORM,
    );
  };

  it("builds LiqPay's checkout form with the server's total, signed base64(sha1(private + data + private))", async () => {
    const order = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2, { price: 1 })], { payMethod: 'online' }),
    );
    const form = order.liqpayForm!;
    expect(form.action).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(form.signature).toBe(liqpaySignature(form.data));
    expect(decode(form.data)).toEqual({
      version: 3,
      public_key: LIQPAY.publicKey,
      action: 'pay',
      amount: '428.00',
      currency: 'UAH',
      description: `Замовлення ${order.orderId}`,
      order_id: order.orderId,
      result_url: `${TEST_PUBLIC_URL}/checkout/?orderId=${order.orderId}`,
      server_url: `${TEST_PUBLIC_URL}/api/payments/liqpay/callback`,
      language: 'uk',
    });
  });

  it('accepts a signed success callback once, answers resends with 200, and payment-status says success', async () => {
    const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const success = {
      public_key: LIQPAY.publicKey,
      order_id: order.orderId,
      status: 'success',
      amount: 428,
      currency: 'UAH',
      payment_id: 123456,
    };
    const first = await callback(success);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    const resent = await callback(success);
    expect(resent.json()).toEqual({ received: true, outcome: 'already-paid' });
    expect(await paymentStatus(shop().app, order.orderId)).toBe('success');
  });

  it('marks a paid order refunded when LiqPay reverses it, for good; staff see it; before payment a reversal is a failure', async () => {
    const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const fields = {
      public_key: LIQPAY.publicKey,
      order_id: order.orderId,
      amount: 428,
      currency: 'UAH',
      payment_id: 654321,
    };
    expect((await callback({ ...fields, status: 'success' })).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await callback({ ...fields, status: 'reversed' })).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await callback({ ...fields, status: 'reversed' })).json()).toEqual({ received: true, outcome: 'refunded' });
    // A late resend of the success, or a failure, does not make it paid again.
    expect((await callback({ ...fields, status: 'success' })).json()).toEqual({
      received: true,
      outcome: 'already-paid',
    });
    expect((await callback({ ...fields, status: 'failure' })).json()).toEqual({
      received: true,
      outcome: 'already-paid',
    });
    expect(await paymentStatus(shop().app, order.orderId)).toBe('refunded');
    const token = (
      await post(shop().app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password })
    ).json() as { token: string };
    const board = await shop().app.inject({
      url: '/api/admin/orders?cityId=1',
      headers: { authorization: `Bearer ${token.token}` },
    });
    const listed = (board.json() as { orders: { code: string; paymentStatus: string }[] }).orders.find(
      (row) => row.code === order.orderId,
    );
    expect(listed?.paymentStatus).toBe('refunded');

    const unpaid = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    expect((await callback({ ...fields, order_id: unpaid.orderId, status: 'reversed' })).json()).toEqual({
      received: true,
      outcome: 'failed',
    });
    expect(await paymentStatus(shop().app, unpaid.orderId)).toBe('failed');
  });

  it('refuses an unsigned or forged callback with 400 and changes nothing', async () => {
    const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const success = {
      public_key: LIQPAY.publicKey,
      order_id: order.orderId,
      status: 'success',
      amount: 428,
      currency: 'UAH',
    };
    const forged = await callback(success, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, reason: 'bad-signature' });
    const empty = await post(shop().app, '/api/payments/liqpay/callback', '', FORM);
    expect(empty.statusCode).toBe(400);
    const foreign = await callback({ ...success, public_key: 'someone-else' });
    expect(foreign.statusCode).toBe(400);
    expect(await paymentStatus(shop().app, order.orderId)).toBe('awaiting');
  });

  it('acknowledges but does not mark paid a success for the wrong amount or an unknown order', async () => {
    const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const short = await callback({
      public_key: LIQPAY.publicKey,
      order_id: order.orderId,
      status: 'success',
      amount: 1,
      currency: 'UAH',
    });
    expect(short.statusCode).toBe(200);
    expect(short.json()).toEqual({ received: true, refused: 'amount-mismatch' });
    expect(await paymentStatus(shop().app, order.orderId)).toBe('failed');
    const unknown = await callback({
      public_key: LIQPAY.publicKey,
      order_id: 'NOSUCHORDER',
      status: 'success',
      amount: 1,
      currency: 'UAH',
    });
    expect(unknown.json()).toEqual({ received: true, refused: 'order-not-found' });
  });

  it('has no test payment page when LiqPay is configured', async () => {
    const page = await post(shop().app, '/api/payments/test-page', { data: 'x', signature: 'y' });
    expect(page.statusCode).toBe(404);
    expect(
      (await shop().app.inject({ method: 'GET', url: '/api/payments/test-page?data=x&signature=y' })).statusCode,
    ).toBe(404);
  });
});
