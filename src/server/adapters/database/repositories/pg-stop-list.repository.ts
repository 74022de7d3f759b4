import type { DeliveryType } from '../../../../domain/order/order-form';
import { LOCALES, type Locale } from '../../../../domain/shared/locale';
import type { Functionality, StopText, WorkingHoursRecord } from '../../../../domain/working-hours/working-hours.types';
import type { CityStops, StopListPort } from '../../../application/ports/stop-list.port';
import type { NamedStatement, Queryable } from '../database';
import { readCitySchedule } from './pg-city-schedule.reader';

interface WorkingHoursRow {
  city_id: number;
  functionality: Functionality;
  is_stopped: boolean;
  translations: Partial<Record<string, { title?: unknown; description?: unknown }>>;
}

// Partial by contract: a locale without both texts is left out and the browser falls back.
const stopTextsOf = (stored: WorkingHoursRow['translations']): Partial<Record<Locale, StopText>> => {
  const texts: Partial<Record<Locale, StopText>> = {};
  for (const locale of LOCALES) {
    const text = stored[locale];
    if (typeof text?.title === 'string' && typeof text.description === 'string') {
      texts[locale] = { title: text.title, description: text.description };
    }
  }
  return texts;
};

// Named: prepared once per pooled connection, so a cache miss skips PostgreSQL's parse and plan.
const HOURS: NamedStatement = {
  name: 'stop-list-hours',
  text: `SELECT city_id, functionality, is_stopped, translations FROM working_hours
          WHERE city_id = $1
          ORDER BY array_position(ARRAY['global', 'burgers', 'sushi', 'delivery', 'self-pickup', 'pre-order'], functionality)`,
};
const DISABLED_TYPES: NamedStatement = {
  name: 'stop-list-disabled-types',
  text: `SELECT delivery_type FROM disabled_delivery_types WHERE city_id = $1
          ORDER BY array_position(ARRAY['delivery', 'self-pickup', 'pre-order'], delivery_type)`,
};

/** The stop switches of a city: its working-hours records, its disabled delivery types and its schedule. */
export class PgStopListRepository implements StopListPort {
  constructor(private readonly db: Queryable) {}

  async findStops(cityId: number): Promise<CityStops> {
    const [hours, types, schedule] = await Promise.all([
      this.db.query<WorkingHoursRow>(HOURS, [cityId]),
      this.db.query<{ delivery_type: DeliveryType }>(DISABLED_TYPES, [cityId]),
      readCitySchedule(this.db, cityId),
    ]);
    const workingHours: WorkingHoursRecord[] = hours.rows.map((row) => ({
      cityId: row.city_id,
      isStoped: row.is_stopped,
      functionality: row.functionality,
      translation: stopTextsOf(row.translations),
    }));
    return { workingHours, disabledDeliveryTypes: types.rows.map((row) => row.delivery_type), schedule };
  }
}
