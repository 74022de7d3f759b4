import { describe, expect, it } from 'vitest';
import {
  cartAfterDiscount,
  cartAfterDiscountKopiykas,
  couponDiscount,
  couponDiscountKopiykas,
} from '../../../../src/domain/pricing/coupon-discount';

describe('coupon discount', () => {
  it('is kept to the kopiyka for online and card payment', () => {
    expect(couponDiscount(37.45, 'online')).toBe(37.45);
    expect(couponDiscount(37.45, 'card')).toBe(37.45);
    expect(couponDiscount(37.45, null)).toBe(37.45);
  });
  it('is rounded up to a whole hryvnia for cash', () => {
    expect(couponDiscount(37.45, 'cash')).toBe(38);
    expect(couponDiscount(37.01, 'cash')).toBe(38);
    expect(couponDiscountKopiykas(37.001, 'cash')).toBe(3700);
  });
  it('leaves a whole cash discount as it is', () => {
    expect(couponDiscount(37, 'cash')).toBe(37);
    expect(couponDiscount(0, 'cash')).toBe(0);
  });
  it('treats a negative or broken discount as none', () => {
    expect(couponDiscount(-10, 'online')).toBe(0);
    expect(couponDiscount(Number.NaN, 'cash')).toBe(0);
    expect(couponDiscount(Number.POSITIVE_INFINITY, 'cash')).toBe(0);
  });
});

describe('cart after discount', () => {
  it('subtracts the discount', () => {
    expect(cartAfterDiscount(600, 120.5)).toBe(479.5);
    expect(cartAfterDiscountKopiykas(60_000, 12_050)).toBe(47_950);
  });
  it('never goes below 0', () => {
    expect(cartAfterDiscount(100, 150)).toBe(0);
  });
});
