import { afterEach, describe, expect, it } from 'vitest';
import { PgShopEvents } from '../../../src/server/adapters/database/events/pg-shop-events.adapter';
import { PgOrderRepository } from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { PgStaffOrders } from '../../../src/server/adapters/database/repositories/pg-staff-orders.repository';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import type { ShopEvent } from '../../../src/server/application/ports/shop-events.port';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { orderRecordOf } from './support/order-record.factory';

describe.each(databaseTargets())('PgShopEvents on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  const opened: PgShopEvents[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((events) => events.close()));
  });

  /** The change log of a status change names a real admin account. */
  const anAdmin = async () => {
    await database().query(
      `INSERT INTO admins (login, password_hash) VALUES ('events-admin', 'not-a-hash') ON CONFLICT DO NOTHING`,
    );
    const row = (await database().query<{ id: number }>(`SELECT id FROM admins WHERE login = 'events-admin'`)).rows[0];
    return { id: row?.id ?? 0, login: 'events-admin' };
  };

  /** An instance's listener, with what it heard. */
  const listener = async () => {
    const events = new PgShopEvents({
      connectionString: database().connectionString,
      database: database(),
      logger: silentLogger,
      reconnectDelayMs: 50,
    });
    opened.push(events);
    await events.listening();
    const heard: ShopEvent[] = [];
    events.subscribe((event) => heard.push(event));
    return { events, heard };
  };

  it('fans a published event out to every instance, and the orders table’s changes too, once committed', async () => {
    const one = await listener();
    const two = await listener();
    await one.events.publish({ type: 'menu-changed', cityId: 2 });
    // Each instance hears it on its own connection, in its own time.
    await expect.poll(() => two.heard).toContainEqual({ type: 'menu-changed', cityId: 2 });
    await expect.poll(() => one.heard).toContainEqual({ type: 'menu-changed', cityId: 2 });

    // A phone that needed no code: the kitchen may move the order.
    const order = orderRecordOf({
      cityId: 1,
      confirmation: { ...orderRecordOf().confirmation, status: 'not-required', codeHash: null, codeExpiresAt: null },
    });
    await new PgOrderRepository(database()).save(order);
    await expect.poll(() => two.heard).toContainEqual({ type: 'order-changed', cityId: 1, code: order.code });
    expect(
      await new PgStaffOrders(database()).changeStatus(order.code, 'new', 'accepted', {
        by: await anAdmin(),
        at: new Date(),
      }),
    ).toBe(true);
    await expect
      .poll(() => two.heard.filter((event) => event.type === 'order-changed' && event.code === order.code))
      .toHaveLength(2);

    // A rolled-back change tells nobody.
    await database()
      .transaction(async (tx) => {
        await tx.query(`UPDATE orders SET status = 'cooking' WHERE code = $1`, [order.code]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await one.events.publish({ type: 'menu-changed', cityId: 1 });
    await expect.poll(() => two.heard).toContainEqual({ type: 'menu-changed', cityId: 1 });
    expect(two.heard.filter((event) => event.type === 'order-changed' && event.code === order.code)).toHaveLength(2);
  });

  it('listens again after its connection is killed, and says events may have been missed', async () => {
    const one = await listener();
    await database().query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'burger-sushi-shop-events' AND datname = current_database()`,
    );
    await expect.poll(() => one.heard, { timeout: 3_000 }).toContainEqual({ type: 'events-resumed' });
    await one.events.publish({ type: 'menu-changed', cityId: 1 });
    await expect.poll(() => one.heard).toContainEqual({ type: 'menu-changed', cityId: 1 });
  });
});
