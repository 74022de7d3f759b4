import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeOrder, post, smsCodeFor, uniquePhone } from './support/order-requests';

const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe.each(databaseTargets())('SMS and phone-call confirmation on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));

  const newCashOrder = async (phone = uniquePhone()) => {
    const answer = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }));
    expect(answer.smsConfirm).toBe(true);
    return { orderId: answer.orderId, phone, code: await smsCodeFor(shop().app, phone) };
  };

  const verify = async (orderId: string, code: unknown, headers: Record<string, string> = {}) => {
    const response = await post(shop().app, '/api/order/verify-code', { orderId, code }, headers);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('sends a 4-digit code the dev outbox shows, refuses a wrong one and confirms the right one', async () => {
    const order = await newCashOrder();
    expect(order.code).toMatch(/^\d{4}$/);
    const wrong = await verify(order.orderId, wrongCodeFor(order.code), { 'accept-language': 'en' });
    expect(wrong).toEqual({
      status: 422,
      body: {
        success: false,
        error: 'wrong-code',
        reason: 'wrong-code',
        attemptsLeft: 4,
        message: 'Invalid code, try again or choose confirmation by a phone call. Attempts left: 4.',
      },
    });
    expect(await verify(order.orderId, order.code)).toEqual({ status: 200, body: { success: true } });
    // A repeat (the answer got lost) is still a success.
    expect(await verify(order.orderId, order.code)).toEqual({ status: 200, body: { success: true } });
    const summary = (await shop().app.inject({ method: 'GET', url: `/api/order/${order.orderId}` })).json();
    expect(summary.confirmationStatus).toBe('sms-confirmed');
  });

  it('does not ask a confirmed customer again for an everyday order', async () => {
    const first = await newCashOrder();
    await verify(first.orderId, first.code);
    const second = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone: first.phone }));
    expect(second.smsConfirm).toBe(false);
  });

  it('locks the code after five wrong tries, even the right one', async () => {
    const order = await newCashOrder();
    const wrong = wrongCodeFor(order.code);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verify(order.orderId, wrong));
    expect(answers.map((a) => a.body.reason)).toEqual([
      'wrong-code',
      'wrong-code',
      'wrong-code',
      'wrong-code',
      'code-locked',
    ]);
    expect(answers.slice(0, 4).map((a) => a.body.attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(await verify(order.orderId, order.code)).toMatchObject({ status: 422, body: { reason: 'code-locked' } });
    // The way out: the operator calls.
    const call = await post(shop().app, '/api/order/verify-phone-call', { orderId: order.orderId });
    expect(call.statusCode).toBe(200);
    expect(call.json()).toEqual({ success: true });
  });

  it('never lets parallel guesses past the lock: at most four wrong answers, then locked', async () => {
    const order = await newCashOrder();
    const wrong = wrongCodeFor(order.code);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(order.orderId, wrong)));
    const reasons = answers.map((a) => a.body.reason);
    expect(reasons.every((r) => r === 'wrong-code' || r === 'code-locked' || r === 'confirmation-busy')).toBe(true);
    expect(reasons.filter((r) => r === 'wrong-code').length).toBeLessThanOrEqual(4);
    const after = await shop().database.query<{ confirmation_attempts: number }>(
      'SELECT confirmation_attempts FROM orders WHERE code = $1',
      [order.orderId],
    );
    // Every counted guess was answered as counted: nothing was lost or counted twice.
    const counted = reasons.filter((r) => r === 'wrong-code').length + (reasons.includes('code-locked') ? 1 : 0);
    expect(after.rows[0]?.confirmation_attempts).toBe(counted);
    for (let i = 0; i < 5 && (await verify(order.orderId, wrong)).body.reason !== 'code-locked'; i++);
    expect(await verify(order.orderId, order.code)).toMatchObject({ status: 422, body: { reason: 'code-locked' } });
    const rows = await shop().database.query(
      'SELECT confirmation_attempts, confirmation_status FROM orders WHERE code = $1',
      [order.orderId],
    );
    expect(rows.rows[0]).toEqual({ confirmation_attempts: 5, confirmation_status: 'sms-locked' });
  });

  it('lets a code expire after five minutes', async () => {
    const order = await newCashOrder();
    shop().clock.advanceBy(5 * 60_000);
    expect(await verify(order.orderId, order.code)).toMatchObject({ status: 422, body: { reason: 'code-expired' } });
  });

  it('records a phone-call confirmation instead of the code', async () => {
    const order = await newCashOrder();
    const call = await post(shop().app, '/api/order/verify-phone-call', { orderId: order.orderId });
    expect(call.json()).toEqual({ success: true });
    expect(await verify(order.orderId, order.code)).toMatchObject({
      status: 422,
      body: { reason: 'phone-call-requested' },
    });
    const summary = (await shop().app.inject({ method: 'GET', url: `/api/order/${order.orderId}` })).json();
    expect(summary.confirmationStatus).toBe('phone-call-requested');
  });

  it('refuses malformed codes without counting them, and unknown orders', async () => {
    const order = await newCashOrder();
    for (const code of ['12', '12345', 'abcd', '', 12]) {
      expect(await verify(order.orderId, code)).toMatchObject({ status: 400, body: { reason: 'invalid-code' } });
    }
    expect(await verify('NOSUCHORDER', '1234')).toMatchObject({ status: 404, body: { reason: 'order-not-found' } });
    const rows = await shop().database.query('SELECT confirmation_attempts FROM orders WHERE code = $1', [
      order.orderId,
    ]);
    expect(rows.rows[0]).toEqual({ confirmation_attempts: 0 });
    const unknownCall = await post(shop().app, '/api/order/verify-phone-call', { orderId: 'NOSUCHORDER' });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json()).toMatchObject({
      success: false,
      reason: 'order-not-found',
      message: expect.any(String),
    });
  });

  it('answers bad bodies with 400', async () => {
    for (const payload of [
      {},
      { orderId: {} },
      { orderId: 'A', code: [] },
      { orderId: 'x'.repeat(65), code: '1234' },
    ]) {
      const response = await post(shop().app, '/api/order/verify-code', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const call = await post(shop().app, '/api/order/verify-phone-call', { code: '1234' });
    expect(call.statusCode).toBe(400);
  });

  it('shows the dev SMS outbox only for phones that got a message', async () => {
    const missing = await shop().app.inject({
      method: 'GET',
      url: `/api/dev/sms?phone=${encodeURIComponent(uniquePhone())}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not-found' });
    const noPhone = await shop().app.inject({ method: 'GET', url: '/api/dev/sms' });
    expect(noPhone.statusCode).toBe(400);
    const order = await newCashOrder();
    const outbox = await shop().app.inject({
      method: 'GET',
      url: `/api/dev/sms?phone=${encodeURIComponent(order.phone)}`,
    });
    expect(outbox.json()).toMatchObject({
      code: order.code,
      text: expect.stringContaining(order.orderId),
      phone: expect.stringMatching(/^\+380/),
    });
  });
});
