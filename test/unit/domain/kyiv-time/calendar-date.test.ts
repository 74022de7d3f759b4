import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  daysBetween,
  formatDate,
  formatTimeOfDay,
  isValidDateMask,
  isoWeekday,
  parseDate,
  parseTimeOfDay,
} from '../../../../src/domain/shared/kyiv-time';

describe('date mask DD.MM.YYYY', () => {
  it('formats with leading zeros', () => {
    expect(formatDate({ year: 2026, month: 3, day: 5 })).toBe('05.03.2026');
    expect(formatDate({ year: 2026, month: 12, day: 31 })).toBe('31.12.2026');
  });

  it('parses an existing date', () => {
    expect(parseDate('05.03.2026')).toEqual({ ok: true, value: { year: 2026, month: 3, day: 5 } });
    expect(parseDate('29.02.2024')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
  });

  it.each(['31.02.2026', '29.02.2026', '31.04.2026', '00.01.2026', '01.13.2026', '01.00.2026', '32.01.2026'])(
    'rejects the date that does not exist: %s',
    (text) => {
      expect(parseDate(text)).toEqual({ ok: false, reason: 'invalid-date' });
      expect(isValidDateMask(text)).toBe(false);
    },
  );

  it.each([
    '5.03.2026',
    '05.3.2026',
    '05.03.26',
    '05/03/2026',
    ' 05.03.2026',
    '05.03.2026 ',
    '',
    'ab.cd.efgh',
    '2026-03-05',
  ])('rejects a string off the mask: "%s"', (text) => {
    expect(isValidDateMask(text)).toBe(false);
  });

  it('accepts a valid mask', () => {
    expect(isValidDateMask('01.07.2026')).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('adds exactly one calendar day over the DST nights', () => {
    expect(addDays({ year: 2026, month: 3, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 29 }, 1)).toEqual({ year: 2026, month: 3, day: 30 });
    expect(addDays({ year: 2026, month: 10, day: 25 }, 1)).toEqual({ year: 2026, month: 10, day: 26 });
  });

  it('compares and counts days', () => {
    const a = { year: 2026, month: 6, day: 30 };
    const b = { year: 2026, month: 7, day: 14 };
    expect(compareDates(a, b)).toBeLessThan(0);
    expect(compareDates(b, a)).toBeGreaterThan(0);
    expect(compareDates(a, { ...a })).toBe(0);
    expect(daysBetween(a, b)).toBe(14);
    expect(daysBetween(b, a)).toBe(-14);
  });

  it('knows the ISO weekday', () => {
    expect(isoWeekday({ year: 2026, month: 6, day: 29 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 7, day: 5 })).toBe(7);
  });
});

describe('time mask HH:mm', () => {
  it('parses to minutes of the day', () => {
    expect(parseTimeOfDay('00:00')).toEqual({ ok: true, value: 0 });
    expect(parseTimeOfDay('11:30')).toEqual({ ok: true, value: 690 });
    expect(parseTimeOfDay('23:59')).toEqual({ ok: true, value: 1439 });
  });

  it.each(['24:00', '1:30', '11:3', '11:60', '11.30', '', '11:30 '])('rejects "%s"', (text) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: false, reason: 'invalid-time' });
  });

  it('formats minutes of the day', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(690)).toBe('11:30');
    expect(formatTimeOfDay(1380)).toBe('23:00');
  });
});
