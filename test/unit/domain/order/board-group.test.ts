import { describe, expect, it } from 'vitest';
import { awaitingReasonOf, boardGroupOf } from '../../../../src/domain/order/board-group';
import { parseStaffOrderSearch } from '../../../../src/domain/order/staff-order-search';
import { formatIsoDay, kyivDayRange, parseIsoDay } from '../../../../src/domain/shared/kyiv-day';

describe('the board groups', () => {
  const order = { status: 'new', confirmationStatus: 'not-required', paymentStatus: 'not-required' } as const;

  it('keeps new orders the customer has not finished away from the kitchen', () => {
    expect(awaitingReasonOf(order)).toBeNull();
    expect(awaitingReasonOf({ ...order, confirmationStatus: 'sms-pending' })).toBe('sms-code');
    expect(awaitingReasonOf({ ...order, confirmationStatus: 'sms-locked' })).toBe('sms-code');
    expect(awaitingReasonOf({ ...order, paymentStatus: 'awaiting' })).toBe('online-payment');
    expect(awaitingReasonOf({ ...order, paymentStatus: 'failed' })).toBe('payment-failed');
    expect(boardGroupOf({ ...order, paymentStatus: 'failed' })).toBe('awaiting');
  });

  it('gives the kitchen confirmed, called-back and paid orders, and whatever staff already moved on', () => {
    expect(boardGroupOf({ ...order, confirmationStatus: 'sms-confirmed' })).toBe('kitchen');
    expect(boardGroupOf({ ...order, confirmationStatus: 'phone-call-requested' })).toBe('kitchen');
    expect(boardGroupOf({ ...order, paymentStatus: 'paid' })).toBe('kitchen');
    expect(boardGroupOf({ ...order, status: 'accepted', confirmationStatus: 'sms-pending' })).toBe('kitchen');
  });
});

describe('the board search', () => {
  it('reads a code and the national digits of any phone spelling', () => {
    expect(parseStaffOrderSearch(' ab3 x ')).toEqual({ code: 'AB3X', phoneDigits: null });
    expect(parseStaffOrderSearch('+38 (067) 123 45 67')).toEqual({
      code: '+38(067)1234567',
      phoneDigits: '0671234567',
    });
    expect(parseStaffOrderSearch('380671234567')?.phoneDigits).toBe('0671234567');
    expect(parseStaffOrderSearch('4567')?.phoneDigits).toBe('4567');
    expect(parseStaffOrderSearch('45')?.phoneDigits).toBeNull();
    // A code is searched as a code only, however many digits it holds.
    expect(parseStaffOrderSearch('7fu3h8srnu')).toEqual({ code: '7FU3H8SRNU', phoneDigits: null });
    expect(parseStaffOrderSearch('   ')).toBeNull();
  });
});

describe('a Kyiv day', () => {
  it('parses YYYY-MM-DD days that exist', () => {
    expect(parseIsoDay('2025-06-11')).toEqual({ year: 2025, month: 6, day: 11 });
    for (const text of ['2025-02-30', '2025-6-11', '11.06.2025', '']) expect(parseIsoDay(text), text).toBeNull();
    expect(formatIsoDay({ year: 2025, month: 6, day: 1 })).toBe('2025-06-01');
  });

  it('runs from Kyiv midnight to Kyiv midnight, 23 or 25 hours on the clock-change days', () => {
    const summer = kyivDayRange({ year: 2025, month: 6, day: 11 });
    expect(new Date(summer.from).toISOString()).toBe('2025-06-10T21:00:00.000Z');
    expect(summer.to - summer.from).toBe(24 * 3_600_000);
    const spring = kyivDayRange({ year: 2025, month: 3, day: 30 });
    expect(spring.to - spring.from).toBe(23 * 3_600_000);
    const autumn = kyivDayRange({ year: 2025, month: 10, day: 26 });
    expect(autumn.to - autumn.from).toBe(25 * 3_600_000);
  });
});
