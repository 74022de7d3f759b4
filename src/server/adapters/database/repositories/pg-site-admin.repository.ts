import type { CityId } from '../../../../domain/city/city';
import { formatDate } from '../../../../domain/shared/kyiv-time';
import {
  SITE_STOP_SWITCHES,
  STOP_MESSAGE_LOCALES,
  type SiteStopChangeDto,
  type SiteStopDto,
  type SiteStopSwitch,
  type StopMessageDto,
  type StopMessageLocale,
} from '../../../../domain/shop-api/admin-site.contract';
import type { ShopSchedule } from '../../../../domain/site-schedule/shop-schedule.types';
import type {
  SiteAdminChange,
  SiteAdminPort,
  SiteAdminRecord,
  SiteChangeContext,
  SlotOccupancyPort,
} from '../../../application/ports/site-admin.port';
import type { Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { readCitySchedule } from './pg-city-schedule.reader';
import { isString, storedField } from './translations.mapper';
import type { TransactionRunner } from './pg-slot-limited-insert';

interface StopRow {
  functionality: string;
  is_stopped: boolean;
  translations: unknown;
}

// Stored as {uk: {title, description}, en: {...}, ru: {...}}; a language left out reads ''.
const messageIn = (stored: unknown, locale: 'uk' | StopMessageLocale): StopMessageDto => ({
  title: storedField(stored, locale, 'title', isString) ?? '',
  description: storedField(stored, locale, 'description', isString) ?? '',
});

const isEmpty = (message: StopMessageDto): boolean => message.title === '' && message.description === '';

// Queries one after the other: inside a change `db` is the transaction's single client.
const readRecord = async (db: Queryable, cityId: CityId): Promise<SiteAdminRecord> => {
  const city = await db.query<{ name: string; phone: string; sushi_enabled: boolean }>(
    `SELECT COALESCE(translations->'uk'->>'name', slug) AS name, phone, sushi_enabled FROM cities WHERE id = $1`,
    [cityId],
  );
  const stops = await db.query<StopRow>(
    `SELECT functionality, is_stopped, translations FROM working_hours WHERE city_id = $1`,
    [cityId],
  );
  const online = await db.query<{ is_allowed: boolean; translations: unknown }>(
    `SELECT is_allowed, translations FROM payment_types WHERE city_id = $1 AND name = 'online'`,
    [cityId],
  );
  const schedule = await readCitySchedule(db, cityId);
  const row = city.rows[0];
  if (row === undefined) throw new Error(`city ${cityId} is not in the database`);
  const stopOf = (name: SiteStopSwitch): SiteStopDto => {
    // Online payment is a payment method the city takes or not; its message sits beside that flag.
    const stop =
      name === 'online-payment' ? undefined : stops.rows.find((candidate) => candidate.functionality === name);
    const stored = name === 'online-payment' ? online.rows[0]?.translations : stop?.translations;
    return {
      switch: name,
      stopped: name === 'online-payment' ? online.rows[0]?.is_allowed === false : (stop?.is_stopped ?? false),
      ...messageIn(stored, 'uk'),
      translations: { en: messageIn(stored, 'en'), ru: messageIn(stored, 'ru') },
    };
  };
  return {
    cityName: row.name,
    schedule,
    stops: SITE_STOP_SWITCHES.map(stopOf),
    sushiEnabled: row.sushi_enabled,
    phone: row.phone,
  };
};

const writeSchedule = async (tx: Queryable, cityId: CityId, schedule: ShopSchedule): Promise<void> => {
  await tx.query(
    `INSERT INTO city_schedules (city_id, weekly, busy_minutes, busy_until, slot_capacity, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, now())
     ON CONFLICT (city_id) DO UPDATE SET weekly = EXCLUDED.weekly, busy_minutes = EXCLUDED.busy_minutes,
       busy_until = EXCLUDED.busy_until, slot_capacity = EXCLUDED.slot_capacity, updated_at = now()`,
    [
      cityId,
      JSON.stringify(schedule.weekly),
      schedule.busy?.minutes ?? null,
      schedule.busy?.untilMs == null ? null : new Date(schedule.busy.untilMs),
      schedule.slotCapacity,
    ],
  );
};

const writeExceptions = async (
  tx: Queryable,
  cityId: CityId,
  schedule: ShopSchedule,
  keepFrom: string,
): Promise<void> => {
  await tx.query(`DELETE FROM city_schedule_exceptions WHERE city_id = $1`, [cityId]);
  const upcoming = schedule.exceptions.filter((exception) => toIso(exception.date) >= keepFrom);
  if (upcoming.length === 0) return;
  await tx.query(
    `INSERT INTO city_schedule_exceptions (city_id, day, open_minutes, close_minutes)
     SELECT $1, e.day, e.open_minutes, e.close_minutes
       FROM jsonb_to_recordset($2::jsonb) AS e(day date, open_minutes smallint, close_minutes smallint)`,
    [
      cityId,
      JSON.stringify(
        upcoming.map((e) => ({
          day: toIso(e.date),
          open_minutes: e.hours?.open ?? null,
          close_minutes: e.hours?.close ?? null,
        })),
      ),
    ],
  );
};

// The texts as stored: Ukrainian always, a translation only when staff wrote one (the storefront
// falls back to Ukrainian for a language left out).
const storedTexts = (stop: SiteStopChangeDto): Record<string, StopMessageDto> => {
  const texts: Record<string, StopMessageDto> = { uk: { title: stop.title, description: stop.description } };
  for (const locale of STOP_MESSAGE_LOCALES) {
    const message = stop.translations?.[locale];
    if (message !== undefined && !isEmpty(message)) texts[locale] = message;
  }
  return texts;
};

// Sent with its translations, a message is stored as sent. Sent without them (an API caller that
// knows only Ukrainian), a changed Ukrainian message replaces the stored texts: customers of every
// language then read the staff's words rather than an older translation of another message.
const writeStops = async (tx: Queryable, cityId: CityId, stops: readonly SiteStopChangeDto[]): Promise<void> => {
  for (const stop of stops) {
    const text = JSON.stringify({ title: stop.title, description: stop.description });
    if (stop.switch === 'online-payment') {
      await tx.query(
        `INSERT INTO payment_types (city_id, name, is_allowed, translations) VALUES ($1, 'online', $2, $4::jsonb)
         ON CONFLICT (city_id, name) DO UPDATE SET
           is_allowed = EXCLUDED.is_allowed,
           translations = CASE WHEN $5::boolean OR payment_types.translations->'uk' IS DISTINCT FROM $3::jsonb THEN EXCLUDED.translations
                               ELSE payment_types.translations END`,
        [cityId, !stop.stopped, text, JSON.stringify(storedTexts(stop)), stop.translations !== undefined],
      );
      continue;
    }
    await tx.query(
      `INSERT INTO working_hours (city_id, functionality, is_stopped, translations, updated_at)
       VALUES ($1, $2, $3, $5::jsonb, now())
       ON CONFLICT (city_id, functionality) DO UPDATE SET
         is_stopped = EXCLUDED.is_stopped,
         translations = CASE WHEN $6::boolean OR working_hours.translations->'uk' IS DISTINCT FROM $4::jsonb THEN EXCLUDED.translations
                             ELSE working_hours.translations END,
         updated_at = now()`,
      [cityId, stop.switch, stop.stopped, text, JSON.stringify(storedTexts(stop)), stop.translations !== undefined],
    );
  }
};

/** 'DD.MM.YYYY' → 'YYYY-MM-DD', which sorts and compares as dates do. */
const toIso = (date: string): string => date.split('.').reverse().join('-');

/** Site management on PostgreSQL: city_schedules, its exceptions, working_hours, payment_types and cities. */
export class PgSiteAdmin implements SiteAdminPort {
  constructor(private readonly db: Queryable & TransactionRunner) {}

  read(cityId: CityId): Promise<SiteAdminRecord> {
    return readRecord(this.db, cityId);
  }

  change(cityId: CityId, change: SiteAdminChange, context: SiteChangeContext): Promise<SiteAdminRecord> {
    return this.db.transaction(async (tx) => {
      // One change of a city at a time: each reads the record the previous one left.
      await tx.query('SELECT id FROM cities WHERE id = $1 FOR UPDATE', [cityId]);
      const before = await readRecord(tx, cityId);
      const schedule: ShopSchedule = {
        weekly: change.weekly ?? before.schedule.weekly,
        exceptions: change.exceptions ?? before.schedule.exceptions,
        busy: change.busy === undefined ? before.schedule.busy : change.busy,
        slotCapacity: change.slotCapacity === undefined ? before.schedule.slotCapacity : change.slotCapacity,
      };
      await writeSchedule(tx, cityId, schedule);
      await writeExceptions(tx, cityId, schedule, toIso(formatDate(context.today)));
      if (change.stops !== undefined) await writeStops(tx, cityId, change.stops);
      if (change.sushiEnabled !== undefined || change.phone !== undefined) {
        await tx.query(
          'UPDATE cities SET sushi_enabled = COALESCE($2, sushi_enabled), phone = COALESCE($3, phone) WHERE id = $1',
          [cityId, change.sushiEnabled ?? null, change.phone ?? null],
        );
      }
      const after = await readRecord(tx, cityId);
      await recordAdminChange(tx, {
        by: context.by,
        at: context.at,
        cityId,
        section: 'site-management',
        action: 'update-site',
        target: after.cityName,
        before: context.describe(before),
        after: context.describe(after),
      });
      return after;
    });
  }
}

/** Counts pre-orders per slot (cancelled ones aside) to tell the storefront which slots are full. */
export class PgSlotOccupancy implements SlotOccupancyPort {
  constructor(private readonly db: Queryable) {}

  async fullSlots(cityId: CityId, fromMs: number, capacity: number): Promise<readonly number[]> {
    const result = await this.db.query<{ scheduled_for: Date }>(
      `SELECT scheduled_for FROM orders
        WHERE city_id = $1 AND scheduled_for >= $2 AND status <> 'cancelled'
        GROUP BY scheduled_for HAVING count(*) >= $3 ORDER BY scheduled_for`,
      [cityId, new Date(fromMs), capacity],
    );
    return result.rows.map((row) => row.scheduled_for.getTime());
  }
}
