import { LOCALES, type Translated } from '../../../../domain/shared/locale';
import type { PaymentTypeDto } from '../../../../domain/shop-api/catalog.contract';
import type { StopText } from '../../../../domain/working-hours/working-hours.types';
import type { PaymentTypesReadPort } from '../../../application/catalogue/ports/payment-types-read.port';
import type { PaymentTypesPort } from '../../../application/ports/payment-types.port';
import type { NamedStatement, Queryable } from '../database';
import { isString, storedField } from './translations.mapper';

interface PaymentTypeRow {
  id: number;
  name: PaymentTypeDto['name'];
  is_allowed: boolean;
  city_id: PaymentTypeDto['cityId'];
  translations: unknown;
}

const SELECT = 'SELECT id, name, is_allowed, city_id, translations FROM payment_types';
// Named: prepared once per pooled connection (the per-city read is on the order path on a cache miss).
const LIST_ALL: NamedStatement = { name: 'payment-types-all', text: `${SELECT} ORDER BY city_id, position, id` };
const LIST_BY_CITY: NamedStatement = {
  name: 'payment-types-by-city',
  text: `${SELECT} WHERE city_id = $1 ORDER BY position, id`,
};

// Only a switched-off method carries its message, and only the languages staff wrote.
const stopMessageOf = (row: PaymentTypeRow): PaymentTypeDto['stopMessage'] | undefined => {
  if (row.is_allowed) return undefined;
  const message: Partial<Translated<StopText>> = {};
  for (const locale of LOCALES) {
    const title = storedField(row.translations, locale, 'title', isString) ?? '';
    const description = storedField(row.translations, locale, 'description', isString) ?? '';
    if (title.trim() !== '' || description.trim() !== '') message[locale] = { title, description };
  }
  return Object.keys(message).length === 0 ? undefined : message;
};

const toDto = (row: PaymentTypeRow): PaymentTypeDto => {
  const stopMessage = stopMessageOf(row);
  return {
    id: row.id,
    name: row.name,
    isAllowed: row.is_allowed,
    cityId: row.city_id,
    ...(stopMessage === undefined ? {} : { stopMessage }),
  };
};

/** Payment types per city; serves both the listing and the order pipeline's PaymentTypesPort. */
export class PgPaymentTypeRepository implements PaymentTypesReadPort, PaymentTypesPort {
  constructor(private readonly db: Queryable) {}

  async listAllPaymentTypes(): Promise<readonly PaymentTypeDto[]> {
    const result = await this.db.query<PaymentTypeRow>(LIST_ALL);
    return result.rows.map(toDto);
  }

  async listPaymentTypes(cityId: number): Promise<readonly PaymentTypeDto[]> {
    const result = await this.db.query<PaymentTypeRow>(LIST_BY_CITY, [cityId]);
    return result.rows.map(toDto);
  }
}
