import { describe, expect, it } from 'vitest';
import { isSameProduct } from '../../../../src/domain/cart/same-product';
import { cartItemOf, modifierOf } from '../../../arbitraries/cart.arbitrary';

describe('isSameProduct', () => {
  it('needs the same iikoId', () => {
    expect(isSameProduct(cartItemOf(), cartItemOf({ iikoId: 'other' }))).toBe(false);
  });
  it('ignores the line id, the count, the prices and the modifier order', () => {
    const a = cartItemOf({ id: 'a', count: 1, modifiers: [modifierOf('m1', 10), modifierOf('m2', 20)] });
    const b = cartItemOf({ id: 'b', count: 7, price: 1, modifiers: [modifierOf('m2', 99), modifierOf('m1', 0)] });
    expect(isSameProduct(a, b)).toBe(true);
  });
  it('needs the same set of modifier iikoIds', () => {
    expect(isSameProduct(cartItemOf({ modifiers: [modifierOf('m1')] }), cartItemOf({ modifiers: [] }))).toBe(false);
  });
  it('separates coupon gifts from paid lines', () => {
    expect(isSameProduct(cartItemOf(), cartItemOf({ isCoupon: true }))).toBe(false);
    expect(isSameProduct(cartItemOf({ isCoupon: false }), cartItemOf())).toBe(true);
  });
});
