import { DEFAULT_SCHEDULE } from '../../../../domain/site-schedule/shop-schedule.defaults';
import type { DayHours, ShopSchedule, WeeklyHours } from '../../../../domain/site-schedule/shop-schedule.types';
import type { NamedStatement, Queryable } from '../database';

interface ScheduleRow {
  weekly: unknown;
  busy_minutes: number | null;
  busy_until: Date | null;
  slot_capacity: number | null;
}

interface ExceptionRow {
  date: string;
  open_minutes: number | null;
  close_minutes: number | null;
}

const SCHEDULE: NamedStatement = {
  name: 'city-schedule',
  text: 'SELECT weekly, busy_minutes, busy_until, slot_capacity FROM city_schedules WHERE city_id = $1',
};
const EXCEPTIONS: NamedStatement = {
  name: 'city-schedule-exceptions',
  text: `SELECT to_char(day, 'DD.MM.YYYY') AS date, open_minutes, close_minutes
           FROM city_schedule_exceptions WHERE city_id = $1 ORDER BY day`,
};

const isDayHours = (value: unknown): value is DayHours =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DayHours).open === 'number' &&
  typeof (value as DayHours).close === 'number';

// Written only by the admin repository from validated hours; anything else reads as closed, never as open.
const weeklyOf = (stored: unknown): WeeklyHours =>
  Array.isArray(stored) && stored.length === 7
    ? stored.map((day) => (isDayHours(day) ? { open: day.open, close: day.close } : null))
    : DEFAULT_SCHEDULE.weekly;

/** A city's schedule; a city staff never scheduled follows the default one. Safe inside a transaction. */
export const readCitySchedule = async (db: Queryable, cityId: number): Promise<ShopSchedule> => {
  // One after the other: `db` may be a transaction's single client, which runs one query at a time.
  const schedule = await db.query<ScheduleRow>(SCHEDULE, [cityId]);
  const exceptions = await db.query<ExceptionRow>(EXCEPTIONS, [cityId]);
  const row = schedule.rows[0];
  return {
    weekly: row === undefined ? DEFAULT_SCHEDULE.weekly : weeklyOf(row.weekly),
    exceptions: exceptions.rows.map((exception) => ({
      date: exception.date,
      hours:
        exception.open_minutes === null || exception.close_minutes === null
          ? null
          : { open: exception.open_minutes, close: exception.close_minutes },
    })),
    busy:
      row === undefined || row.busy_minutes === null
        ? null
        : { minutes: row.busy_minutes, untilMs: row.busy_until === null ? null : row.busy_until.getTime() },
    slotCapacity: row?.slot_capacity ?? null,
  };
};
