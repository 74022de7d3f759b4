import { describe, expect, it } from 'vitest';
import { buildCouponApplyRequest } from '../../../../src/domain/coupon/coupon-apply-request.builder';

const base = { coupon: 'promo', items: [], phone: '+38 (067) 123 45 67', customerName: 'Олена', cityId: 1 };

describe('buildCouponApplyRequest', () => {
  it('carries the coupon in upper case, the items, phone, name, city and pay method', () => {
    expect(buildCouponApplyRequest({ ...base, payMethod: 'cash' })).toEqual({
      coupon: 'PROMO',
      items: [],
      phone: '+38 (067) 123 45 67',
      customerName: 'Олена',
      cityId: 1,
      payMethod: 'cash',
    });
  });
  it.each(['', '   '])('a blank name (%j) becomes "Невідомий"', (customerName) => {
    expect(buildCouponApplyRequest({ ...base, customerName }).customerName).toBe('Невідомий');
  });
  it('the pay method defaults to online', () => {
    expect(buildCouponApplyRequest(base).payMethod).toBe('online');
    expect(buildCouponApplyRequest({ ...base, payMethod: null }).payMethod).toBe('online');
  });
});
