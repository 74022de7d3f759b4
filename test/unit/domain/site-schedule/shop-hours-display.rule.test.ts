import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kyivInstant } from '../../../../src/domain/shared/kyiv-time';
import { shopHoursDisplayAt } from '../../../../src/domain/site-schedule/shop-hours-display.rule';
import { DEFAULT_SCHEDULE } from '../../../../src/domain/site-schedule/shop-schedule.defaults';
import { hoursTextAt } from '../../../../src/domain/site-schedule/shop-schedule.rule';
import type { DayHours, ShopSchedule } from '../../../../src/domain/site-schedule/shop-schedule.types';

const at = (date: string, time: string): number => {
  const instant = kyivInstant(date, time);
  if (!instant.ok) throw new Error(instant.reason);
  return instant.value;
};
const hours = (open: string, close: string): DayHours => {
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
  return { open: minutes(open), close: minutes(close) };
};
const weekly = (...days: (DayHours | null)[]): ShopSchedule => ({ ...DEFAULT_SCHEDULE, weekly: days });

// 15.01.2025 is a Wednesday; 18.01.2025 a Saturday, 19.01.2025 a Sunday.
const USUAL = hours('10:30', '22:30');
const WEEKEND_LATE = weekly(USUAL, USUAL, USUAL, USUAL, USUAL, hours('12:00', '23:00'), null);

describe('the opening hours customers are shown', () => {
  it('says "every day" while every weekday keeps the same hours', () => {
    expect(shopHoursDisplayAt(DEFAULT_SCHEDULE, at('15.01.2025', '12:00'))).toEqual({
      kind: 'daily',
      hours: '10:30 - 22:30',
    });
    // At night too: it is the day's hours, not whether the shop is open this minute.
    expect(shopHoursDisplayAt(DEFAULT_SCHEDULE, at('15.01.2025', '23:30'))).toEqual({
      kind: 'daily',
      hours: '10:30 - 22:30',
    });
  });

  it("shows today's hours, Kyiv time, when weekdays differ", () => {
    expect(shopHoursDisplayAt(WEEKEND_LATE, at('15.01.2025', '12:00'))).toEqual({
      kind: 'today',
      hours: '10:30 - 22:30',
    });
    expect(shopHoursDisplayAt(WEEKEND_LATE, at('18.01.2025', '12:00'))).toEqual({
      kind: 'today',
      hours: '12:00 - 23:00',
    });
    // 22:30 UTC on Friday is already Saturday 00:30 in Kyiv.
    expect(shopHoursDisplayAt(WEEKEND_LATE, Date.UTC(2025, 0, 17, 22, 30))).toEqual({
      kind: 'today',
      hours: '12:00 - 23:00',
    });
  });

  it('says closed on a weekday off and on a holiday', () => {
    expect(shopHoursDisplayAt(WEEKEND_LATE, at('19.01.2025', '12:00'))).toEqual({ kind: 'closed-today' });
    const holiday: ShopSchedule = { ...DEFAULT_SCHEDULE, exceptions: [{ date: '15.01.2025', hours: null }] };
    expect(shopHoursDisplayAt(holiday, at('15.01.2025', '12:00'))).toEqual({ kind: 'closed-today' });
    expect(shopHoursDisplayAt(holiday, at('16.01.2025', '12:00'))).toEqual({ kind: 'daily', hours: '10:30 - 22:30' });
  });

  it("an exception's other hours are today's, not every day's", () => {
    const short: ShopSchedule = {
      ...DEFAULT_SCHEDULE,
      exceptions: [{ date: '15.01.2025', hours: hours('12:00', '18:00') }],
    };
    expect(shopHoursDisplayAt(short, at('15.01.2025', '09:00'))).toEqual({ kind: 'today', hours: '12:00 - 18:00' });
  });

  it("always agrees with today's hours of the schedule", () => {
    const day = fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
        .filter(([o, c]) => c > o)
        .map(([open, close]) => ({ open, close })),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) }),
        (days, now) => {
          const schedule = weekly(...days);
          const shown = shopHoursDisplayAt(schedule, now);
          const today = hoursTextAt(schedule, now);
          if (today === null) expect(shown).toEqual({ kind: 'closed-today' });
          else expect(shown).toMatchObject({ hours: today });
          if (shown.kind === 'daily') expect(new Set(days.map((d) => JSON.stringify(d))).size).toBe(1);
        },
      ),
    );
  });
});
