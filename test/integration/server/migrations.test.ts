import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';

const SHOP_TABLES = [
  'cities',
  'categories',
  'products',
  'product_cities',
  'modifiers',
  'product_modifiers',
  'product_modifier_groups',
  'product_photos',
  'photo_files',
  'banner_pictures',
  'payment_types',
  'delivery_cities',
  'streets',
  'zones',
  'pickup_points',
  'working_hours',
  'disabled_delivery_types',
  'site_settings',
  'banners',
  'content_pages',
  'content_texts',
  'coupons',
  'coupon_cities',
  'coupon_actions',
  'coupon_action_items',
  'admins',
  'admin_tokens',
  'orders',
  'order_lines',
  'sms_codes',
  'callback_requests',
  'payments',
  'staff_menu_changes',
  'admin_audit',
  'shop_secrets',
  'quota_uses',
  'rate_limit_hits',
  'schema_migrations',
  'city_schedules',
  'city_schedule_exceptions',
  'page_head_texts',
];

describe.each(databaseTargets())('migrations on $name PostgreSQL', (target) => {
  let server: TestServer;
  const fresh: FreshDatabase[] = [];
  const freshDatabase = async () => {
    const created = await server.createDatabase();
    fresh.push(created);
    return created.database;
  };

  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(async () => {
    await Promise.all(fresh.map((f) => f.drop()));
    await server.stop();
  });

  it('creates the whole shop schema on an empty database', async () => {
    const database = await freshDatabase();
    const report = await runMigrations(database, SHOP_MIGRATIONS);
    expect(report.applied).toEqual(SHOP_MIGRATIONS.map((m) => m.id));
    const tables = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual([...SHOP_TABLES].sort());
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const database = await freshDatabase();
    await runMigrations(database, SHOP_MIGRATIONS);
    const before = await database.query('SELECT id, checksum, applied_at FROM schema_migrations ORDER BY id');
    const again = await runMigrations(database, SHOP_MIGRATIONS);
    expect(again).toEqual({ applied: [], changed: [] });
    const after = await database.query('SELECT id, checksum, applied_at FROM schema_migrations ORDER BY id');
    expect(after.rows).toEqual(before.rows);
  });

  it('lets several instances migrate one database at the same time', async () => {
    const database = await freshDatabase();
    const reports = await Promise.all([1, 2, 3, 4].map(() => runMigrations(database, SHOP_MIGRATIONS)));
    const appliers = reports.filter((r) => r.applied.length > 0);
    expect(appliers).toHaveLength(1);
    expect(appliers[0]?.applied).toHaveLength(SHOP_MIGRATIONS.length);
    const count = await database.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
    expect(count.rows[0]?.n).toBe(SHOP_MIGRATIONS.length);
  });

  it('rolls a failing migration back completely and says which one failed', async () => {
    const database = await freshDatabase();
    const broken = [
      ...SHOP_MIGRATIONS,
      { id: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' },
    ];
    await expect(runMigrations(database, broken)).rejects.toThrow(/Migration 9999_broken failed: .*no_such_table/);
    const tables = await database.query("SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.rowCount).toBe(0);
  });

  it('reports a shipped migration whose SQL was edited afterwards', async () => {
    const database = await freshDatabase();
    await runMigrations(database, SHOP_MIGRATIONS);
    const edited = SHOP_MIGRATIONS.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
    expect(await runMigrations(database, edited)).toEqual({ applied: [], changed: [SHOP_MIGRATIONS[0]?.id] });
  });

  it('keeps money in integer kopiykas: no float or numeric column outside map coordinates', async () => {
    const database = await freshDatabase();
    await runMigrations(database, SHOP_MIGRATIONS);
    const inexact = await database.query<{ column: string }>(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('real', 'double precision', 'numeric', 'money')`,
    );
    expect(inexact.rows.map((r) => r.column).sort()).toEqual(['cities.center_lat', 'cities.center_lng']);
    const money = await database.query<{ column: string }>(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' AND domain_name = 'kopiykas'`,
    );
    expect(money.rows.map((r) => r.column)).toEqual(
      expect.arrayContaining([
        'products.price',
        'orders.total',
        'orders.discount',
        'order_lines.line_total',
        'payments.amount',
      ]),
    );
  });

  it('enforces the order arithmetic in the database itself', async () => {
    const database = await freshDatabase();
    await runMigrations(database, SHOP_MIGRATIONS);
    await database.query(
      `INSERT INTO cities (id, slug, translations, region, phone, center_lng, center_lat)
       VALUES (1, 'lviv', '{}', 'r', 'p', 24, 49)`,
    );
    const insertOrder = (total: number) =>
      database.query(
        `INSERT INTO orders (code, city_id, delivery_type, pay_method, form, customer_name, customer_phone,
                             phone_digits, items_total, delivery_fee, discount, total)
         VALUES ($1, 1, 'delivery', 'cash', '{}', 'N', '+38 (067) 000 00 00', '0670000000', 30000, 5000, 1000, $2)`,
        [`C-${total}`, total],
      );
    await expect(insertOrder(34000)).resolves.toBeDefined();
    await expect(insertOrder(34001)).rejects.toThrow(/orders_check/);
    await expect(insertOrder(-1)).rejects.toThrow(/kopiykas/);

    const insertLine = (
      position: number,
      unit: number,
      modifiers: number,
      count: number,
      total: number,
      gift = false,
    ) =>
      database.query(
        `INSERT INTO order_lines (order_id, position, iiko_id, name, unit_price, modifiers_price, count, line_total, is_gift)
         SELECT id, $1, 'burger', 'Бургер', $2, $3, $4, $5, $6 FROM orders WHERE code = 'C-34000'`,
        [position, unit, modifiers, count, total, gift],
      );
    await expect(insertLine(0, 18900, 3500, 2, 44800)).resolves.toBeDefined();
    await expect(insertLine(1, 18900, 3500, 2, 41300)).rejects.toThrow(/order_lines_check/);
    await expect(insertLine(2, 5500, 0, 1, 0, true)).resolves.toBeDefined(); // a coupon gift
    await expect(insertLine(3, 5500, 0, 1, 5500, true)).rejects.toThrow(/order_lines_check/);
    await expect(insertLine(4, 100, 0, 100, 10000)).rejects.toThrow(/count/);
  });
});
