import { describe, expect, it } from 'vitest';
import {
  ORDER_INSERT_BATCHING,
  PgOrderRepository,
} from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { InMemoryOrderRepository } from '../../doubles/server/in-memory-order-repository.adapter';
import { databaseTargets } from '../support/database-targets';
import { orderRepositoryContract } from './order-repository.contract';
import { useFixtureDatabase } from './support/pg-fixture-database';
import {
  BURGER_LINE,
  nextConfirmation,
  orderRecordOf,
  uniqueKey,
  uniquePhoneDigits,
  UNKNOWN_PRODUCT_LINE,
} from './support/order-record.factory';

describe('the in-memory order repository (the reference)', () => {
  orderRepositoryContract(async () => new InMemoryOrderRepository());
});

describe.each(databaseTargets())('the PostgreSQL order repository on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  orderRepositoryContract(async () => new PgOrderRepository(database()));

  it('writes the order and its lines together, or neither', async () => {
    const repo = new PgOrderRepository(database());
    // 100 is over the table's line count limit: the whole statement fails, the order row too.
    const broken = orderRecordOf({
      lines: [BURGER_LINE, { ...BURGER_LINE, count: 100, lineTotalKopiykas: (18_990 + 3_550) * 100 }],
    });
    await expect(repo.save(broken)).rejects.toThrow();
    expect(await repo.findByCode(broken.code)).toBeNull();
    const rows = await database().query('SELECT count(*) AS n FROM orders WHERE code = $1', [broken.code]);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  describe('under a burst, where orders share one insert statement', () => {
    // The shop's batching: one insert at a time, everything submitted meanwhile goes into the next.
    const burstRepository = () => new PgOrderRepository(database(), ORDER_INSERT_BATCHING);
    const linesAndCodesOf = async (code: string) => {
      const result = await database().query<{ lines: string; sms: string }>(
        `SELECT (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
                (SELECT count(*) FROM sms_codes s WHERE s.order_id = o.id) AS sms
         FROM orders o WHERE o.code = $1`,
        [code],
      );
      return result.rows[0];
    };

    it('stores every order of the burst with its own lines and SMS audit row', async () => {
      const repo = burstRepository();
      const orders = Array.from({ length: 30 }, (_, index) =>
        orderRecordOf(index % 3 === 0 ? { lines: [BURGER_LINE] } : {}),
      );
      const outcomes = await Promise.all(orders.map((order) => repo.save(order)));
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(orders.map(() => 'created'));
      for (const [index, order] of orders.entries()) {
        expect(await repo.findByCode(order.code)).toEqual(order);
        expect(await linesAndCodesOf(order.code)).toEqual({ lines: index % 3 === 0 ? 1 : 2, sms: 1 });
      }
    });

    it('settles a code or a key used twice within one statement like any taken code or key', async () => {
      const repo = burstRepository();
      const held = repo.save(orderRecordOf());
      const first = orderRecordOf({ idempotencyKey: uniqueKey() });
      const sameCode = orderRecordOf({ code: first.code, idempotencyKey: uniqueKey() });
      const key = uniqueKey();
      const keyed = orderRecordOf({ idempotencyKey: key });
      const sameKey = orderRecordOf({ idempotencyKey: key });
      const [, a, b, c, d] = await Promise.all([
        held,
        ...[first, sameCode, keyed, sameKey].map((order) => repo.save(order)),
      ]);
      expect(a).toEqual({ kind: 'created', order: first });
      expect(b).toEqual({ kind: 'code-taken' });
      expect(c).toEqual({ kind: 'created', order: keyed });
      expect(d).toEqual({ kind: 'duplicate', order: keyed });
      expect(await linesAndCodesOf(first.code)).toEqual({ lines: 2, sms: 1 });
    });

    it('fails only the order the database refuses, not the others of its statement', async () => {
      const repo = burstRepository();
      const held = repo.save(orderRecordOf());
      const broken = orderRecordOf({
        lines: [BURGER_LINE, { ...BURGER_LINE, count: 100, lineTotalKopiykas: (18_990 + 3_550) * 100 }],
      });
      const good = [orderRecordOf(), orderRecordOf()];
      const results = await Promise.allSettled([held, repo.save(good[0]!), repo.save(broken), repo.save(good[1]!)]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      for (const order of good) expect(await repo.findByCode(order.code)).toEqual(order);
      expect(await repo.findByCode(broken.code)).toBeNull();
    });
  });

  it('answers each question of a burst about phones (confirmed before? codes since when?), asked in one statement', async () => {
    const repo = new PgOrderRepository(database());
    const confirmed = orderRecordOf();
    await repo.save(confirmed);
    await repo.replaceConfirmation(
      confirmed.code,
      0,
      nextConfirmation(confirmed.confirmation, { status: 'sms-confirmed' }),
    );
    const pending = orderRecordOf();
    await repo.save(pending);
    const stranger = uniquePhoneDigits();
    const asked = [
      stranger,
      confirmed.phoneDigits,
      pending.phoneDigits,
      confirmed.phoneDigits,
      'not\u0000digits',
      stranger,
    ];
    const since = [new Date(0), new Date(0), new Date(0), new Date(0), new Date(0), new Date(0)];
    since[2] = new Date(pending.confirmation.updatedAt.getTime() + 1);
    const answers = await Promise.all(asked.map((phone, index) => repo.phoneHistory(phone, since[index] as Date)));
    expect(answers.map((answer) => answer.hasConfirmedOrder)).toEqual([false, true, false, true, false, false]);
    expect(answers.map((answer) => answer.codesSentSince)).toEqual([0, 1, 0, 1, 0, 0]);
  });

  it('links lines to the menu product when it exists, and keeps the snapshot either way', async () => {
    const repo = new PgOrderRepository(database());
    const order = orderRecordOf({
      lines: [BURGER_LINE, UNKNOWN_PRODUCT_LINE],
      totals: {
        orderKopiykas: BURGER_LINE.lineTotalKopiykas + UNKNOWN_PRODUCT_LINE.lineTotalKopiykas,
        shippingKopiykas: 0,
        discountKopiykas: 0,
        toPayKopiykas: BURGER_LINE.lineTotalKopiykas + UNKNOWN_PRODUCT_LINE.lineTotalKopiykas,
      },
    });
    await repo.save(order);
    const lines = await database().query<{ iiko_id: string; linked: boolean; modifiers_price: number }>(
      `SELECT l.iiko_id, l.product_id IS NOT NULL AS linked, l.modifiers_price
       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.code = $1 ORDER BY l.position`,
      [order.code],
    );
    expect(lines.rows).toEqual([
      { iiko_id: 'burger-classic', linked: true, modifiers_price: 3_550 },
      { iiko_id: 'burger-from-the-past', linked: false, modifiers_price: 100 },
    ]);
  });

  it('keeps the staff columns in step: customer, delivery type, pre-order time', async () => {
    const repo = new PgOrderRepository(database());
    const order = orderRecordOf({}, { deliveryType: 'pre-order', deliveryDate: '11.06.2025', deliveryTime: '13:30' });
    await repo.save(order);
    const row = await database().query(
      'SELECT customer_name, customer_phone, delivery_type, scheduled_for, status FROM orders WHERE code = $1',
      [order.code],
    );
    expect(row.rows[0]).toEqual({
      customer_name: order.form.name,
      customer_phone: order.form.phone,
      delivery_type: 'pre-order',
      scheduled_for: new Date('2025-06-11T13:30:00+03:00'),
      status: 'new',
    });
  });
});
