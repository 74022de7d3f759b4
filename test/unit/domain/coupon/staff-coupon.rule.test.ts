import { describe, expect, it } from 'vitest';
import { checkStaffCoupon } from '../../../../src/domain/coupon/staff-coupon.rule';
import { formatKyivLocalDateTime, parseKyivLocalDateTime } from '../../../../src/domain/shared/kyiv-local-date-time';
import type { StaffCouponInputDto } from '../../../../src/domain/shop-api/staff-coupons.contract';

const input = (overrides: Partial<StaffCouponInputDto> = {}): StaffCouponInputDto => ({
  code: 'summer',
  kind: 'fixed',
  value: 50.5,
  minSum: 300,
  validFrom: '2025-03-30T02:00',
  validUntil: '2025-10-26T04:00',
  usageLimit: 10,
  active: true,
  cityIds: [2, 1],
  gifts: [],
  ...overrides,
});

describe('checkStaffCoupon', () => {
  it('stores the code upper case, money in kopiykas, Kyiv times as instants and cities in the shop order', () => {
    const checked = checkStaffCoupon(input({ code: ' весна-25 ' }));
    expect(checked.ok && checked.value).toEqual({
      code: 'ВЕСНА-25',
      kind: 'fixed',
      value: 5_050,
      minCartKopiykas: 30_000,
      validFromMs: Date.parse('2025-03-30T02:00:00+02:00'),
      validUntilMs: Date.parse('2025-10-26T04:00:00+02:00'),
      usageLimit: 10,
      active: true,
      cityIds: [1, 2],
      gifts: [],
    });
  });

  it('takes a minimum sum of 0 as none, and a gift coupon with value 0', () => {
    expect(checkStaffCoupon(input({ minSum: 0 })).ok).toBe(true);
    const gift = checkStaffCoupon(
      input({ kind: 'gift', value: 0, gifts: [{ options: [{ iikoId: 'drink-cola', modifierIds: [] }] }] }),
    );
    expect(gift.ok && gift.value.value).toBe(0);
  });

  it('answers the first problem of every field, in form order', () => {
    const checked = checkStaffCoupon(
      input({
        code: '',
        kind: 'percent',
        value: 101,
        minSum: 0.001,
        validFrom: 'tomorrow',
        usageLimit: 1.5,
        cityIds: [],
      }),
    );
    expect(checked.problems).toEqual([
      { field: 'code', problem: 'required' },
      { field: 'value', problem: 'not-a-whole-percent' },
      { field: 'minSum', problem: 'not-a-sum' },
      { field: 'validFrom', problem: 'not-a-time' },
      { field: 'usageLimit', problem: 'not-a-whole-number' },
      { field: 'cityIds', problem: 'no-city' },
    ]);
  });

  it.each([
    [{ code: 'A'.repeat(41) }, 'code', 'too-long'],
    [{ code: 'no spaces' }, 'code', 'bad-characters'],
    [{ value: 100_000 }, 'value', 'not-a-sum'],
    [{ validUntil: '2025-03-30T01:59', validFrom: '2025-03-30T02:00' }, 'validUntil', 'not-after-start'],
    [{ kind: 'gift' as const, value: 0 }, 'gifts', 'gift-required'],
    [
      {
        gifts: [
          {
            options: [
              { iikoId: 'a', modifierIds: [] },
              { iikoId: 'a', modifierIds: [] },
            ],
          },
        ],
      },
      'gifts',
      'repeated-product',
    ],
    [{ cityIds: [3 as 1] }, 'cityIds', 'unknown-city'],
  ])('refuses %j', (overrides, field, problem) => {
    expect(checkStaffCoupon(input(overrides)).problems).toEqual([{ field, problem }]);
  });
});

describe('Kyiv local date-times', () => {
  it('round-trips summer and winter times and refuses days that do not exist', () => {
    for (const text of ['2025-06-11T12:00', '2025-01-01T00:00', '2024-02-29T23:59']) {
      const instant = parseKyivLocalDateTime(text);
      expect(instant === null ? null : formatKyivLocalDateTime(instant)).toBe(text);
    }
    expect(parseKyivLocalDateTime('2025-06-11T12:00')).toBe(Date.parse('2025-06-11T09:00:00Z'));
    expect(parseKyivLocalDateTime('2025-02-29T10:00')).toBeNull();
    expect(parseKyivLocalDateTime('2025-06-11 12:00')).toBeNull();
  });
});
