import type { CityId } from '../../../../domain/city/city';
import type { AdminPickupPointDto, AdminPickupPointInput } from '../../../../domain/shop-api/admin-delivery.contract';
import type { AdminPickupPointsPort, DeliveryChangeBy } from '../../../application/ports/admin-delivery.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { storedField, isString } from './translations.mapper';

interface PointRow {
  id: string;
  city_id: CityId;
  delivery_city_name: string;
  street_name: string;
  house: string;
  translations: unknown;
  hours: string;
  is_active: boolean;
}

const COLUMNS = 'id, city_id, delivery_city_name, street_name, house, translations, hours, is_active';

const dtoOf = (row: PointRow): AdminPickupPointDto => {
  const other = (locale: 'en' | 'ru', field: 'locality' | 'street', uk: string) =>
    storedField(row.translations, locale, field, isString) ?? uk;
  return {
    id: row.id,
    cityId: row.city_id,
    locality: {
      uk: row.delivery_city_name,
      en: other('en', 'locality', row.delivery_city_name),
      ru: other('ru', 'locality', row.delivery_city_name),
    },
    street: {
      uk: row.street_name,
      en: other('en', 'street', row.street_name),
      ru: other('ru', 'street', row.street_name),
    },
    house: row.house,
    hours: row.hours,
    isOpen: row.is_active,
  };
};

// The Ukrainian address stays in the columns orders and the storefront already read.
const translationsOf = (point: AdminPickupPointInput) => ({
  en: { locality: point.locality.en, street: point.street.en },
  ru: { locality: point.locality.ru, street: point.street.ru },
});

const targetOf = (point: AdminPickupPointDto): string => `${point.locality.uk}, ${point.street.uk}, ${point.house}`;

/** Pickup points as staff edit them; every change and its change-log line in one transaction. */
export class PgAdminPickupPoints implements AdminPickupPointsPort {
  constructor(private readonly db: Database) {}

  async list(cityId: CityId): Promise<readonly AdminPickupPointDto[]> {
    const result = await this.db.query<PointRow>(
      `SELECT ${COLUMNS} FROM pickup_points WHERE city_id = $1 ORDER BY position, id`,
      [cityId],
    );
    return result.rows.map(dtoOf);
  }

  add(point: AdminPickupPointInput, change: DeliveryChangeBy): Promise<AdminPickupPointDto> {
    return this.db.transaction(async (tx) => {
      const result = await tx.query<PointRow>(
        `INSERT INTO pickup_points (id, city_id, delivery_city_name, street_name, house, translations, hours, is_active, position)
         SELECT gen_random_uuid()::text, $1, $2, $3, $4, $5::jsonb, $6, $7,
                COALESCE((SELECT max(position) + 1 FROM pickup_points WHERE city_id = $1), 0)
         RETURNING ${COLUMNS}`,
        [
          point.cityId,
          point.locality.uk,
          point.street.uk,
          point.house,
          JSON.stringify(translationsOf(point)),
          point.hours,
          point.isOpen,
        ],
      );
      const added = dtoOf(result.rows[0] as PointRow);
      await this.log(tx, change, point.cityId, 'add-pickup-point', added, null, added);
      return added;
    });
  }

  update(id: string, point: AdminPickupPointInput, change: DeliveryChangeBy): Promise<AdminPickupPointDto | null> {
    return this.db.transaction(async (tx) => {
      const before = await this.lock(tx, point.cityId, id);
      if (before === null) return null;
      const result = await tx.query<PointRow>(
        `UPDATE pickup_points SET delivery_city_name = $3, street_name = $4, house = $5, translations = $6::jsonb, hours = $7, is_active = $8
          WHERE city_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          point.cityId,
          id,
          point.locality.uk,
          point.street.uk,
          point.house,
          JSON.stringify(translationsOf(point)),
          point.hours,
          point.isOpen,
        ],
      );
      const after = dtoOf(result.rows[0] as PointRow);
      await this.log(tx, change, point.cityId, 'edit-pickup-point', after, before, after);
      return after;
    });
  }

  remove(cityId: CityId, id: string, change: DeliveryChangeBy): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const before = await this.lock(tx, cityId, id);
      if (before === null) return false;
      await tx.query('DELETE FROM pickup_points WHERE city_id = $1 AND id = $2', [cityId, id]);
      await this.log(tx, change, cityId, 'delete-pickup-point', before, before, null);
      return true;
    });
  }

  private async lock(tx: Queryable, cityId: CityId, id: string): Promise<AdminPickupPointDto | null> {
    const result = await tx.query<PointRow>(
      `SELECT ${COLUMNS} FROM pickup_points WHERE city_id = $1 AND id = $2 FOR UPDATE`,
      [cityId, id],
    );
    const row = result.rows[0];
    return row === undefined ? null : dtoOf(row);
  }

  private log(
    tx: Queryable,
    change: DeliveryChangeBy,
    cityId: CityId,
    action: string,
    point: AdminPickupPointDto,
    before: unknown,
    after: unknown,
  ) {
    return recordAdminChange(tx, {
      ...change,
      cityId,
      section: 'delivery',
      action,
      target: targetOf(point),
      before,
      after,
    });
  }
}
