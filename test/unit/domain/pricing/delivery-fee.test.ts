import { describe, expect, it } from 'vitest';
import { deliveryFee, deliveryFeeKopiykas } from '../../../../src/domain/pricing/delivery-fee';
import { DELIVERY_FEE, FREE_DELIVERY_FROM, MIN_ORDER } from '../../../../src/domain/pricing/pricing-constants';

describe('pricing constants', () => {
  it("are the shop's numbers", () => {
    expect([MIN_ORDER, FREE_DELIVERY_FROM, DELIVERY_FEE]).toEqual([250, 500, 50]);
  });
});

describe('delivery fee', () => {
  it('is 50 under 500 for delivery and pre-order', () => {
    expect(deliveryFee(499.99, 'delivery')).toBe(50);
    expect(deliveryFee(250, 'pre-order')).toBe(50);
    expect(deliveryFee(0, 'delivery')).toBe(50);
  });
  it('is 0 from 500', () => {
    expect(deliveryFee(500, 'delivery')).toBe(0);
    expect(deliveryFee(1200, 'pre-order')).toBe(0);
  });
  it('is 0 for self-pickup whatever the total', () => {
    expect(deliveryFee(260, 'self-pickup')).toBe(0);
    expect(deliveryFeeKopiykas(0, 'self-pickup')).toBe(0);
  });
  it('compares in kopiykas, so float noise around 500 counts as 500', () => {
    expect(deliveryFee(499.99999999999994, 'delivery')).toBe(0);
    expect(deliveryFee(499.994, 'delivery')).toBe(50);
    expect(deliveryFeeKopiykas(49_999, 'delivery')).toBe(5000);
  });
  it('does not treat a total of exactly 1 as free ', () => {
    expect(deliveryFee(1, 'delivery')).toBe(50);
  });
});
