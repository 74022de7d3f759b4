import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownOfParagraphs } from '../../../src/domain/content/paragraphs-markdown';
import { LOCALES } from '../../../src/domain/shared/locale';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { seedShopIfEmpty } from '../../../src/server/adapters/database/seed/shop-seeder';
import { UploadsDirectory } from '../../../src/server/adapters/uploads/uploads-directory.adapter';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';
import { makeTempDir, removeDir } from '../support/temp-dir';

const BEFORE_0032 = SHOP_MIGRATIONS.filter((m) => m.id < '0032');
const KYIV = 2;

interface BannerPlace {
  readonly id: number;
  readonly city_id: number;
  readonly page: string;
  readonly position: number;
}

interface TextRow {
  readonly slug: string;
  readonly city_id: number | null;
  readonly locale: string;
  readonly title: string;
  readonly body: string;
  readonly updated_by: string | null;
}

/** The demo shop as it was seeded before Kyiv had pages of its own: the shop-wide texts only. */
const shopSeededBeforeKyivPages = {
  ...demoShop,
  contentPages: demoShop.contentPages.map((page) => ({ slug: page.slug, translation: page.translation })),
};

/** What a shop seeded now gives Kyiv, page by page and language by language. */
const kyivSeeded = (slug: string, locale: (typeof LOCALES)[number]) => {
  const text = demoShop.contentPages.find((page) => page.slug === slug)?.byCity?.[KYIV]?.[locale];
  if (text === undefined) throw new Error(`The seed has no Kyiv ${slug} in ${locale}`);
  return { title: text.title, body: markdownOfParagraphs(text.paragraphs) };
};

/** Each page's banners in the order customers see them, with their stored places. */
const pagesOf = (banners: readonly BannerPlace[]): Map<string, BannerPlace[]> => {
  const pages = new Map<string, BannerPlace[]>();
  for (const banner of [...banners].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const key = `${banner.city_id} ${banner.page}`;
    pages.set(key, [...(pages.get(key) ?? []), banner]);
  }
  return pages;
};

/*
 * Migration 0032 gives a shop seeded before Kyiv had its own information pages the Kyiv versions a
 * new shop is seeded with, wherever Kyiv still read the seeded shop-wide text (which promises sushi
 * and 29 minutes), and leaves alone whatever staff wrote. It also numbers each page's banners from
 * 0, as staff changes do, where the old seed started at 1.
 */
