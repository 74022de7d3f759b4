import { describe, expect, it } from 'vitest';
import { PgOrderRepository } from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { PgStaffOrders } from '../../../src/server/adapters/database/repositories/pg-staff-orders.repository';
import { InMemoryOrderRepository } from '../../../src/server/adapters/in-memory/in-memory-order-repository.adapter';
import { InMemoryStaffOrders } from '../../../src/server/adapters/in-memory/in-memory-staff-orders.adapter';
import type { OrderRepositoryPort } from '../../../src/server/application/ports/order-repository.port';
import type { StaffOrdersPort } from '../../../src/server/application/ports/staff-orders.port';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { orderRecordOf, PLACED_AT } from './support/order-record.factory';

/** What both staff-order adapters must do alike: the in-memory one is the reference. */
const staffOrdersContract = (make: () => Promise<{ orders: OrderRepositoryPort; staff: StaffOrdersPort }>) => {
  it('lists a city’s orders newest first, each starting as new, up to the limit', async () => {
    const { orders, staff } = await make();
    const cityId = 2;
    const placed = [0, 1, 2].map((minute) => orderRecordOf({ cityId, createdAt: new Date(PLACED_AT.getTime() + minute * 60_000) }));
    for (const order of placed) expect((await orders.save(order)).kind).toBe('created');
    await orders.save(orderRecordOf({ cityId: 1 }));
    const listed = await staff.listRecent({ cityId, limit: 2 });
    expect(listed.map(({ order }) => order.code)).toEqual([placed[2]?.code, placed[1]?.code]);
    expect(listed.map(({ status }) => status)).toEqual(['new', 'new']);
    expect(listed[0]?.order).toEqual(placed[2]);
  });

  it('changes a status only from the one staff saw', async () => {
    const { orders, staff } = await make();
    const order = orderRecordOf();
    await orders.save(order);
    expect(await staff.changeStatus(order.code, 'new', 'accepted')).toBe(true);
    expect(await staff.changeStatus(order.code, 'new', 'cancelled')).toBe(false);
    expect((await staff.findStaffOrder(order.code))?.status).toBe('accepted');
    expect(await staff.changeStatus('NO-SUCH-CODE', 'new', 'accepted')).toBe(false);
    expect(await staff.findStaffOrder('NO-SUCH-CODE')).toBeNull();
    expect(await staff.findStaffOrder('bad\u0000code')).toBeNull();
  });
};

describe('the in-memory staff orders (the reference)', () => {
  staffOrdersContract(async () => {
    const orders = new InMemoryOrderRepository();
    return { orders, staff: new InMemoryStaffOrders(orders) };
  });
});

describe.each(databaseTargets())('the PostgreSQL staff orders on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  staffOrdersContract(async () => ({ orders: new PgOrderRepository(database()), staff: new PgStaffOrders(database()) }));
});
