import { describe, expect, it } from 'vitest';
import { isValidPreOrderSlot, validatePreOrderSlot } from '../../../../src/domain/pre-order/pre-order-slot.validator';
import {
  PRE_ORDER_MAX_DAYS_AHEAD,
  PRE_ORDER_TIME_TOLERANCE_KEY,
  PRE_ORDER_TIME_TOLERANCE_MINUTES,
} from '../../../../src/domain/pre-order/pre-order.constants';

const NOW = Date.UTC(2026, 6, 1, 12 - 3, 10); // 01.07.2026 12:10 Kyiv (summer)

describe('validatePreOrderSlot', () => {
  it('accepts a slot the picker offers', () => {
    expect(validatePreOrderSlot('01.07.2026', '13:30', false, NOW)).toEqual({
      ok: true,
      value: { date: '01.07.2026', time: '13:30' },
    });
    expect(isValidPreOrderSlot('02.07.2026', '11:30', false, NOW)).toBe(true);
    expect(isValidPreOrderSlot('15.07.2026', '23:00', false, NOW)).toBe(true);
    expect(isValidPreOrderSlot('02.07.2026', '21:30', true, NOW)).toBe(true);
  });

  it.each([
    ['31.02.2026', '12:00', false, 'invalid-date'],
    ['1.07.2026', '12:00', false, 'invalid-date'],
    ['02.07.2026', '12.00', false, 'invalid-time'],
    ['02.07.2026', '12:15', false, 'off-grid'],
    ['02.07.2026', '11:00', false, 'outside-window'],
    ['02.07.2026', '23:30', false, 'outside-window'],
    ['02.07.2026', '11:30', true, 'outside-alcohol-window'],
    ['02.07.2026', '22:00', true, 'outside-alcohol-window'],
    ['30.06.2026', '14:00', false, 'date-in-past'],
    ['16.07.2026', '14:00', false, 'too-far-ahead'],
    ['01.07.2026', '13:00', false, 'too-soon'],
    ['01.07.2026', '12:00', false, 'too-soon'],
  ] as const)('rejects %s %s (alcohol %s) as %s', (date, time, hasAlcohol, reason) => {
    expect(validatePreOrderSlot(date, time, hasAlcohol, NOW)).toEqual({ ok: false, reason });
    expect(isValidPreOrderSlot(date, time, hasAlcohol, NOW)).toBe(false);
  });

  it('rejects every slot of today once the minimum date is tomorrow', () => {
    const late = Date.UTC(2026, 6, 1, 22 - 3, 1);
    expect(validatePreOrderSlot('01.07.2026', '23:00', false, late)).toEqual({ ok: false, reason: 'too-soon' });
    expect(isValidPreOrderSlot('02.07.2026', '11:30', false, late)).toBe(true);
  });

  it('uses the winter offset in winter', () => {
    const winterNow = Date.UTC(2026, 0, 15, 12 - 2, 31); // 12:31 Kyiv
    expect(isValidPreOrderSlot('15.01.2026', '13:30', false, winterNow)).toBe(false);
    expect(isValidPreOrderSlot('15.01.2026', '14:00', false, winterNow)).toBe(true);
  });
});

describe('pre-order constants', () => {
  it('match the product rules and the documented horizon', () => {
    expect(PRE_ORDER_TIME_TOLERANCE_MINUTES).toBe(15);
    expect(PRE_ORDER_TIME_TOLERANCE_KEY).toBe('pre-order.time-may-differ');
    expect(PRE_ORDER_MAX_DAYS_AHEAD).toBe(14);
  });
});
