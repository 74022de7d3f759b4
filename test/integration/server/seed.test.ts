import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/adapters/database/database';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR, seedPicturesIn } from '../../../src/server/adapters/database/seed/seed-pictures';
import { seedShopIfEmpty } from '../../../src/server/adapters/database/seed/shop-seeder';
import { UploadsDirectory } from '../../../src/server/adapters/uploads/uploads-directory.adapter';
import { miniShop } from '../../fixtures/seed/mini-shop.fixture';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';
import { makeTempDir, removeDir } from '../support/temp-dir';

const fixtureArt = (name: string): Promise<Buffer | null> =>
  Promise.resolve(
    name === 'banner-unknown.svg'
      ? null
      : Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`),
  );

describe.each(databaseTargets())('seeding on $name PostgreSQL', (target) => {
  let server: TestServer;
  let uploadsRoot: string;
  const fresh: FreshDatabase[] = [];
  const migratedDatabase = async (): Promise<Database> => {
    const created = await server.createDatabase();
    fresh.push(created);
    await runMigrations(created.database, SHOP_MIGRATIONS);
    return created.database;
  };

  beforeAll(async () => {
    server = await target.start();
    uploadsRoot = await makeTempDir('uploads');
  });
  afterAll(async () => {
    await Promise.all(fresh.map((f) => f.drop()));
    await server.stop();
    await removeDir(uploadsRoot);
  });

  describe('the mini fixture shop', () => {
    let database: Database;
    let uploads: UploadsDirectory;
    beforeAll(async () => {
      database = await migratedDatabase();
      uploads = new UploadsDirectory(join(uploadsRoot, 'mini'));
    });

    it('fills an empty shop and writes the images it has art for', async () => {
      const report = await seedShopIfEmpty(database, { shop: miniShop, pictures: fixtureArt, uploads });
      expect(report).toEqual({ seeded: true, imagesWritten: 3, missingArt: ['banner-unknown.svg'] });
      expect((await readdir(uploads.root)).sort()).toEqual([
        'burger-classic.svg',
        'drink-cola.svg',
        'roll-philadelphia.svg',
      ]);
    });

    it('stores prices as integer kopiykas, with per-city prices and the stop list', async () => {
      const rows = await database.query<{
        iiko_id: string;
        city_id: number;
        base: number;
        city_price: number | null;
        is_stopped: boolean;
      }>(
        `SELECT p.iiko_id, pc.city_id, p.price AS base, pc.price AS city_price, pc.is_stopped
           FROM products p JOIN product_cities pc ON pc.product_id = p.id ORDER BY p.iiko_id, pc.city_id`,
      );
      expect(rows.rows).toEqual([
        { iiko_id: 'burger-classic', city_id: 1, base: 18990, city_price: null, is_stopped: false },
        { iiko_id: 'burger-classic', city_id: 2, base: 18990, city_price: 19900, is_stopped: true },
        { iiko_id: 'drink-cola', city_id: 1, base: 5500, city_price: null, is_stopped: false },
        { iiko_id: 'drink-cola', city_id: 2, base: 5500, city_price: null, is_stopped: false },
        { iiko_id: 'roll-philadelphia', city_id: 1, base: 32900, city_price: null, is_stopped: false },
      ]);
      const modifier = await database.query('SELECT price FROM modifiers WHERE iiko_id = $1', ['mod-bacon']);
      expect(modifier.rows[0]).toEqual({ price: 3550 });
      const cola = await database.query('SELECT volume_ml, weight_grams FROM products WHERE iiko_id = $1', [
        'drink-cola',
      ]);
      expect(cola.rows[0]).toEqual({ volume_ml: 330, weight_grams: null });
    });

    it('keeps translations per locale and links modifiers, zones, streets and coupons', async () => {
      const burger = await database.query<{ translations: unknown }>(
        "SELECT translations FROM products WHERE iiko_id = 'burger-classic'",
      );
      expect(burger.rows[0]?.translations).toEqual({
        uk: { name: 'Класичний', description: 'Опис' },
        en: { name: 'Classic', description: 'Description' },
        ru: { name: 'Классический', description: 'Описание' },
      });
      const counts = await database.query<Record<string, number>>(`SELECT
        (SELECT count(*) FROM product_modifiers) AS product_modifiers,
        (SELECT count(*) FROM working_hours) AS working_hours,
        (SELECT count(*) FROM streets) AS streets,
        (SELECT count(*) FROM zones) AS zones,
        (SELECT count(*) FROM coupon_cities) AS coupon_cities,
        (SELECT count(*) FROM coupon_action_items) AS coupon_action_items,
        (SELECT count(*) FROM site_settings) AS site_settings`);
      expect(counts.rows[0]).toEqual({
        product_modifiers: 2,
        working_hours: 4, // 2 cities × 2 stop texts, all running
        streets: 1,
        zones: 1,
        coupon_cities: 3,
        coupon_action_items: 2,
        site_settings: 6,
      });
      const coupons = await database.query('SELECT code, kind, value, min_cart FROM coupons ORDER BY code');
      expect(coupons.rows).toEqual([
        { code: 'GIFT', kind: 'gift', value: 0, min_cart: null },
        { code: 'MINUS50', kind: 'fixed', value: 5000, min_cart: 40000 },
      ]);
    });

    it('moves explicit-id sequences on, so staff can add delivery cities later', async () => {
      const added = await database.query<{ id: number }>(
        "INSERT INTO delivery_cities (city_id, name) VALUES (1, 'Винники') RETURNING id",
      );
      expect(added.rows[0]?.id).toBeGreaterThan(20);
    });

    it('does nothing on a second start: staff changes survive', async () => {
      await database.query("UPDATE products SET price = 20000 WHERE iiko_id = 'burger-classic'");
      const report = await seedShopIfEmpty(database, { shop: miniShop, pictures: fixtureArt, uploads });
      expect(report).toEqual({ seeded: false, imagesWritten: 0, missingArt: ['banner-unknown.svg'] });
      const price = await database.query("SELECT price FROM products WHERE iiko_id = 'burger-classic'");
      expect(price.rows[0]).toEqual({ price: 20000 });
      expect((await database.query('SELECT count(*)::int AS n FROM products')).rows[0]).toEqual({ n: 3 });
    });

    it('seeds once when several instances start together', async () => {
      const database2 = await migratedDatabase();
      const reports = await Promise.all(
        [1, 2, 3].map(() => seedShopIfEmpty(database2, { shop: miniShop, pictures: fixtureArt, uploads })),
      );
      expect(reports.filter((r) => r.seeded)).toHaveLength(1);
      expect((await database2.query('SELECT count(*)::int AS n FROM products')).rows[0]).toEqual({ n: 3 });
    });
  });

  describe('the demo shop', () => {
    it('seeds completely, with artwork for every product and banner', async () => {
      const database = await migratedDatabase();
      const uploads = new UploadsDirectory(join(uploadsRoot, 'demo'));
      const report = await seedShopIfEmpty(database, {
        shop: demoShop,
        pictures: seedPicturesIn(SEED_PICTURES_DIR),
        uploads,
      });
      expect(report.seeded).toBe(true);
      expect(report.missingArt).toEqual([]);
      const products = await database.query<{ n: number }>('SELECT count(*) AS n FROM products');
      expect(products.rows[0]?.n).toBe(demoShop.products.length);
      const cities = await database.query('SELECT id, slug, sushi_enabled FROM cities ORDER BY id');
      expect(cities.rows).toEqual([
        { id: 1, slug: 'lviv', sushi_enabled: true },
        { id: 2, slug: 'kyiv', sushi_enabled: false },
      ]);
      const firstPhoto = demoShop.products[0]?.photo ?? '';
      expect(await readFile(join(uploads.root, firstPhoto), 'utf8')).toContain('<svg');
    });
  });
});
