import type { PickupPointAddress, SelfPickupPoint } from '../../../../domain/order/order-form';
import type { PickupPointsPort } from '../../../application/ports/pickup-points.port';
import type { NamedStatement, Queryable } from '../database';
import { isString, storedField } from './translations.mapper';

interface PickupPointRow {
  id: string;
  delivery_city_name: string;
  street_name: string;
  house: string;
  translations: unknown;
  hours: string;
}

// Named: prepared once per pooled connection (on the order path on a cache miss).
const LIST_BY_CITY: NamedStatement = {
  name: 'pickup-points-by-city',
  text: `SELECT id, delivery_city_name, street_name, house, translations, hours FROM pickup_points
          WHERE city_id = $1 AND is_active ORDER BY position, id`,
};

// Staff's translations are stored as {en: {locality, street}, ru: {...}}; a missing one is ''.
const addressIn = (stored: unknown, locale: 'en' | 'ru'): PickupPointAddress => ({
  deliveryCityName: storedField(stored, locale, 'locality', isString) ?? '',
  streetName: storedField(stored, locale, 'street', isString) ?? '',
});

/** The active self-pickup points of a city, in display order. */
export class PgPickupPointRepository implements PickupPointsPort {
  constructor(private readonly db: Queryable) {}

  async listPickupPoints(cityId: number): Promise<readonly SelfPickupPoint[]> {
    const result = await this.db.query<PickupPointRow>(LIST_BY_CITY, [cityId]);
    return result.rows.map((row) => ({
      id: row.id,
      deliveryCityName: row.delivery_city_name,
      streetName: row.street_name,
      house: row.house,
      translations: { en: addressIn(row.translations, 'en'), ru: addressIn(row.translations, 'ru') },
      hours: row.hours,
    }));
  }
}
