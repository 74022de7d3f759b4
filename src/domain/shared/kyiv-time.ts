import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { memoizeBounded } from './bounded-memo';
import { err, ok, type Result } from './result';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Shop time is Europe/Kyiv wall time whatever the zone of the browser or the server.
 * The zone's offset comes from dayjs's timezone plugin (Intl with an explicit time zone); the wall
 * time is that offset applied in UTC mode, so the results never depend on process.env.TZ, and the
 * current instant always comes in as an argument.
 */
export const SHOP_TIME_ZONE = 'Europe/Kyiv';

export const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** A day of the Kyiv calendar; month is 1..12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface KyivWallTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  readonly weekday: number;
  /** DD.MM.YYYY, the shop's date mask. */
  readonly dateString: string;
  /** hour * 60 + minute */
  readonly minutesOfDay: number;
}

export type KyivTimeError = 'invalid-date' | 'invalid-time';

// Older ICU builds only know the pre-2022 spelling; both name the same zone.
const ZONE_NAME = ((): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE });
    return SHOP_TIME_ZONE;
  } catch {
    return 'Europe/Kiev';
  }
})();

/**
 * Only the offset is asked of the plugin: the wall fields it would give through .tz() come from
 * parsing a formatted string in the machine's zone, which is off by an hour when that wall time
 * falls in the machine zone's own spring gap.
 */
const zoneOffsetAt = (instantMs: number): number => dayjs(instantMs).tz(ZONE_NAME).utcOffset() * MS_PER_MINUTE;

/** Kyiv's offset over [start, start + length), or null when it changes somewhere inside. */
const constantOffsetOver = (start: number, length: number): number | null => {
  const atStart = zoneOffsetAt(start);
  return atStart === zoneOffsetAt(start + length - 1) ? atStart : null;
};

/*
 * The plugin's .tz() formats a date string for every call (about 0.2 ms), and an order or an admin
 * list asks for many wall times, so offsets are remembered per UTC day, and per hour on the two
 * days a year when the clock changes (always at a whole hour). A span is trusted only when the
 * offsets at its first and last millisecond agree: Kyiv changes its clock at most once a day.
 */
const constantOffsetOfDay = memoizeBounded((day: number) => constantOffsetOver(day * MS_PER_DAY, MS_PER_DAY), 1024);
const constantOffsetOfHour = memoizeBounded((hour: number) => constantOffsetOver(hour * MS_PER_HOUR, MS_PER_HOUR), 256);

/** Kyiv's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
const offsetAt = (instantMs: number): number => {
  if (!Number.isFinite(instantMs)) throw new RangeError('Invalid time value');
  return (
    constantOffsetOfDay(Math.floor(instantMs / MS_PER_DAY)) ??
    constantOffsetOfHour(Math.floor(instantMs / MS_PER_HOUR)) ??
    zoneOffsetAt(instantMs)
  );
};

/** The Kyiv wall clock at an instant, read in UTC mode so the machine's zone never enters. */
const wallClock = (instantMs: number): dayjs.Dayjs => dayjs.utc(instantMs + offsetAt(instantMs));

const pad2 = (n: number): string => String(n).padStart(2, '0');

export const formatDate = (date: CalendarDate): string =>
  `${pad2(date.day)}.${pad2(date.month)}.${String(date.year).padStart(4, '0')}`;

const dayNumber = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;

const fromDayNumber = (days: number): CalendarDate => {
  const d = new Date(days * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export const isoWeekday = (date: CalendarDate): number => {
  const sundayZero = new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
};

export const kyivWallTime = (instantMs: number): KyivWallTime => {
  const wall = wallClock(instantMs);
  const [year, month, day, hour, minute] = [wall.year(), wall.month() + 1, wall.date(), wall.hour(), wall.minute()];
  const date = { year, month, day };
  return {
    year,
    month,
    day,
    hour,
    minute,
    weekday: isoWeekday(date),
    dateString: formatDate(date),
    minutesOfDay: hour * 60 + minute,
  };
};

/** The Kyiv calendar date of an instant. */
export const kyivDate = (instantMs: number): CalendarDate => {
  const wall = wallClock(instantMs);
  return { year: wall.year(), month: wall.month() + 1, day: wall.date() };
};

/** Calendar arithmetic: no time zone is involved, so a DST night never skips or repeats a day. */
export const addDays = (date: CalendarDate, days: number): CalendarDate => fromDayNumber(dayNumber(date) + days);

/** Negative when a is before b, 0 on the same day. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => dayNumber(a) - dayNumber(b);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => dayNumber(to) - dayNumber(from);

const DATE_MASK = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Strict DD.MM.YYYY: two-digit day and month, four-digit year, and a day that exists (no 31.02). */
export const parseDate = (text: string): Result<CalendarDate, 'invalid-date'> => {
  const match = DATE_MASK.exec(text);
  if (!match) return err('invalid-date');
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  if (date.year < 1 || date.month < 1 || date.month > 12 || date.day < 1) return err('invalid-date');
  // Date.UTC rolls 31.02 over to 03.03; a date that survives the round trip exists.
  const roundTrip = fromDayNumber(dayNumber(date));
  if (roundTrip.day !== date.day || roundTrip.month !== date.month || roundTrip.year !== date.year) {
    return err('invalid-date');
  }
  return ok(date);
};

export const isValidDateMask = (text: string): boolean => parseDate(text).ok;

const TIME_MASK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Strict HH:mm (00:00..23:59) to minutes of the day. */
export const parseTimeOfDay = (text: string): Result<number, 'invalid-time'> => {
  const match = TIME_MASK.exec(text);
  if (!match) return err('invalid-time');
  return ok(Number(match[1]) * 60 + Number(match[2]));
};

/** Minutes of the day (0..1439) to HH:mm. */
export const formatTimeOfDay = (minutesOfDay: number): string =>
  `${pad2(Math.floor(minutesOfDay / 60))}:${pad2(minutesOfDay % 60)}`;

/** The instant of a Kyiv wall time given as a calendar date and minutes of the day. */
export const kyivInstantOf = (date: CalendarDate, minutesOfDay: number): number => {
  const wallAsUtc = dayNumber(date) * MS_PER_DAY + minutesOfDay * MS_PER_MINUTE;
  // dayjs.tz(text, zone) settles a repeated or skipped wall time by the offset of the current date,
  // so the same text would give different instants in summer and in winter; the choice is made here.
  // Kyiv changes offset at most once a day, so the offsets half a day either side are the only ones
  // a wall time can have. A valid candidate maps back to its own offset.
  const offsetBefore = offsetAt(wallAsUtc - MS_PER_DAY / 2);
  const offsetAfter = offsetAt(wallAsUtc + MS_PER_DAY / 2);
  const candidates = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter(
    (instant) => wallAsUtc - instant === offsetAt(instant),
  );
  // Autumn: a repeated wall time means its first occurrence. Spring: a skipped wall time moves
  // forward by the gap (03:30 → 04:30), like Temporal's 'compatible' disambiguation.
  return candidates.length > 0 ? Math.min(...candidates) : wallAsUtc - offsetBefore;
};

/** Inverse of kyivWallTime: 'DD.MM.YYYY' + 'HH:mm' (Kyiv wall time) → epoch ms, DST-aware. */
export const kyivInstant = (dateString: string, time: string): Result<number, KyivTimeError> => {
  const date = parseDate(dateString);
  if (!date.ok) return date;
  const minutes = parseTimeOfDay(time);
  if (!minutes.ok) return minutes;
  return ok(kyivInstantOf(date.value, minutes.value));
};
