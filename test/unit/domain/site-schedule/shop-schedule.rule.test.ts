import { describe, expect, it } from 'vitest';
import { kyivInstant } from '../../../../src/domain/shared/kyiv-time';
import { DEFAULT_SCHEDULE } from '../../../../src/domain/site-schedule/shop-schedule.defaults';
import { hoursTextAt, ordersForNowPauseAt } from '../../../../src/domain/site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../../../../src/domain/site-schedule/shop-schedule.types';

const at = (date: string, time: string): number => {
  const instant = kyivInstant(date, time);
  if (!instant.ok) throw new Error(instant.reason);
  return instant.value;
};
const hhmm = (pause: { from: number; until: number } | null) =>
  pause === null
    ? null
    : [pause.from, pause.until].map(
        (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
      );

// 15.01.2025 is a Wednesday.
const HOLIDAY_THURSDAY: ShopSchedule = {
  ...DEFAULT_SCHEDULE,
  exceptions: [
    { date: '16.01.2025', hours: null },
    { date: '17.01.2025', hours: { open: 12 * 60, close: 18 * 60 } },
  ],
};

describe('the pause of orders for now', () => {
  it('runs from 22:30 to 10:00 with the default hours, and is none while orders are taken', () => {
    expect(hhmm(ordersForNowPauseAt(DEFAULT_SCHEDULE, at('15.01.2025', '23:10')))).toEqual(['22:30', '10:00']);
    expect(hhmm(ordersForNowPauseAt(DEFAULT_SCHEDULE, at('15.01.2025', '08:00')))).toEqual(['22:30', '10:00']);
    expect(ordersForNowPauseAt(DEFAULT_SCHEDULE, at('15.01.2025', '10:00'))).toBeNull();
  });

  it('skips a holiday to the next open day', () => {
    expect(hhmm(ordersForNowPauseAt(HOLIDAY_THURSDAY, at('15.01.2025', '23:00')))).toEqual(['22:30', '11:30']);
    expect(hhmm(ordersForNowPauseAt(HOLIDAY_THURSDAY, at('16.01.2025', '12:00')))).toEqual(['22:30', '11:30']);
  });

  it("tells today's hours, none on a closed day", () => {
    expect(hoursTextAt(HOLIDAY_THURSDAY, at('17.01.2025', '09:00'))).toBe('12:00 - 18:00');
    expect(hoursTextAt(HOLIDAY_THURSDAY, at('16.01.2025', '09:00'))).toBeNull();
  });
});
