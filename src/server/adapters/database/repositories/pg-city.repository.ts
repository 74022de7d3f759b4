import type { CityId, CitySlug } from '../../../../domain/city/city';
import type { CityDto } from '../../../../domain/shop-api/catalog.contract';
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
}

export class PgCityRepository implements CitiesReadPort {
  constructor(private readonly db: Queryable) {}

  async listCities(): Promise<readonly CityDto[]> {
    const result = await this.db.query<CityRow>(
      `SELECT id, slug, translations, region, phone, sushi_enabled, center_lng, center_lat
         FROM cities ORDER BY position, id`,
    );
    return result.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: translatedText(row.translations, 'name'),
      region: row.region,
      phone: row.phone,
      sushiEnabled: row.sushi_enabled,
      center: [row.center_lng, row.center_lat] as const,
    }));
  }
}
