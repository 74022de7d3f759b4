import { describe, expect, it } from 'vitest';
import { couponDiscountFor, isCashPayMethod, isCouponFound } from '../../../../src/domain/coupon/coupon-discount.rule';
import { action, answer, giftItem } from './coupon.fixtures';

describe('isCouponFound', () => {
  it('a discount alone, or an action with items alone, is a coupon', () => {
    expect(isCouponFound(answer(5))).toBe(true);
    expect(isCouponFound(answer(0, action(giftItem('cola'))))).toBe(true);
  });
  it('discount 0 and no actions (or only empty ones) is not a coupon', () => {
    expect(isCouponFound(answer(0))).toBe(false);
    expect(isCouponFound(answer(0, action()))).toBe(false);
  });
  it('a broken discount does not make a coupon', () => {
    expect(isCouponFound(answer(-5))).toBe(false);
    expect(isCouponFound(answer(Number.NaN))).toBe(false);
  });
});

describe('couponDiscountFor', () => {
  it('cash rounds up to whole hryvnias', () => {
    expect(couponDiscountFor(answer(10.01), 'cash')).toBe(11);
    expect(couponDiscountFor(answer(10), 'cash')).toBe(10);
    expect(couponDiscountFor(answer(0.3), 'cash')).toBe(1);
  });
  it('cash ignores float noise below a kopiyka instead of adding a hryvnia', () => {
    // 0.1 * 3 * 10 is 3.0000000000000004 in binary floats: a naive ceil would give 4.
    expect(couponDiscountFor(answer(0.1 * 3 * 10), 'cash')).toBe(3);
  });
  it('online and card keep kopiykas, rounded to 2 decimals', () => {
    expect(couponDiscountFor(answer(10.4), 'online')).toBe(10.4);
    expect(couponDiscountFor(answer(10.005), 'card')).toBe(10.01);
    expect(couponDiscountFor(answer(10.4), null)).toBe(10.4);
  });
  it('a negative or non-finite discount gives 0', () => {
    expect(couponDiscountFor(answer(-3), 'cash')).toBe(0);
    expect(couponDiscountFor(answer(Number.POSITIVE_INFINITY), 'online')).toBe(0);
  });
  it('only cash is cash', () => {
    expect(['online', 'card', 'cash', null].map((method) => isCashPayMethod(method as never))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});
