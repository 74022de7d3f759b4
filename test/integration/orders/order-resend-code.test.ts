import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/test-shop';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop, type OrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeOrder, post, smsCodeFor, uniquePhone } from './support/order-requests';

const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');
const digitsOf = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

type Answer = {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retryAfter: string | undefined;
};

const answerOf = (response: Awaited<ReturnType<typeof post>>): Answer => ({
  status: response.statusCode,
  body: response.json() as Record<string, unknown>,
  retryAfter: response.headers['retry-after'] as string | undefined,
});

const resend = async (
  shop: OrderTestShop,
  orderId: unknown,
  options: { lang?: string; address?: string } = {},
): Promise<Answer> =>
  answerOf(
    await shop.app.inject({
      method: 'POST',
      url: '/api/order/resend-code',
      payload: { orderId } as object,
      headers: options.lang === undefined ? {} : { 'accept-language': options.lang },
      ...(options.address === undefined ? {} : { remoteAddress: options.address }),
    }),
  );

const verify = async (shop: OrderTestShop, orderId: string, code: string): Promise<Answer> =>
  answerOf(await post(shop.app, '/api/order/verify-code', { orderId, code }));

const codesSentFor = async (shop: OrderTestShop, orderId: string): Promise<number> => {
  const result = await shop.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sms_codes s JOIN orders o ON o.id = s.order_id WHERE o.code = $1',
    [orderId],
  );
  return result.rows[0]?.n ?? 0;
};

