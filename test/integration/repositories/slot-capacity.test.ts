import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PgOrderRepository } from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { addDays, formatDate } from '../../../src/domain/shared/kyiv-time';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { orderRecordOf } from './support/order-record.factory';

describe.each(databaseTargets())('pre-order slot capacity on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  let run = 0;
  /** A slot no earlier run used: each property run starts from an empty slot. */
  const freshSlot = () => {
    run += 1;
    return { deliveryDate: formatDate(addDays({ year: 2030, month: 1, day: 1 }, run)), deliveryTime: '13:00' };
  };
  const stored = async (slot: { deliveryDate: string; deliveryTime: string }) => {
    const result = await database().query<{ n: number }>(
      `SELECT count(*) AS n FROM orders WHERE form->>'deliveryDate' = $1 AND form->>'deliveryTime' = $2`,
      [slot.deliveryDate, slot.deliveryTime],
    );
    return result.rows[0]?.n ?? 0;
  };

  it('never stores more than K orders in a slot, however many race for it from two shop instances', async () => {
    // Two repositories on one database: two shop instances behind a load balancer.
    const instances = [new PgOrderRepository(database()), new PgOrderRepository(database())];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 12 }), async (capacity, attempts) => {
        const slot = freshSlot();
        const outcomes = await Promise.all(
          Array.from({ length: attempts }, (_, index) =>
            (instances[index % 2] as PgOrderRepository).save(
              orderRecordOf({}, { deliveryType: 'pre-order', ...slot }),
              { slotCapacity: capacity },
            ),
          ),
        );
        const created = outcomes.filter((outcome) => outcome.kind === 'created').length;
        expect(created).toBe(Math.min(attempts, capacity));
        expect(
          outcomes.filter((outcome) => outcome.kind !== 'created').every((outcome) => outcome.kind === 'slot-full'),
        ).toBe(true);
        expect(await stored(slot)).toBe(created);
      }),
      { numRuns: 12 },
    );
  });

  it('does not count a cancelled order, and leaves orders for now and unlimited slots alone', async () => {
    const repo = new PgOrderRepository(database());
    const slot = freshSlot();
    const first = orderRecordOf({}, { deliveryType: 'pre-order', ...slot });
    expect((await repo.save(first, { slotCapacity: 1 })).kind).toBe('created');
    expect((await repo.save(orderRecordOf({}, { deliveryType: 'pre-order', ...slot }), { slotCapacity: 1 })).kind).toBe(
      'slot-full',
    );
    await database().query(`UPDATE orders SET status = 'cancelled' WHERE code = $1`, [first.code]);
    expect((await repo.save(orderRecordOf({}, { deliveryType: 'pre-order', ...slot }), { slotCapacity: 1 })).kind).toBe(
      'created',
    );
    expect(
      (await repo.save(orderRecordOf({}, { deliveryType: 'pre-order', ...slot }), { slotCapacity: null })).kind,
    ).toBe('created');
    expect((await repo.save(orderRecordOf(), { slotCapacity: 1 })).kind).toBe('created');
  });

  it('answers a repeated idempotency key with the earlier order, not a full slot', async () => {
    const repo = new PgOrderRepository(database());
    const slot = freshSlot();
    const order = orderRecordOf({ idempotencyKey: `key-${slot.deliveryDate}` }, { deliveryType: 'pre-order', ...slot });
    expect((await repo.save(order, { slotCapacity: 1 })).kind).toBe('created');
    const again = await repo.save(
      { ...orderRecordOf({ idempotencyKey: order.idempotencyKey }, { deliveryType: 'pre-order', ...slot }) },
      { slotCapacity: 5 },
    );
    expect(again).toMatchObject({ kind: 'duplicate', order: { code: order.code } });
  });
});