describe.each(databaseTargets())(
  'migration 0032 on a shop seeded before Kyiv pages and banner places from 0, on $name PostgreSQL',
  (target) => {
    let server: TestServer;
    let fresh: FreshDatabase;
    let uploadsDir: string;
    let before: readonly TextRow[] = [];
    let after: readonly TextRow[] = [];
    let seededPlaces: readonly BannerPlace[] = [];
    let oldPlaces: readonly BannerPlace[] = [];
    let migratedPlaces: readonly BannerPlace[] = [];

    const places = async (): Promise<BannerPlace[]> =>
      (await fresh.database.query<BannerPlace>('SELECT id, city_id, page, position FROM banners ORDER BY id')).rows;

    const rows = async (): Promise<TextRow[]> =>
      (
        await fresh.database.query<TextRow>(
          'SELECT slug, city_id, locale, title, body, updated_by FROM content_texts ORDER BY slug, city_id NULLS FIRST, locale',
        )
      ).rows;

    beforeAll(async () => {
      server = await target.start();
      fresh = await server.createDatabase();
      uploadsDir = await makeTempDir('kyiv-content-');
      const db = fresh.database;
      await runMigrations(db, BEFORE_0032);
      await seedShopIfEmpty(db, {
        shop: shopSeededBeforeKyivPages,
        pictures: () => Promise.resolve(null),
        uploads: new UploadsDirectory(uploadsDir),
      });
      seededPlaces = await places();
      // The old seed placed each page's banners at 1, 2, 3; staff have since moved Lviv's sushi page (0, 1, ...).
      await db.query(`UPDATE banners SET position = position + 1 WHERE NOT (city_id = 1 AND page = 'sushi')`);
      oldPlaces = await places();
      // Staff rewrote the shop-wide English "about" page, and gave Kyiv its own Russian jobs page.
      await db.query(
        `UPDATE content_texts SET body = body || E'\n\nNow also in Odesa.', updated_by = 'boss'
        WHERE slug = 'about' AND city_id IS NULL AND locale = 'en'`,
      );
      await db.query(
        `INSERT INTO content_texts (slug, city_id, locale, title, body, updated_by)
       VALUES ('vacancies', $1, 'ru', 'Вакансии в Киеве', 'Пишите нам.', 'boss')`,
        [KYIV],
      );
      before = await rows();
      const report = await runMigrations(db, SHOP_MIGRATIONS);
      expect(report.applied).toContain('0032_kyiv_pages_banner_places');
      after = await rows();
      migratedPlaces = await places();
    }, 120_000);
    afterAll(async () => {
      await fresh.drop();
      await server.stop();
      await removeDir(uploadsDir);
    });

    it('gives Kyiv the seeded Kyiv version wherever it read the seeded shop-wide text', () => {
      const added = after.filter(
        (row) =>
          !before.some((old) => old.slug === row.slug && old.city_id === row.city_id && old.locale === row.locale),
      );
      const expected = demoShop.contentPages.flatMap((page) =>
        LOCALES.filter(
          (locale) => !(page.slug === 'about' && locale === 'en') && !(page.slug === 'vacancies' && locale === 'ru'),
        ).map((locale) => ({
          slug: page.slug,
          city_id: KYIV,
          locale,
          ...kyivSeeded(page.slug, locale),
          updated_by: null,
        })),
      );
      expect(added).toHaveLength(10);
      expect([...added].sort(byKey)).toEqual([...expected].sort(byKey));
      // The brand's name says sushi everywhere; it is a name, not a promise.
      for (const row of added)
        expect(`${row.title} ${row.body}`.replaceAll('Burger & Sushi', '')).not.toMatch(/\b29\b|суш|sushi/i);
    });

    it('leaves a page whose shop-wide text staff rewrote, and a Kyiv version staff wrote, as they were', () => {
      const kyivAboutEn = after.find((row) => row.slug === 'about' && row.city_id === KYIV && row.locale === 'en');
      expect(kyivAboutEn).toBeUndefined();
      expect(after.find((row) => row.slug === 'vacancies' && row.city_id === KYIV && row.locale === 'ru')).toEqual({
        slug: 'vacancies',
        city_id: KYIV,
        locale: 'ru',
        title: 'Вакансии в Киеве',
        body: 'Пишите нам.',
        updated_by: 'boss',
      });
    });

    it('changes no row that was there: the shop-wide texts stay as they were', () => {
      expect(
        after.filter((row) =>
          before.some((old) => old.slug === row.slug && old.city_id === row.city_id && old.locale === row.locale),
        ),
      ).toEqual(before);
    });

    it('a shop seeded now places each page’s banners from 0, as staff changes do', () => {
      for (const page of pagesOf(seededPlaces).values())
        expect(page.map((banner) => banner.position)).toEqual(page.map((_, index) => index));
    });

    it('numbers each page’s banners from 0 in the order customers saw them', () => {
      const old = pagesOf(oldPlaces);
      const migrated = pagesOf(migratedPlaces);
      expect([...migrated.keys()].sort()).toEqual([...old.keys()].sort());
      expect([...old.values()].some((page) => page[0]?.position === 1)).toBe(true);
      for (const [key, page] of migrated) {
        expect(
          page.map((banner) => banner.id),
          key,
        ).toEqual(old.get(key)?.map((banner) => banner.id));
        expect(
          page.map((banner) => banner.position),
          key,
        ).toEqual(page.map((_, index) => index));
      }
    });
  },
);

const byKey = (a: { slug: string; locale: string }, b: { slug: string; locale: string }): number =>
  `${a.slug} ${a.locale}`.localeCompare(`${b.slug} ${b.locale}`);
