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
import {
  calendarDateArb,
  MINUTE_MS,
  minutesOfDayArb,
  shopInstantArb,
} from '../arbitraries/time.arbitrary';

const HOUR_MS = 60 * MINUTE_MS;
const floorToMinute = (t: number) => Math.floor(t / MINUTE_MS) * MINUTE_MS;
const sameWall = (a: number, b: number) => {
  const wa = kyivWallTime(a);
  const wb = kyivWallTime(b);
  return wa.dateString === wb.dateString && wa.minutesOfDay === wb.minutesOfDay;
};

describe('Kyiv time properties', () => {
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
