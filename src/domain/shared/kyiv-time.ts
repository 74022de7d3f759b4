import { memoizeBounded } from './bounded-memo';
import { err, ok, type Result } from './result';

/**
 * Shop time is Europe/Kyiv wall time whatever the zone of the browser or the server.
 * Only Intl (with an explicit time zone) and Date.UTC arithmetic are used here, so the results
 * never depend on process.env.TZ, and the current instant always comes in as an argument.
 */
export const SHOP_TIME_ZONE = 'Europe/Kyiv';

export const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
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
const createFormatter = (): Intl.DateTimeFormat => {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: SHOP_TIME_ZONE });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Kiev' });
  }
};
const kyivFormatter = createFormatter();

interface WallFields extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formattedWallFields = (instantMs: number): WallFields => {
  const parts: Record<string, number> = {};
  for (const part of kyivFormatter.formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines still print midnight as 24 despite h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
};

const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/**
 * Kyiv's offset throughout one UTC hour (hour number since the epoch); null when it changes within
 * the hour. formatToParts costs microseconds and an order asks for the wall time many times, so the
 * offset is kept per hour: Kyiv's clock changes at whole hours, and an hour is trusted only when the
 * offsets at its first and last millisecond agree (else each instant asks Intl again).
 */
const constantOffsetOfHour = memoizeBounded((hour: number): number | null => {
  const start = hour * MS_PER_HOUR;
  const atStart = offsetFromFields(start, formattedWallFields(start));
  const atEnd = offsetFromFields(start + MS_PER_HOUR - 1, formattedWallFields(start + MS_PER_HOUR - 1));
  return atStart === atEnd && Number.isFinite(atStart) ? atStart : null;
}, 256);

const wallFields = (instantMs: number): WallFields => {
  const offset = Number.isFinite(instantMs) ? constantOffsetOfHour(Math.floor(instantMs / MS_PER_HOUR)) : null;
  if (offset === null) return formattedWallFields(instantMs);
  const wall = new Date(instantMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
};

const offsetFromFields = (instantMs: number, f: WallFields): number =>
  Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(instantMs / 1000) * 1000;

/** Kyiv's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
const offsetAt = (instantMs: number): number => offsetFromFields(instantMs, wallFields(instantMs));

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
  const { year, month, day, hour, minute } = wallFields(instantMs);
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
  const { year, month, day } = wallFields(instantMs);
  return { year, month, day };
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
