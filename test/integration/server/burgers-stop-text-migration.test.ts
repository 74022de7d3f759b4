import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { seedShopIfEmpty } from '../../../src/server/adapters/database/seed/shop-seeder';
import type { SeedShop } from '../../../src/server/adapters/database/seed/seed.types';
import { UploadsDirectory } from '../../../src/server/adapters/uploads/uploads-directory.adapter';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';
import { makeTempDir, removeDir } from '../support/temp-dir';

const BEFORE_0033 = SHOP_MIGRATIONS.filter((m) => m.id < '0033');
const [LVIV, KYIV] = [1, 2];

const burgersStop = demoShop.stopTexts.find((text) => text.functionality === 'burgers');
if (burgersStop?.translationWithoutSushi === undefined) throw new Error('The seed has no burgers notice without sushi');
const { translation: withRolls, translationWithoutSushi: withoutRolls } = burgersStop;

/** The demo shop as seeded before the notice had a version for cities without sushi. */
const shopSeededBefore: SeedShop = {
  ...demoShop,
  stopTexts: demoShop.stopTexts.map(({ functionality, translation }) => ({ functionality, translation })),
};

const notices = async (fresh: FreshDatabase) =>
  (
    await fresh.database.query<{ city_id: number; functionality: string; translations: unknown }>(
      'SELECT city_id, functionality, translations FROM working_hours ORDER BY city_id, functionality',
    )
  ).rows;

const burgersNotice = async (fresh: FreshDatabase, cityId: number): Promise<unknown> =>
  (await notices(fresh)).find((row) => row.city_id === cityId && row.functionality === 'burgers')?.translations;

/*
 * Migration 0033: the seeded "burgers stopped" notice offered rolls and sets in cities that make
 * none. Where it is still the seeded text in a city without sushi, it becomes the version without
 * them; Lviv's, and any text staff wrote, stay as they are.
 */
describe.each(databaseTargets())('migration 0033, the burgers notice without sushi, on $name PostgreSQL', (target) => {
  let server: TestServer;
  let uploadsDir: string;
  const databases: FreshDatabase[] = [];

  beforeAll(async () => {
    server = await target.start();
    uploadsDir = await makeTempDir('burgers-notice');
  });
  afterAll(async () => {
    await Promise.all(databases.map((fresh) => fresh.drop()));
    await removeDir(uploadsDir);
    await server.stop();
  });

  const seeded = async (shop: SeedShop, migrations = SHOP_MIGRATIONS): Promise<FreshDatabase> => {
    const fresh = await server.createDatabase();
    databases.push(fresh);
    await runMigrations(fresh.database, migrations);
    await seedShopIfEmpty(fresh.database, {
      shop,
      pictures: () => Promise.resolve(null),
      uploads: new UploadsDirectory(uploadsDir),
    });
    return fresh;
  };

  it('gives Kyiv the version without rolls and keeps Lviv’s', async () => {
    const fresh = await seeded(shopSeededBefore, BEFORE_0033);
    const before = await notices(fresh);

    const report = await runMigrations(fresh.database, SHOP_MIGRATIONS);

    expect(report.applied).toEqual(['0033_burgers_stop_text_without_sushi']);
    expect(await burgersNotice(fresh, KYIV)).toEqual(withoutRolls);
    expect(await burgersNotice(fresh, LVIV)).toEqual(withRolls);
    // Nothing else moved.
    const others = (rows: typeof before) =>
      rows.filter((row) => row.city_id !== KYIV || row.functionality !== 'burgers');
    expect(others(await notices(fresh))).toEqual(others(before));
  });

  it('leaves a notice staff rewrote as they wrote it', async () => {
    const fresh = await seeded(shopSeededBefore, BEFORE_0033);
    await fresh.database.query(
      `UPDATE working_hours SET translations = jsonb_set(translations, '{en,description}', '"Only drinks today."')
        WHERE city_id = $1 AND functionality = 'burgers'`,
      [KYIV],
    );

    await runMigrations(fresh.database, SHOP_MIGRATIONS);

    expect(await burgersNotice(fresh, KYIV)).toEqual({
      ...withRolls,
      en: { ...withRolls.en, description: 'Only drinks today.' },
    });
  });

  it('seeds a new shop with it where there is no sushi, and finds nothing to mend there', async () => {
    const fresh = await seeded(demoShop);
    expect(await burgersNotice(fresh, KYIV)).toEqual(withoutRolls);
    expect(await burgersNotice(fresh, LVIV)).toEqual(withRolls);
    expect(JSON.stringify(withoutRolls)).not.toMatch(/rolls|роли|роллы|sets|сети|сеты/i);
  });
});
