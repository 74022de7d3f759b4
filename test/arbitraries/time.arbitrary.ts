import fc from 'fast-check';
import type { CalendarDate } from '../../src/domain/shared/kyiv-time';

/**
 * Time generators for the shop's Kyiv-time rules. They build instants with Date.UTC only, never
 * with the code under test, so a bug there cannot hide in the generator.
 */
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const FIRST_YEAR = 2020;
const LAST_YEAR = 2035;

/** Any instant 2020–2035, to the millisecond. */
export const instantArb = (): fc.Arbitrary<number> =>
  fc.integer({ min: Date.UTC(FIRST_YEAR, 0, 1), max: Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999) });

/** The UTC instant of Kyiv's switch: last Sunday of March (to summer) or October (to winter), 01:00 UTC. */
export const dstSwitchInstant = (year: number, month: 3 | 10): number => {
  const lastDay = new Date(Date.UTC(year, month, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, lastSunday, 1, 0);
};

/** Instants within a day and a half of a DST switch, where offset mistakes show. */
export const nearDstSwitchArb = (): fc.Arbitrary<number> =>
  fc
    .record({
      year: fc.integer({ min: FIRST_YEAR, max: LAST_YEAR }),
      month: fc.constantFrom(3 as const, 10 as const),
      shift: fc.integer({ min: -1.5 * MS_PER_DAY, max: 1.5 * MS_PER_DAY }),
    })
    .map(({ year, month, shift }) => dstSwitchInstant(year, month) + shift);

/** Mostly ordinary instants, often near a DST switch. */
export const shopInstantArb = (): fc.Arbitrary<number> =>
  fc.oneof({ arbitrary: instantArb(), weight: 3 }, { arbitrary: nearDstSwitchArb(), weight: 1 });

/** A calendar date 2020–2035 that exists. */
export const calendarDateArb = (): fc.Arbitrary<CalendarDate> =>
  fc
    .integer({ min: Date.UTC(FIRST_YEAR, 0, 1) / MS_PER_DAY, max: Date.UTC(LAST_YEAR, 11, 31) / MS_PER_DAY })
    .map((days) => {
      const d = new Date(days * MS_PER_DAY);
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    });

/** Minutes of the day 0..1439. */
export const minutesOfDayArb = (): fc.Arbitrary<number> => fc.integer({ min: 0, max: 24 * 60 - 1 });

/** An offset in whole days around "now", for pre-order dates before, inside and beyond the horizon. */
export const dayOffsetArb = (): fc.Arbitrary<number> => fc.integer({ min: -2, max: 17 });

export const MINUTE_MS = MS_PER_MINUTE;
