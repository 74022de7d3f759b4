import type { CityId } from '../../../../domain/city/city';
import type { DeliveryZone } from '../../../../domain/delivery-zone/delivery-zone.types';
import type { ZoneGeometry } from '../../../../domain/delivery-zone/prepared-geometry.geometry';
import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { DeliveryZoneSource } from '../../zone-lookup/zone-lookup.contract';
import type { Queryable } from '../database';
import { PerCityCache } from './per-city-cache';

interface ZoneRow {
  color: ZoneColor;
  geometry: ZoneGeometry;
}

/**
 * A city's delivery-zone polygons from PostgreSQL, loaded once per city. The same array (and the
 * same geometry objects) is answered every time, so the domain's prepared bounding boxes stay
 * cached; an admin zone import calls invalidate and the next lookup reads the new polygons.
 */
export class PgZoneSource implements DeliveryZoneSource {
  private readonly cache: PerCityCache<readonly DeliveryZone[]>;

  constructor(private readonly db: Queryable) {
    this.cache = new PerCityCache((cityId) => this.load(cityId));
  }

  zonesOf(cityId: CityId): Promise<readonly DeliveryZone[]> {
    return this.cache.get(cityId);
  }

  invalidate(cityId?: CityId): void {
    this.cache.invalidate(cityId);
  }

  private async load(cityId: CityId): Promise<readonly DeliveryZone[]> {
    const result = await this.db.query<ZoneRow>(
      'SELECT color, geometry FROM zones WHERE city_id = $1 ORDER BY position, id',
      [cityId],
    );
    return Object.freeze(result.rows.map((row) => ({ color: row.color, geometry: row.geometry })));
  }
}
