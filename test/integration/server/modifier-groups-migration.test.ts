import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';

const BEFORE_0026 = SHOP_MIGRATIONS.filter((m) => m.id < '0026');

/** A shop that predates modifier groups gets them from its modifiers' old product_group_id. */
describe.each(databaseTargets())('migration 0026 on a shop with modifiers, on $name PostgreSQL', (target) => {
  let server: TestServer;
  let fresh: FreshDatabase;

  beforeAll(async () => {
    server = await target.start();
    fresh = await server.createDatabase();
  });
  afterAll(async () => {
    await fresh.drop();
    await server.stop();
  });

  it('groups each product’s patties (one of, its first preselected) and extras (any of, 4 in all; toppings 2, an extra patty 1)', async () => {
    const db = fresh.database;
    await runMigrations(db, BEFORE_0026);
    await db.query(`INSERT INTO categories (id, slug, translations) VALUES (1, 'burgers', '{}')`);
    await db.query(
      `INSERT INTO products (id, iiko_id, category_id, translations, price, photo) VALUES (1, 'b', 1, '{}', 18900, 'b.svg'), (2, 'c', 1, '{}', 9900, 'c.svg')`,
    );
    await db.query(`INSERT INTO modifiers (id, iiko_id, iiko_name, translations, price, product_group_id) VALUES
      (1, 'beef', 'Яловича котлета', '{}', 0, 'patty'), (2, 'chicken', 'Куряча котлета', '{}', 0, 'patty'),
      (3, 'bacon', 'Додатковий бекон', '{}', 4000, 'extras'), (4, 'extra-beef', 'Додаткова яловича котлета', '{}', 7500, 'extras')`);
    await db.query(
      `INSERT INTO product_modifiers (product_id, modifier_id, position) VALUES (1, 2, 0), (1, 1, 1), (1, 3, 2), (1, 4, 3)`,
    );

    await runMigrations(db, SHOP_MIGRATIONS);

    const groups = await db.query<{ kind: string; max_total: number | null; name: string; links: string }>(
      `SELECT g.kind, g.max_total, g.translations->'en'->>'name' AS name,
              string_agg(m.iiko_id || ':' || pm.max_count || (CASE WHEN pm.is_default THEN '*' ELSE '' END), ' ' ORDER BY pm.position) AS links
         FROM product_modifier_groups g JOIN product_modifiers pm ON pm.group_id = g.id JOIN modifiers m ON m.id = pm.modifier_id
        GROUP BY g.id ORDER BY g.position`,
    );
    expect(groups.rows).toEqual([
      { kind: 'one-of', max_total: null, name: 'Patty', links: 'chicken:1* beef:1' },
      { kind: 'any-of', max_total: 4, name: 'Extras', links: 'bacon:2 extra-beef:1' },
    ]);
    // A link without a group cannot be stored any more.
    await expect(db.query('INSERT INTO product_modifiers (product_id, modifier_id) VALUES (2, 1)')).rejects.toThrow(
      /group_id/,
    );
  });
});
