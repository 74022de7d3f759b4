import { describe, expect, it } from 'vitest';
import { preOrderSlots, slotGridMinutes } from '../../../../src/domain/pre-order/pre-order-slots.rule';

/** 1 July 2026 is summer time, UTC+3. */
const summer = (h: number, m: number, day = 1) => Date.UTC(2026, 6, day, h - 3, m);
/** 15 January 2026 is winter time, UTC+2. */
const winter = (h: number, m: number) => Date.UTC(2026, 0, 15, h - 2, m);

const FULL_DAY = [
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
  '21:30',
  '22:00',
  '22:30',
  '23:00',
];
const ALCOHOL_DAY = FULL_DAY.filter((t) => t >= '12:00' && t <= '21:30');

describe('pre-order slots', () => {
  it('offer 11:30..23:00 every 30 minutes on a future date', () => {
    expect(preOrderSlots('02.07.2026', false, summer(12, 10))).toEqual(FULL_DAY);
    expect(slotGridMinutes(false)).toHaveLength(24);
  });

  it('offer only 12:00..21:30 with alcohol in the cart', () => {
    expect(preOrderSlots('02.07.2026', true, summer(12, 10))).toEqual(ALCOHOL_DAY);
    expect(ALCOHOL_DAY[0]).toBe('12:00');
    expect(ALCOHOL_DAY.at(-1)).toBe('21:30');
  });

  it('start today from the rounded earliest slot (12:10 → 13:30) in summer and in winter', () => {
    const expected = FULL_DAY.slice(FULL_DAY.indexOf('13:30'));
    expect(preOrderSlots('01.07.2026', false, summer(12, 10))).toEqual(expected);
    expect(preOrderSlots('15.01.2026', false, winter(12, 10))).toEqual(expected);
  });

  it('start at the next hour on the hour (12:00 → 13:00) and skip an hour after :30 (12:31 → 14:00)', () => {
    expect(preOrderSlots('01.07.2026', false, summer(12, 0))[0]).toBe('13:00');
    expect(preOrderSlots('01.07.2026', false, summer(12, 30))[0]).toBe('13:30');
    expect(preOrderSlots('01.07.2026', false, summer(12, 31))[0]).toBe('14:00');
  });

  it('offer the whole day early in the morning', () => {
    expect(preOrderSlots('01.07.2026', false, summer(9, 0))).toEqual(FULL_DAY);
  });

  it('keep the last slot until 22:00 and run out after it', () => {
    expect(preOrderSlots('01.07.2026', false, summer(22, 0))).toEqual(['23:00']);
    expect(preOrderSlots('01.07.2026', false, summer(22, 1))).toEqual([]);
  });

  it('run out earlier with alcohol', () => {
    expect(preOrderSlots('01.07.2026', true, summer(20, 30))).toEqual(['21:30']);
    expect(preOrderSlots('01.07.2026', true, summer(20, 31))).toEqual([]);
    expect(preOrderSlots('01.07.2026', false, summer(20, 31))).toEqual(['22:00', '22:30', '23:00']);
  });

  it('take "today" from the Kyiv calendar, not UTC', () => {
    // 00:10 on 1 July in Kyiv is still 30 June in UTC.
    const justAfterMidnight = Date.UTC(2026, 5, 30, 21, 10);
    expect(preOrderSlots('01.07.2026', false, justAfterMidnight)).toEqual(FULL_DAY);
    expect(preOrderSlots('30.06.2026', false, justAfterMidnight)).toEqual([]);
  });

  it('offer nothing before today, past the 14-day horizon, or for a bad date', () => {
    expect(preOrderSlots('30.06.2026', false, summer(12, 0))).toEqual([]);
    expect(preOrderSlots('15.07.2026', false, summer(12, 0))).toEqual(FULL_DAY);
    expect(preOrderSlots('16.07.2026', false, summer(12, 0))).toEqual([]);
    expect(preOrderSlots('31.06.2026', false, summer(12, 0))).toEqual([]);
    expect(preOrderSlots('', false, summer(12, 0))).toEqual([]);
  });
});
