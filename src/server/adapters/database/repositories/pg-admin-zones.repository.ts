import type { CityId } from '../../../../domain/city/city';
import type { ImportedZone } from '../../../../domain/delivery-zone/zone-file.rule';
import type { ZoneGeometry } from '../../../../domain/delivery-zone/prepared-geometry.geometry';
import { ZONE_MINUTES, type ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { AdminZoneDto } from '../../../../domain/shop-api/admin-delivery.contract';
import type { AdminZonesPort, DeliveryChangeBy } from '../../../application/ports/admin-delivery.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

interface ZoneRow {
  position: number;
  name: string;
  color: ZoneColor;
  geometry: ZoneGeometry;
}

const dtoOf = (row: ZoneRow): AdminZoneDto => ({
  position: row.position,
  name: row.name,
  color: row.color,
  minutes: ZONE_MINUTES[row.color],
  geometry: row.geometry,
});

// The change log keeps what staff compare (names and colours), not megabytes of coordinates.
const summaryOf = (zones: readonly AdminZoneDto[]) => zones.map((zone) => ({ name: zone.name, color: zone.color }));

/** A city's zone polygons; an import swaps the whole set in one transaction. */
export class PgAdminZones implements AdminZonesPort {
  constructor(private readonly db: Database) {}

  list(cityId: CityId): Promise<readonly AdminZoneDto[]> {
    return this.read(this.db, cityId);
  }

  replace(cityId: CityId, zones: readonly ImportedZone[], change: DeliveryChangeBy): Promise<readonly AdminZoneDto[]> {
    return this.db.transaction(async (tx) => {
      // Two imports at once would interleave deletes and inserts: the city's row serialises them.
      await tx.query('SELECT id FROM cities WHERE id = $1 FOR UPDATE', [cityId]);
      const before = await this.read(tx, cityId);
      await tx.query('DELETE FROM zones WHERE city_id = $1', [cityId]);
      await tx.query(
        `INSERT INTO zones (city_id, color, geometry, position, name)
         SELECT $1, zone->>'color', zone->'geometry', (zone->>'position')::integer, zone->>'name'
           FROM jsonb_array_elements($2::jsonb) AS zone`,
        [cityId, JSON.stringify(zones)],
      );
      const after = await this.read(tx, cityId);
      await recordAdminChange(tx, {
        ...change,
        cityId,
        section: 'delivery',
        action: 'import-zones',
        target: `${after.length} zones`,
        before: summaryOf(before),
        after: summaryOf(after),
      });
      return after;
    });
  }

  private async read(db: Queryable, cityId: CityId): Promise<readonly AdminZoneDto[]> {
    const result = await db.query<ZoneRow>(
      'SELECT position, name, color, geometry FROM zones WHERE city_id = $1 ORDER BY position, id',
      [cityId],
    );
    return result.rows.map(dtoOf);
  }
}
