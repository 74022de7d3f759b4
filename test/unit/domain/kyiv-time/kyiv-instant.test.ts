import { describe, expect, it } from 'vitest';
import { kyivInstant, kyivInstantOf } from '../../../../src/domain/shared/kyiv-time';

describe('kyivInstant', () => {
  it('turns a summer wall time into UTC-3', () => {
    expect(kyivInstant('01.07.2026', '12:00')).toEqual({ ok: true, value: Date.UTC(2026, 6, 1, 9, 0) });
  });

  it('turns a winter wall time into UTC-2', () => {
    expect(kyivInstant('15.01.2026', '12:00')).toEqual({ ok: true, value: Date.UTC(2026, 0, 15, 10, 0) });
  });

  it('handles the day of the spring switch on both sides', () => {
    expect(kyivInstant('29.03.2026', '02:30')).toEqual({ ok: true, value: Date.UTC(2026, 2, 29, 0, 30) });
    expect(kyivInstant('29.03.2026', '12:00')).toEqual({ ok: true, value: Date.UTC(2026, 2, 29, 9, 0) });
  });

  it('moves a skipped spring wall time forward by the gap', () => {
    // 03:30 does not exist on 29.03.2026; it is read as 04:30 summer time.
    expect(kyivInstant('29.03.2026', '03:30')).toEqual({ ok: true, value: Date.UTC(2026, 2, 29, 1, 30) });
  });

  it('takes the first of a repeated autumn wall time', () => {
    // 03:30 happens twice on 25.10.2026: at 00:30 UTC (summer) and 01:30 UTC (winter).
    expect(kyivInstant('25.10.2026', '03:30')).toEqual({ ok: true, value: Date.UTC(2026, 9, 25, 0, 30) });
    expect(kyivInstant('25.10.2026', '12:00')).toEqual({ ok: true, value: Date.UTC(2026, 9, 25, 10, 0) });
  });

  it('rejects a date or time outside the masks', () => {
    expect(kyivInstant('31.02.2026', '12:00')).toEqual({ ok: false, reason: 'invalid-date' });
    expect(kyivInstant('2026-07-01', '12:00')).toEqual({ ok: false, reason: 'invalid-date' });
    expect(kyivInstant('01.07.2026', '24:00')).toEqual({ ok: false, reason: 'invalid-time' });
    expect(kyivInstant('01.07.2026', '9:00')).toEqual({ ok: false, reason: 'invalid-time' });
    expect(kyivInstant('01.07.2026', '12:60')).toEqual({ ok: false, reason: 'invalid-time' });
  });

  it('takes a calendar date and minutes of the day as well', () => {
    expect(kyivInstantOf({ year: 2026, month: 7, day: 1 }, 23 * 60)).toBe(Date.UTC(2026, 6, 1, 20, 0));
  });
});