const confirmationOf = async (shop: OrderTestShop, orderId: string): Promise<string> =>
  ((await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}` })).json() as { confirmationStatus: string })
    .confirmationStatus;

const newCashOrder = async (shop: OrderTestShop, options: { phone?: string; address?: string } = {}) => {
  const phone = options.phone ?? uniquePhone();
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: orderBody([cartLine('burger-classic', 2)], { phone }),
    ...(options.address === undefined ? {} : { remoteAddress: options.address }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { orderId: string; smsConfirm: boolean };
  return {
    orderId: answer.orderId,
    smsConfirm: answer.smsConfirm,
    phone,
    code: answer.smsConfirm ? await smsCodeFor(shop.app, phone) : null,
  };
};

describe.each(databaseTargets())('a new SMS code on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));
  const wait = (seconds: number) => shop().clock.advanceBy(seconds * 1000);

  it("refuses within a minute of the code, saying how long is left, in the customer's language", async () => {
    const order = await newCashOrder(shop());
    expect(await resend(shop(), order.orderId, { lang: 'en' })).toEqual({
      status: 429,
      retryAfter: '60',
      body: {
        success: false,
        error: 'resend-too-soon',
        reason: 'resend-too-soon',
        secondsLeft: 60,
        message: 'You can ask for a new code in 60 s. An SMS sometimes takes longer than a minute.',
      },
    });
    wait(18);
    const later = await resend(shop(), order.orderId, { lang: 'uk' });
    expect(later).toMatchObject({
      status: 429,
      retryAfter: '42',
      body: { secondsLeft: 42, message: expect.stringContaining('через 42 с') },
    });
    wait(41.5);
    expect((await resend(shop(), order.orderId)).body.secondsLeft).toBe(1);
    expect(await codesSentFor(shop(), order.orderId)).toBe(1);
  });

  it('after a minute sends a new code that replaces the old one and starts the wrong tries afresh', async () => {
    const order = await newCashOrder(shop());
    const first = order.code ?? '';
    for (let i = 0; i < 3; i++)
      expect((await verify(shop(), order.orderId, wrongCodeFor(first))).body.attemptsLeft).toBe(4 - i);
    wait(60);
    expect(await resend(shop(), order.orderId)).toEqual({
      status: 200,
      retryAfter: undefined,
      body: { success: true, resendInSeconds: 60 },
    });
    expect(await codesSentFor(shop(), order.orderId)).toBe(2);
    const second = await smsCodeFor(shop().app, order.phone);
    // A new code of four random digits may repeat the old one by chance; only a different old one can be refused.
    if (second !== first)
      expect((await verify(shop(), order.orderId, first)).body).toMatchObject({
        reason: 'wrong-code',
        attemptsLeft: 4,
      });
    else
      expect((await verify(shop(), order.orderId, wrongCodeFor(first))).body).toMatchObject({
        reason: 'wrong-code',
        attemptsLeft: 4,
      });
    // The next minute starts from the new code.
    expect((await resend(shop(), order.orderId)).body).toMatchObject({ reason: 'resend-too-soon', secondsLeft: 60 });
    expect(await verify(shop(), order.orderId, second)).toMatchObject({ status: 200, body: { success: true } });
    expect(await confirmationOf(shop(), order.orderId)).toBe('sms-confirmed');
  });

  it('reopens a code locked by five wrong tries with a new one', async () => {
    const order = await newCashOrder(shop());
    const wrong = wrongCodeFor(order.code ?? '');
    for (let i = 0; i < 5; i++) await verify(shop(), order.orderId, wrong);
    expect(await confirmationOf(shop(), order.orderId)).toBe('sms-locked');
    wait(61);
    expect((await resend(shop(), order.orderId)).status).toBe(200);
    expect(await verify(shop(), order.orderId, await smsCodeFor(shop().app, order.phone))).toMatchObject({
      status: 200,
    });
  });

  it('sends one new code a minute however many requests race for it', async () => {
    const order = await newCashOrder(shop());
    wait(60);
    const answers = await Promise.all(Array.from({ length: 12 }, () => resend(shop(), order.orderId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(11);
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, body: { reason: 'resend-too-soon' } });
    expect(await codesSentFor(shop(), order.orderId)).toBe(2);
    // The race cost the phone one code, not twelve: three more fit in its hour of five.
    for (let i = 0; i < 3; i++) {
      wait(60);
      expect((await resend(shop(), order.orderId)).status).toBe(200);
    }
    expect(await codesSentFor(shop(), order.orderId)).toBe(5);
  });

  it("past the phone's five codes an hour hands the order to the operator and says so", async () => {
    const order = await newCashOrder(shop());
    for (let i = 0; i < 4; i++) {
      wait(60);
      expect((await resend(shop(), order.orderId)).status).toBe(200);
    }
    wait(60);
    const refused = await resend(shop(), order.orderId, { lang: 'en' });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        reason: 'sms-limit-reached',
        message: 'We cannot send more codes to this number right now. The operator will call you to confirm the order.',
      },
    });
    expect(await codesSentFor(shop(), order.orderId)).toBe(5);
    expect(await confirmationOf(shop(), order.orderId)).toBe('phone-call-requested');
    wait(60);
    expect(await resend(shop(), order.orderId)).toMatchObject({
      status: 422,
      body: { reason: 'phone-call-requested' },
    });
    // The customer's "confirm by a phone call" still ends the modal well.
    expect((await post(shop().app, '/api/order/verify-phone-call', { orderId: order.orderId })).statusCode).toBe(200);
  });

  it('has nothing to send for a confirmed order, an order by phone call or an order paid online', async () => {
    const confirmed = await newCashOrder(shop());
    await verify(shop(), confirmed.orderId, confirmed.code ?? '');
    const byCall = await newCashOrder(shop());
    await post(shop().app, '/api/order/verify-phone-call', { orderId: byCall.orderId });
    const online = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    wait(120);
    expect(await resend(shop(), confirmed.orderId)).toMatchObject({
      status: 409,
      body: { reason: 'already-confirmed' },
    });
    expect(await resend(shop(), byCall.orderId)).toMatchObject({
      status: 422,
      body: { reason: 'phone-call-requested' },
    });
    expect(await resend(shop(), online.orderId)).toMatchObject({
      status: 422,
      body: { reason: 'confirmation-not-required' },
    });
  });

  it.each<[string, unknown, number]>([
    ['no order id', undefined, 400],
    ['an empty order id', '', 400],
    ['an id of 65 characters', 'x'.repeat(65), 400],
    ['an id that is an object', { code: 'A' }, 400],
    ['an unknown order', 'NOSUCHORDER', 404],
  ])('answers %s with %i and a sentence, never a 500', async (_name, orderId, status) => {
    const answer = await resend(shop(), orderId);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.message).toBe('string');
    expect((answer.body.message as string).length).toBeGreaterThan(5);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"x"', 'null', '{']) {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/order/resend-code',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe.each(databaseTargets())('a new SMS code within the address and shop limits on $name PostgreSQL', (target) => {
  const LIMITS = { perAddress: 3, hourlyBudget: 6 };
  const shop = useOrderTestShop(target, { smsLimits: LIMITS });
  // Each test at its own hour, so the sliding windows of one do not reach into another.
  const atHour = (hours: number) => shop().clock.set(new Date(TEST_NOW.getTime() + hours * 60 * 60_000));
  const wait = (seconds: number) => shop().clock.advanceBy(seconds * 1000);

  it('counts new codes against the client address: past its limit the operator calls', async () => {
    atHour(1);
    const address = '203.0.113.5';
    const order = await newCashOrder(shop(), { address });
    for (let i = 0; i < 2; i++) {
      wait(60);
      expect((await resend(shop(), order.orderId, { address })).status).toBe(200);
    }
    wait(60);
    expect(await resend(shop(), order.orderId, { address })).toMatchObject({
      status: 429,
      body: { reason: 'sms-limit-reached' },
    });
    expect(await confirmationOf(shop(), order.orderId)).toBe('phone-call-requested');
  });

  it("counts new codes against the shop's hour: past it the operator calls", async () => {
    atHour(3);
    const orders = [];
    for (let i = 0; i < LIMITS.hourlyBudget; i++)
      orders.push(await newCashOrder(shop(), { address: `203.0.113.${20 + i}` }));
    expect(orders.every((order) => order.smsConfirm)).toBe(true);
    wait(60);
    const first = orders[0]!;
    expect(await resend(shop(), first.orderId, { address: '203.0.113.20' })).toMatchObject({
      status: 429,
      body: { reason: 'sms-limit-reached' },
    });
    expect(await codesSentFor(shop(), first.orderId)).toBe(1);
    // An hour later the budget has room again: a fresh order gets its code.
    atHour(4.1);
    expect((await newCashOrder(shop(), { address: '203.0.113.99' })).smsConfirm).toBe(true);
    expect(digitsOf(first.phone)).toHaveLength(10);
  });
});
