import { describe, expect, it } from 'vitest';
import { maxPreOrderDate, minPreOrderDate } from '../../../../src/domain/pre-order/pre-order-slots.rule';

const summer = (h: number, m: number, day = 1) => Date.UTC(2026, 6, day, h - 3, m);
const winter = (h: number, m: number, day = 15) => Date.UTC(2026, 0, day, h - 2, m);

describe('pre-order minimum date', () => {
  it('is today while a slot remains', () => {
    expect(minPreOrderDate(false, summer(12, 0))).toBe('01.07.2026');
    expect(minPreOrderDate(false, summer(22, 0))).toBe('01.07.2026');
    expect(minPreOrderDate(false, winter(22, 0))).toBe('15.01.2026');
  });

  it('rolls to tomorrow once the last slot has passed', () => {
    expect(minPreOrderDate(false, summer(22, 1))).toBe('02.07.2026');
    expect(minPreOrderDate(false, winter(23, 59))).toBe('16.01.2026');
  });

  it('rolls earlier with alcohol (last slot 21:30)', () => {
    expect(minPreOrderDate(true, summer(20, 30))).toBe('01.07.2026');
    expect(minPreOrderDate(true, summer(20, 31))).toBe('02.07.2026');
  });

  it('rolls over a month and a year end', () => {
    expect(minPreOrderDate(false, summer(22, 31, 31))).toBe('01.08.2026');
    expect(minPreOrderDate(false, Date.UTC(2026, 11, 31, 20, 45))).toBe('01.01.2027');
  });
});

describe('pre-order maximum date', () => {
  it('is 14 Kyiv days after today', () => {
    expect(maxPreOrderDate(summer(12, 0))).toBe('15.07.2026');
    // 00:30 on 1 July in Kyiv, still 30 June in UTC.
    expect(maxPreOrderDate(Date.UTC(2026, 5, 30, 21, 30))).toBe('15.07.2026');
  });
});
