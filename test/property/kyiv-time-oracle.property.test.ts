import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTimeOfDay,
  kyivDate,
  kyivInstant,
  kyivWallTime,
  type CalendarDate,
} from '../../src/domain/shared/kyiv-time';
import { calendarDateArb, dstSwitchInstant, minutesOfDayArb, shopInstantArb } from '../arbitraries/time.arbitrary';

// The oracle: Intl's own Europe/Kyiv wall clock, asked directly for every instant (no dayjs, no cache).
const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
interface OracleWall {
  readonly date: string;
  readonly minutes: number;
}
const oracleWall = (instant: number): OracleWall => {
  const p = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${p.day}.${p.month}.${p.year}`, minutes: (Number(p.hour) % 24) * 60 + Number(p.minute) };
};

const HOUR_MS = 3_600_000;
const SPRING_GAP = { from: 3 * 60, to: 4 * 60 };

/** The two clock-change days of a year 2020–2035 (last Sundays of March and October). */
const switchDayArb = (): fc.Arbitrary<CalendarDate> =>
  fc
    .record({ year: fc.integer({ min: 2020, max: 2035 }), month: fc.constantFrom(3 as const, 10 as const) })
    .map(({ year, month }) => kyivDate(dstSwitchInstant(year, month)));

describe('Kyiv time against Intl (timeZone Europe/Kyiv)', () => {
  it('reads every instant as Intl does: date, hour, minute and weekday', () => {
    fc.assert(
      fc.property(shopInstantArb(), (t) => {
        const wall = kyivWallTime(t);
        expect({ date: wall.dateString, minutes: wall.minutesOfDay }).toEqual(oracleWall(t));
        const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', weekday: 'short' }).format(t);
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][wall.weekday - 1]).toBe(weekday);
      }),
      { numRuns: 400 },
    );
  });

  it('finds the instant Intl shows as the asked wall time, its first pass when repeated, an hour on when skipped', () => {
    fc.assert(
      fc.property(fc.oneof(calendarDateArb(), switchDayArb()), minutesOfDayArb(), (date, minutes) => {
        const instant = kyivInstant(formatDate(date), formatTimeOfDay(minutes));
        if (!instant.ok) throw new Error(instant.reason);
        const shown = oracleWall(instant.value);
        const asked = { date: formatDate(date), minutes };
        if (shown.minutes === minutes) {
          expect(shown).toEqual(asked);
          // No earlier instant an hour before shows the same wall time: this is the first pass.
          expect(oracleWall(instant.value - HOUR_MS)).not.toEqual(asked);
        } else {
          // Only the spring hour that does not exist moves, by the hour the clock jumps.
          expect(date.month).toBe(3);
          expect(minutes >= SPRING_GAP.from && minutes < SPRING_GAP.to).toBe(true);
          expect(shown).toEqual({ date: asked.date, minutes: minutes + 60 });
        }
      }),
      { numRuns: 600 },
    );
  });
});

describe('Kyiv time on a machine in another zone with its own clock changes', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("reads a Kyiv wall time that falls in the machine zone's spring gap as Intl does", () => {
    process.env.TZ = 'Europe/Warsaw';
    // 00:30 UTC on 30.03.2025 is 02:30 in Kyiv, an hour Warsaw skips that night.
    const t = Date.UTC(2025, 2, 30, 0, 30);
    expect(new Date(t).getTimezoneOffset()).toBe(-60);
    expect(kyivWallTime(t)).toMatchObject({ dateString: '30.03.2025', hour: 2, minute: 30 });
    expect(oracleWall(t)).toEqual({ date: '30.03.2025', minutes: 150 });
  });
});
