import type { CityId } from '../../../../domain/city/city';
import type { LngLat } from '../../../../domain/delivery-zone/lng-lat';
import type { GazetteerStreet, GazetteerStreetSource } from '../../geocoder/gazetteer-street';
import type { Queryable } from '../database';
import { PerCityCache } from './per-city-cache';

/** A gazetteer street with the locality it belongs to, for the street list of the order form. */
export interface StoredStreet extends GazetteerStreet {
  readonly deliveryCityId: number;
}

interface StreetRow {
  id: string;
  city_id: CityId;
  delivery_city_id: number;
  name: string;
  first_house: number;
  last_house: number;
  line: LngLat[];
}

/**
 * The street gazetteer from PostgreSQL, one query per city and then from memory: every address a
 * customer types is geocoded against it, and the list changes only when staff edit streets
 * (who then call invalidate).
 */
export class PgStreetSource implements GazetteerStreetSource {
  private readonly cache: PerCityCache<readonly StoredStreet[]>;

  constructor(private readonly db: Queryable) {
    this.cache = new PerCityCache((cityId) => this.load(cityId));
  }

  streetsOf(cityId: CityId): Promise<readonly StoredStreet[]> {
    return this.cache.get(cityId);
  }

  invalidate(cityId?: CityId): void {
    this.cache.invalidate(cityId);
  }

  private async load(cityId: CityId): Promise<readonly StoredStreet[]> {
    const result = await this.db.query<StreetRow>(
      `SELECT id, city_id, delivery_city_id, name, first_house, last_house, line
         FROM streets WHERE city_id = $1 ORDER BY name, id`,
      [cityId],
    );
    return Object.freeze(
      result.rows.map((row) => ({
        id: row.id,
        cityId: row.city_id,
        deliveryCityId: row.delivery_city_id,
        name: row.name,
        firstHouse: row.first_house,
        lastHouse: row.last_house,
        line: row.line,
      })),
    );
  }
}
