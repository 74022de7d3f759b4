import { describe, expect, it } from 'vitest';
import { PgOrderRepository } from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { InMemoryOrderRepository } from '../../../src/server/adapters/in-memory/in-memory-order-repository.adapter';
import { databaseTargets } from '../support/database-targets';
import { orderRepositoryContract } from './order-repository.contract';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { BURGER_LINE, orderRecordOf, UNKNOWN_PRODUCT_LINE } from './support/order-record.factory';

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
