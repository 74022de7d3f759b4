import { describe, expect, it } from 'vitest';
import {
  ORDER_INSERT_BATCHING,
  PgOrderRepository,
} from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { InMemoryCouponRepository } from '../../doubles/server/in-memory-coupon-repository.adapter';
import { InMemoryOrderRepository } from '../../doubles/server/in-memory-order-repository.adapter';
import type { OrderRecord } from '../../../src/server/application/ports/order-record.types';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { orderRecordOf } from './support/order-record.factory';

const withCoupon = (code: string): OrderRecord => orderRecordOf({ couponCode: code });
const kinds = (outcomes: readonly { kind: string }[]) => outcomes.map((outcome) => outcome.kind).sort();

describe('coupon uses in the in-memory order repository (the reference)', () => {
  it('writes an order with a coupon only while the coupon has a use left', async () => {
    const coupons = new InMemoryCouponRepository([
      {
        coupon: {
          code: 'ONCE',
          kind: 'fixed',
          value: 1_000,
          actions: [],
          minCartKopiykas: 0,
          validFrom: null,
          validUntil: null,
          isActive: true,
          usageLimit: 1,
          timesUsed: 0,
        },
        cityIds: [1],
      },
    ]);
    const repo = new InMemoryOrderRepository(coupons);
    const outcomes = await Promise.all(
      [withCoupon('ONCE'), withCoupon('ONCE'), orderRecordOf()].map((order) => repo.save(order)),
    );
    expect(kinds(outcomes)).toEqual(['coupon-used-up', 'created', 'created']);
    expect((await coupons.findByCode('once', 1))?.timesUsed).toBe(1);
  });
});

describe.each(databaseTargets())('coupon uses in the PostgreSQL order repository on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  const couponLimitedTo = async (code: string, usageLimit: number): Promise<void> => {
    await database().query("INSERT INTO coupons (code, kind, value, usage_limit) VALUES ($1, 'fixed', 1000, $2)", [
      code,
      usageLimit,
    ]);
  };
  const timesUsed = async (code: string): Promise<number> =>
    (await database().query<{ times_used: number }>('SELECT times_used FROM coupons WHERE code = $1', [code])).rows[0]
      ?.times_used ?? -1;
  const writtenWith = async (code: string): Promise<number> =>
    (await database().query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE coupon_code = $1', [code]))
      .rows[0]?.n ?? -1;

  it('admits orders of one statement in their order while uses remain; orders without the coupon are untouched', async () => {
    await couponLimitedTo('BURST3', 3);
    const repo = new PgOrderRepository(database(), ORDER_INSERT_BATCHING);
    const orders = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? orderRecordOf() : withCoupon('BURST3')));
    const outcomes = await Promise.all(orders.map((order) => repo.save(order)));
    expect(outcomes.filter((_, index) => index % 2 === 0).every((outcome) => outcome.kind === 'created')).toBe(true);
    expect(outcomes.filter((_, index) => index % 2 === 1).map((outcome) => outcome.kind)).toEqual([
      'created',
      'created',
      'created',
      'coupon-used-up',
      'coupon-used-up',
    ]);
    expect(await timesUsed('BURST3')).toBe(3);
    expect(await writtenWith('BURST3')).toBe(3);
  });

  it('gives the last use to exactly one of many statements racing on separate connections (as separate shop instances do)', async () => {
    await couponLimitedTo('RACE2', 2);
    // One repository per order, one order per statement: every insert is its own transaction.
    const alone = { maxBatch: 1, maxInFlight: 1 };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => new PgOrderRepository(database(), alone).save(withCoupon('RACE2'))),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'coupon-used-up')).toHaveLength(10);
    expect(await timesUsed('RACE2')).toBe(2);
    expect(await writtenWith('RACE2')).toBe(2);
  });

  it('reads the count a racing order left, not the one its statement started with', async () => {
    await couponLimitedTo('WAITED2', 2);
    const alone = { maxBatch: 1, maxInFlight: 1 };
    let saves: Promise<{ kind: string }[]> | null = null;
    // Another order holds the coupon row, then takes a use and commits while these three wait.
    await database().transaction(async (tx) => {
      await tx.query("SELECT 1 FROM coupons WHERE code = 'WAITED2' FOR UPDATE");
      saves = Promise.all(
        Array.from({ length: 3 }, () => new PgOrderRepository(database(), alone).save(withCoupon('WAITED2'))),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query("UPDATE coupons SET times_used = times_used + 1 WHERE code = 'WAITED2'");
    });
    expect(kinds(await (saves as unknown as Promise<{ kind: string }[]>))).toEqual([
      'coupon-used-up',
      'coupon-used-up',
      'created',
    ]);
    expect(await timesUsed('WAITED2')).toBe(2);
  });

  it('counts each written use of an unlimited coupon, and a repeated key uses nothing', async () => {
    await database().query("INSERT INTO coupons (code, kind, value) VALUES ('FREEFORALL', 'percent', 5)");
    const repo = new PgOrderRepository(database(), ORDER_INSERT_BATCHING);
    const keyed = orderRecordOf({ couponCode: 'FREEFORALL', idempotencyKey: 'key-coupon-repeat' });
    const outcomes = await Promise.all(
      [withCoupon('FREEFORALL'), withCoupon('FREEFORALL'), keyed].map((order) => repo.save(order)),
    );
    expect(kinds(outcomes)).toEqual(['created', 'created', 'created']);
    expect((await repo.save({ ...keyed, code: 'CREPEATED01' })).kind).toBe('duplicate');
    expect(await timesUsed('FREEFORALL')).toBe(3);
  });
});
