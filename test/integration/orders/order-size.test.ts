import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_MAX_ITEMS_KOPIYKAS, ORDER_MAX_LINES } from '../../../src/domain/order/order-size.rule';
import { databaseTargets } from '../support/database-targets';
import { useOrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, post } from './support/order-requests';

/*
 * How big an order may be. Money is stored as integer kopiykas: 100 lines of 99 burgers with
 * extras once overflowed it into a 500, and orders of 15.7 and 21 million ₴ were accepted.
 */

const EXTRAS = ['mod-extra-bacon', 'mod-extra-cheddar', 'mod-extra-beef', 'mod-extra-more-bacon'];
const INT4_MAX = 2_147_483_647;

describe.each(databaseTargets())('order size limits on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  const create = (items: ReturnType<typeof cartLine>[]) =>
    post(shop().app, '/api/order/create', orderBody(items), { 'accept-language': 'en' });

  it('refuses more than 50 different dishes with a 422 that says to call, where 100 lines of 99 with extras once made a 500', async () => {
    const items = Array.from({ length: 100 }, () =>
      cartLine('burger-classic', 99, { modifiers: ['mod-patty-beef', 'mod-extra-bacon', 'mod-extra-cheddar'] }),
    );
    const answer = await create(items);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toMatchObject({
      reason: 'too-many-lines',
      message: `One order can hold up to ${ORDER_MAX_LINES} different dishes. For a bigger order, please call us.`,
    });
  });

  it('refuses dishes worth more than 100 000 ₴, and takes a big order below it', async () => {
    const tooBig = await create(Array.from({ length: 10 }, () => cartLine('burger-classic', 99)));
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    expect(tooBig.json()).toMatchObject({
      reason: 'order-too-large',
      message: 'An online order can be up to 100,000 ₴. For a bigger order, please call us.',
    });
    const big = await create(Array.from({ length: 5 }, () => cartLine('burger-classic', 99)));
    expect(big.statusCode, big.body).toBe(200);
  });

  it('never answers 5xx to an order of any size or shape, and stores only orders inside the limits', async () => {
    const line = fc.record({
      id: fc.constantFrom('burger-classic', 'cola', 'set-lviv', 'burger-stopped', 'fries'),
      count: fc.integer({ min: 1, max: 99 }),
      extras: fc.array(fc.constantFrom(...EXTRAS), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 100 }), async (lines) => {
        const answer = await create(lines.map((l) => cartLine(l.id, l.count, { modifiers: l.extras })));
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        if (answer.statusCode !== 200) return;
        const code = (answer.json() as { orderId: string }).orderId;
        const stored = await shop().database.query<{ items_total: number; lines: number }>(
          'SELECT items_total, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines FROM orders o WHERE code = $1',
          [code],
        );
        const row = stored.rows[0];
        expect(row?.lines).toBeLessThanOrEqual(ORDER_MAX_LINES);
        expect(row?.items_total).toBeLessThanOrEqual(ORDER_MAX_ITEMS_KOPIYKAS);
        expect(row?.items_total).toBeLessThan(INT4_MAX);
      }),
      { numRuns: 40 },
    );
  });
});
