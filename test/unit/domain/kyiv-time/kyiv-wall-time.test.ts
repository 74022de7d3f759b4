import { describe, expect, it } from 'vitest';
import { kyivDate, kyivWallTime } from '../../../../src/domain/shared/kyiv-time';

describe('kyivWallTime', () => {
  it('reads summer time as UTC+3', () => {
    expect(kyivWallTime(Date.UTC(2026, 6, 1, 9, 5, 42))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 12,
      minute: 5,
      weekday: 3,
      dateString: '01.07.2026',
      minutesOfDay: 12 * 60 + 5,
    });
  });

  it('reads winter time as UTC+2', () => {
    expect(kyivWallTime(Date.UTC(2026, 0, 15, 10, 0))).toMatchObject({
      hour: 12,
      minute: 0,
      weekday: 4,
      dateString: '15.01.2026',
      minutesOfDay: 720,
    });
  });

  it('moves to the next Kyiv day before UTC does', () => {
    // 22:30 UTC on 31 Dec is 00:30 on 1 Jan in Kyiv (UTC+2).
    expect(kyivWallTime(Date.UTC(2025, 11, 31, 22, 30))).toMatchObject({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      dateString: '01.01.2026',
      weekday: 4,
    });
  });

  it('shows midnight as hour 0, not 24', () => {
    expect(kyivWallTime(Date.UTC(2026, 6, 1, 21, 0))).toMatchObject({
      hour: 0,
      minutesOfDay: 0,
      dateString: '02.07.2026',
    });
  });

  it('follows the spring switch: 02:59 winter is followed by 04:00 summer', () => {
    const switchAt = Date.UTC(2026, 2, 29, 1, 0);
    expect(kyivWallTime(switchAt - 60_000)).toMatchObject({ hour: 2, minute: 59 });
    expect(kyivWallTime(switchAt)).toMatchObject({ hour: 4, minute: 0 });
  });

  it('follows the autumn switch: 03:59 summer is followed by 03:00 winter', () => {
    const switchAt = Date.UTC(2026, 9, 25, 1, 0);
    expect(kyivWallTime(switchAt - 60_000)).toMatchObject({ hour: 3, minute: 59 });
    expect(kyivWallTime(switchAt)).toMatchObject({ hour: 3, minute: 0 });
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(kyivWallTime(Date.UTC(2026, 5, 29, 9)).weekday).toBe(1);
    expect(kyivWallTime(Date.UTC(2026, 6, 5, 9)).weekday).toBe(7);
  });

  it('gives the calendar date alone', () => {
    expect(kyivDate(Date.UTC(2026, 6, 1, 21, 30))).toEqual({ year: 2026, month: 7, day: 2 });
  });
});
