import { citySlugOf, type CityId } from '../../../../domain/city/city';
import type { ContentPageSlug } from '../../../../domain/content/content-page';
import type { ContentText } from '../../../../domain/content/content-text.rule';
import type { ContentVersionKey } from '../../../../domain/content/content-version.rule';
import type { Locale } from '../../../../domain/shared/locale';
import type {
  ContentChangeContext,
  ContentTextRecord,
  ContentTextsReadPort,
  ContentTextsWritePort,
} from '../../../application/ports/content-texts.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

interface ContentTextRow {
  city_id: number | null;
  locale: string;
  title: string;
  body: string;
  updated_at: Date;
  updated_by: string | null;
}

const recordOf = (row: ContentTextRow): ContentTextRecord => ({
  cityId: row.city_id as CityId | null,
  locale: row.locale as Locale,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const SELECT_VERSIONS = `SELECT city_id, locale, title, body, updated_at, updated_by FROM content_texts
  WHERE slug = $1 ORDER BY city_id NULLS FIRST, array_position(ARRAY['uk', 'en', 'ru'], locale)`;

const readVersions = async (db: Queryable, slug: ContentPageSlug): Promise<readonly ContentTextRecord[]> =>
  (await db.query<ContentTextRow>(SELECT_VERSIONS, [slug])).rows.map(recordOf);

/** How the change log names a version: 'delivery · en · kyiv' (or 'all cities'). */
const targetOf = (slug: ContentPageSlug, { cityId, locale }: ContentVersionKey): string =>
  `${slug} · ${locale} · ${cityId === null ? 'all cities' : citySlugOf(cityId)}`;

const audited = (text: ContentText | undefined): ContentText | null =>
  text === undefined ? null : { title: text.title, body: text.body };

const findVersion = (versions: readonly ContentTextRecord[], key: ContentVersionKey) =>
  versions.find((version) => version.cityId === key.cityId && version.locale === key.locale);

/** The information pages' texts (migration 0029) as the storefront reads them. */
export class PgContentTextsReader implements ContentTextsReadPort {
  constructor(protected readonly db: Queryable) {}

  async listVersions(slug: ContentPageSlug): Promise<readonly ContentTextRecord[] | null> {
    const [page, versions] = await Promise.all([
      this.db.query('SELECT 1 FROM content_pages WHERE slug = $1', [slug]),
      readVersions(this.db, slug),
    ]);
    return page.rowCount === 0 ? null : versions;
  }
}

/** The same texts as staff change them. */
export class PgContentTexts extends PgContentTextsReader implements ContentTextsWritePort {
  constructor(private readonly database: Database) {
    super(database);
  }

  save(
    slug: ContentPageSlug,
    version: ContentVersionKey & ContentText,
    { by, at }: ContentChangeContext,
  ): Promise<'saved' | 'unknown-page'> {
    return this.database.transaction(async (tx) => {
      // One change of a page at a time: each reads what the previous one left.
      const page = await tx.query('SELECT 1 FROM content_pages WHERE slug = $1 FOR UPDATE', [slug]);
      if (page.rowCount === 0) return 'unknown-page';
      const before = findVersion(await readVersions(tx, slug), version);
      await tx.query(
        `INSERT INTO content_texts (slug, city_id, locale, title, body, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ON CONSTRAINT content_texts_version_key DO UPDATE SET
           title = EXCLUDED.title, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [slug, version.cityId, version.locale, version.title, version.body, at, by.login],
      );
      await recordAdminChange(tx, {
        by,
        at,
        cityId: version.cityId,
        section: 'content',
        action: 'update-page',
        target: targetOf(slug, version),
        before: audited(before),
        after: audited(version),
      });
      return 'saved';
    });
  }

  removeCityVersion(
    slug: ContentPageSlug,
    version: { readonly cityId: CityId; readonly locale: Locale },
    { by, at }: ContentChangeContext,
  ): Promise<'removed' | 'not-found'> {
    return this.database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM content_pages WHERE slug = $1 FOR UPDATE', [slug]);
      const removed = await tx.query<ContentTextRow>(
        `DELETE FROM content_texts WHERE slug = $1 AND city_id = $2 AND locale = $3
         RETURNING city_id, locale, title, body, updated_at, updated_by`,
        [slug, version.cityId, version.locale],
      );
      const row = removed.rows[0];
      if (row === undefined) return 'not-found';
      await recordAdminChange(tx, {
        by,
        at,
        cityId: version.cityId,
        section: 'content',
        action: 'remove-city-version',
        target: targetOf(slug, version),
        before: audited(recordOf(row)),
        after: null,
      });
      return 'removed';
    });
  }
}
