import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatTimeOfDay,
  kyivInstant,
  kyivWallTime,
  parseDate,
} from '../../src/domain/shared/kyiv-time';
import { calendarDateArb, MINUTE_MS, minutesOfDayArb, shopInstantArb } from '../arbitraries/time.arbitrary';

const HOUR_MS = 60 * MINUTE_MS;
const floorToMinute = (t: number) => Math.floor(t / MINUTE_MS) * MINUTE_MS;
const sameWall = (a: number, b: number) => {
  const wa = kyivWallTime(a);
  const wb = kyivWallTime(b);
  return wa.dateString === wb.dateString && wa.minutesOfDay === wb.minutesOfDay;
};

// An independent oracle: Intl's own answer for every instant, without the per-hour offset cache.
const intlWall = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const intlDateAndMinute = (t: number): string => {
  const p = Object.fromEntries(intlWall.formatToParts(t).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${Number(p.hour) % 24}:${Number(p.minute)}`;
};
/** Instants within two hours of the 2024–2026 clock changes (01:00 UTC on the last Sundays of March and October). */
const nearClockChangeArb = () =>
  fc
    .tuple(
      fc.constantFrom(
        Date.UTC(2024, 2, 31, 1),
        Date.UTC(2024, 9, 27, 1),
        Date.UTC(2025, 2, 30, 1),
        Date.UTC(2025, 9, 26, 1),
        Date.UTC(2026, 2, 29, 1),
      ),
      fc.integer({ min: -2 * 60 * 60_000, max: 2 * 60 * 60_000 }),
    )
    .map(([change, delta]) => change + delta);

describe('Kyiv time properties', () => {
  it('agrees with Intl at every instant, also around the clock changes', () => {
    fc.assert(
      fc.property(fc.oneof(shopInstantArb(), nearClockChangeArb()), (t) => {
        const w = kyivWallTime(t);
        expect(`${w.dateString} ${w.hour}:${w.minute}`).toBe(intlDateAndMinute(t));
      }),
      { numRuns: 500 },
    );
  });

  it('is UTC+2 or UTC+3 at every instant', () => {
    fc.assert(
      fc.property(shopInstantArb(), (t) => {
        const w = kyivWallTime(t);
        const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - floorToMinute(t);
        expect([2 * HOUR_MS, 3 * HOUR_MS]).toContain(offset);
        expect(w.minutesOfDay).toBe(w.hour * 60 + w.minute);
      }),
    );
  });

  it('round-trips instant → wall time → instant (to the minute; a repeated autumn hour maps to its first pass)', () => {
    fc.assert(
      fc.property(shopInstantArb(), (t) => {
        const w = kyivWallTime(t);
        const back = kyivInstant(w.dateString, formatTimeOfDay(w.minutesOfDay));
        if (!back.ok) throw new Error(back.reason);
        const secondPassOfRepeatedHour = sameWall(t, t - HOUR_MS);
        expect(floorToMinute(t) - back.value).toBe(secondPassOfRepeatedHour ? HOUR_MS : 0);
        expect(sameWall(back.value, t)).toBe(true);
      }),
    );
  });

  it('round-trips wall time → instant → wall time, except the skipped spring hour which moves forward', () => {
    fc.assert(
      fc.property(calendarDateArb(), minutesOfDayArb(), (date, minutes) => {
        const back = kyivInstant(formatDate(date), formatTimeOfDay(minutes));
        if (!back.ok) throw new Error(back.reason);
        const w = kyivWallTime(back.value);
        expect(w.dateString).toBe(formatDate(date));
        if (w.minutesOfDay !== minutes) {
          // Only 03:00–03:59 on the last Sunday of March does not exist.
          expect(date.month).toBe(3);
          expect(w.weekday).toBe(7);
          expect(minutes).toBeGreaterThanOrEqual(180);
          expect(minutes).toBeLessThan(240);
          expect(w.minutesOfDay).toBe(minutes + 60);
        }
      }),
    );
  });

  it('formats and parses dates as inverses', () => {
    fc.assert(
      fc.property(calendarDateArb(), (date) => {
        expect(parseDate(formatDate(date))).toEqual({ ok: true, value: date });
      }),
    );
  });

  it('adds calendar days consistently with daysBetween', () => {
    fc.assert(
      fc.property(calendarDateArb(), fc.integer({ min: -400, max: 400 }), (date, n) => {
        const moved = addDays(date, n);
        expect(daysBetween(date, moved)).toBe(n);
        expect(addDays(moved, -n)).toEqual(date);
      }),
    );
  });
});
