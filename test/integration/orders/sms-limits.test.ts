import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/test-shop';
import { databaseTargets } from '../support/database-targets';
import { useOrderTestShop, type OrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, post, uniquePhone } from './support/order-requests';

/*
 * The SMS limits under concurrency: every order of a burst reads the history before any of them
 * writes, so a limit counted from the orders table let 16 of 30 and all 90 of 90 codes out for one
 * phone. Each test runs at its own time, later than the one before: the bursts of single phones
 * (fresh each) share one hour of the shop-wide budget and stay well inside it; the address and
 * budget tests get hours of their own, which the windows of the others do not reach.
 */

const LIMITS = { perAddress: 20, hourlyBudget: 45 };
const HOUR = 60 * 60_000;

const digitsOf = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/** Places `count` cash orders at once; answers the HTTP statuses and who got an SMS. */
const burst = async (
  shop: OrderTestShop,
  count: number,
  order: (index: number) => { phone: string; address: string },
) => {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const { phone, address } = order(index);
      return shop.app.inject({
        method: 'POST',
        url: '/api/order/create',
        remoteAddress: address,
        payload: orderBody([cartLine('burger-classic', 2)], { phone }),
      });
    }),
  );
  return {
    statuses: answers.map((answer) => answer.statusCode),
    refusals: answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body),
    smsConfirms: answers.filter((answer) => (answer.json() as { smsConfirm?: boolean }).smsConfirm === true).length,
    orderIds: answers.map((answer) => (answer.json() as { orderId: string }).orderId),
  };
};

const codesSentTo = async (shop: OrderTestShop, phones: readonly string[]): Promise<number> => {
  const result = await shop.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sms_codes WHERE phone_digits = ANY($1)',
    [phones.map(digitsOf)],
  );
  return result.rows[0]?.n ?? 0;
};

describe.each(databaseTargets())('SMS limits under concurrent orders on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target, { smsLimits: LIMITS });
  const atHour = (hours: number) => shop().clock.set(new Date(TEST_NOW.getTime() + hours * HOUR));

  it.each([
    [30, -2],
    [90, -1.5],
    [60, -1],
  ])('sends one phone 5 codes out of %i concurrent orders; the rest go to the operator', async (count, hour) => {
    atHour(hour);
    const phone = uniquePhone();
    const result = await burst(shop(), count, (index) => ({ phone, address: `10.1.${count}.${index}` }));
    expect(result.refusals).toEqual([]);
    expect(result.smsConfirms).toBe(5);
    expect(await codesSentTo(shop(), [phone])).toBe(5);
    const states = await shop().database.query<{ confirmation_status: string; n: number }>(
      'SELECT confirmation_status, count(*)::int AS n FROM orders WHERE code = ANY($1) GROUP BY 1 ORDER BY 1',
      [result.orderIds],
    );
    expect(states.rows).toEqual([
      { confirmation_status: 'phone-call-requested', n: count - 5 },
      { confirmation_status: 'sms-pending', n: 5 },
    ]);
  });

  it('sends one client address SMS_CODES_PER_ADDRESS codes an hour, whatever the phones; another address is not held up', async () => {
    atHour(1);
    const phones = Array.from({ length: 30 }, () => uniquePhone());
    const result = await burst(shop(), 30, (index) => ({ phone: phones[index]!, address: '198.51.100.7' }));
    expect(result.statuses.every((status) => status === 200)).toBe(true);
    expect(result.smsConfirms).toBe(LIMITS.perAddress);
    expect(await codesSentTo(shop(), phones)).toBe(LIMITS.perAddress);
    const other = await burst(shop(), 1, () => ({ phone: uniquePhone(), address: '198.51.100.8' }));
    expect(other.smsConfirms).toBe(1);
  });

  it('stops at the shop-wide hourly budget, tells staff, and sends again an hour later', async () => {
    atHour(3);
    const auth = { authorization: `Bearer ${await logIn(shop())}` };
    const readBudget = async () => {
      const response = await shop().app.inject({ url: '/api/admin/sms-budget', headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json() as { used: number; budget: number; exhausted: boolean };
    };
    expect(await readBudget()).toEqual({ used: 0, budget: LIMITS.hourlyBudget, exhausted: false });

    const phones = Array.from({ length: 60 }, () => uniquePhone());
    const result = await burst(shop(), 60, (index) => ({ phone: phones[index]!, address: `203.0.113.${index}` }));
    expect(result.statuses.every((status) => status === 200)).toBe(true);
    expect(result.smsConfirms).toBe(LIMITS.hourlyBudget);
    expect(await codesSentTo(shop(), phones)).toBe(LIMITS.hourlyBudget);
    expect(await readBudget()).toEqual({ used: LIMITS.hourlyBudget, budget: LIMITS.hourlyBudget, exhausted: true });

    atHour(4.01);
    const later = await burst(shop(), 1, () => ({ phone: uniquePhone(), address: '203.0.113.200' }));
    expect(later.smsConfirms).toBe(1);
    expect(await readBudget()).toMatchObject({ used: 1, exhausted: false });
    expect((await shop().app.inject({ url: '/api/admin/sms-budget' })).statusCode).toBe(401);
  });

  it('counts code guesses per phone over all its codes: after a 60-order burst, at most 25 guesses are compared in an hour', async () => {
    atHour(6);
    const phone = uniquePhone();
    const result = await burst(shop(), 60, (index) => ({ phone, address: `10.6.0.${index}` }));
    // Six guesses at each order of the burst, all at once (the attack that got 300 guesses compared).
    const guesses = await Promise.all(
      result.orderIds.flatMap((orderId) =>
        Array.from({ length: 6 }, () => post(shop().app, '/api/order/verify-code', { orderId, code: '0000' })),
      ),
    );
    // A guess that lost a race for its order's row too often is asked to try again (409), never a 5xx.
    expect(guesses.filter((guess) => ![200, 409, 422].includes(guess.statusCode)).map((guess) => guess.body)).toEqual(
      [],
    );
    const reasons = guesses.map((guess) => (guess.json() as { reason?: string }).reason ?? 'confirmed');
    const compared = reasons.filter((reason) => reason === 'wrong-code' || reason === 'confirmed').length;
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(25);
    const used = await shop().database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quota_uses WHERE key = $1',
      [`sms:guess:${digitsOf(phone)}`],
    );
    expect(used.rows[0]?.n).toBeLessThanOrEqual(25);
  });
});

const logIn = async (shop: OrderTestShop): Promise<string> => {
  const { TEST_ADMIN } = await import('../support/test-shop');
  const response = await post(shop.app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
};
