import type { CityId, CitySlug } from '../../../../domain/city/city';
import type { CityDto } from '../../../../domain/shop-api/catalog.contract';
import type { PageHeadTextDto } from '../../../../domain/shop-api/page-head-texts.contract';
import type { CitiesReadPort } from '../../../application/catalogue/ports/cities-read.port';
import type { Queryable } from '../database';
import { translatedText } from './translations.mapper';

interface CityRow {
  id: CityId;
  slug: CitySlug;
  translations: unknown;
  region: string;
  phone: string;
  sushi_enabled: boolean;
  center_lng: number;
  center_lat: number;
  head_texts: PageHeadTextDto[];
}

export class PgCityRepository implements CitiesReadPort {
  constructor(private readonly db: Queryable) {}

  async listCities(): Promise<readonly CityDto[]> {
    const result = await this.db.query<CityRow>(
      `SELECT c.id, c.slug, c.translations, c.region, c.phone, c.sushi_enabled, c.center_lng, c.center_lat,
              COALESCE((SELECT jsonb_agg(jsonb_build_object(
                        'page', t.page, 'locale', t.locale, 'title', t.title, 'description', t.description)
                        ORDER BY t.page, t.locale)
                   FROM page_head_texts t WHERE t.city_id = c.id), '[]'::jsonb) AS head_texts
         FROM cities c ORDER BY c.position, c.id`,
    );
    return result.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: translatedText(row.translations, 'name'),
      region: row.region,
      phone: row.phone,
      sushiEnabled: row.sushi_enabled,
      center: [row.center_lng, row.center_lat] as const,
      headTexts: row.head_texts,
    }));
  }
}
