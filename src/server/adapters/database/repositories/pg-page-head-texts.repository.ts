import type { CityId } from '../../../../domain/city/city';
import type { CheckedHeadText } from '../../../../domain/seo/page-head-text.rule';
import type { PageHeadTextsPort } from '../../../application/seo/ports/page-head-texts.port';
import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

const READ = `
SELECT page, locale, title, description
  FROM page_head_texts
 WHERE city_id = $1
 ORDER BY array_position(ARRAY['home', 'sushi', 'about', 'delivery', 'public-offer', 'vacancies'], page),
          array_position(ARRAY['uk', 'en', 'ru'], locale)`;

const readTexts = async (db: Queryable, cityId: CityId): Promise<CheckedHeadText[]> =>
  (await db.query<CheckedHeadText>(READ, [cityId])).rows;

/** Page titles and descriptions on PostgreSQL (table page_head_texts). */
export class PgPageHeadTexts implements PageHeadTextsPort {
  constructor(private readonly database: Database) {}

  async read(cityId: CityId): Promise<readonly CheckedHeadText[] | null> {
    const city = await this.database.query('SELECT 1 FROM cities WHERE id = $1', [cityId]);
    return city.rowCount === 0 ? null : readTexts(this.database, cityId);
  }

  replace(
    cityId: CityId,
    texts: readonly CheckedHeadText[],
    { by, at }: { readonly by: AdminIdentity; readonly at: Date },
  ): Promise<readonly CheckedHeadText[] | null> {
    return this.database.transaction(async (tx) => {
      // The city's row lock makes two saves of its texts take turns.
      const city = await tx.query<{ slug: string }>('SELECT slug FROM cities WHERE id = $1 FOR UPDATE', [cityId]);
      const slug = city.rows[0]?.slug;
      if (slug === undefined) return null;
      const before = await readTexts(tx, cityId);
      await tx.query('DELETE FROM page_head_texts WHERE city_id = $1', [cityId]);
      if (texts.length > 0) {
        await tx.query(
          `INSERT INTO page_head_texts (city_id, page, locale, title, description)
           SELECT $1, t.page, t.locale, t.title, t.description
             FROM jsonb_to_recordset($2::jsonb) AS t(page text, locale text, title text, description text)`,
          [cityId, JSON.stringify(texts)],
        );
      }
      const after = await readTexts(tx, cityId);
      await recordAdminChange(tx, {
        by,
        at,
        cityId,
        section: 'site-management',
        action: 'update-page-heads',
        target: slug,
        before,
        after,
      });
      return after;
    });
  }
}
