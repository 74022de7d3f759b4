import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';

const BEFORE_0028 = SHOP_MIGRATIONS.filter((m) => m.id < '0028');

/** A shop whose banners predate the Banners section keeps them, their links turned into shop paths. */
describe.each(databaseTargets())('migration 0028 on a shop with banners, on $name PostgreSQL', (target) => {
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

  it("turns each category link into its page's path with the category as anchor, and keeps the drawn pictures", async () => {
    const db = fresh.database;
    await runMigrations(db, BEFORE_0028);
    await db.query(
      `INSERT INTO cities (id, slug, translations, region, phone, center_lng, center_lat) VALUES (1, 'lviv', '{}', '', '', 24, 49.8)`,
    );
    await db.query(`INSERT INTO banners (city_id, page, image, link, position) VALUES
      (1, 'burgers', 'a.svg', 'combos', 0), (1, 'sushi', 'b.svg', 'sets', 0), (1, 'sushi', 'c.svg', 'drinks', 1),
      (1, 'burgers', 'd.svg', 'sauces', 1), (1, 'burgers', 'e.svg', NULL, 2), (1, 'burgers', 'f.svg', 'pizza', 3)`);

    await runMigrations(db, SHOP_MIGRATIONS);

    const banners = await db.query<{ image: string; link: string | null; picture_id: number | null }>(
      'SELECT image, link, picture_id FROM banners ORDER BY image',
    );
    expect(banners.rows).toEqual([
      { image: 'a.svg', link: '/#combos', picture_id: null },
      { image: 'b.svg', link: '/sushi/#sets', picture_id: null },
      { image: 'c.svg', link: '/sushi/#drinks', picture_id: null },
      { image: 'd.svg', link: '/#sauces', picture_id: null },
      { image: 'e.svg', link: null, picture_id: null },
      // A slug the storefront never knew led nowhere before and leads nowhere now.
      { image: 'f.svg', link: null, picture_id: null },
    ]);
    // A banner shows exactly one main picture, a window that ends after it starts, and a link of the new kind.
    await expect(db.query(`INSERT INTO banners (city_id, page, position) VALUES (1, 'burgers', 4)`)).rejects.toThrow(
      /banners_one_picture/,
    );
    await expect(
      db.query(
        `INSERT INTO banners (city_id, page, image, position, show_from, show_until) VALUES (1, 'burgers', 'g.svg', 4, now(), now() - interval '1 hour')`,
      ),
    ).rejects.toThrow(/banners_window/);
    await expect(
      db.query(
        `INSERT INTO banners (city_id, page, image, position, link) VALUES (1, 'burgers', 'g.svg', 4, 'javascript:x')`,
      ),
    ).rejects.toThrow(/banners_link/);
  });
});
