import { describe, expect, it } from 'vitest';
import { lineTotal, lineTotalKopiykas } from '../../../../src/domain/pricing/line-total';
import { cartTotal, cartTotalKopiykas } from '../../../../src/domain/pricing/cart-total';

const line = (price: number, count: number, modifierPrices: number[] = [], isCoupon = false) => ({
  price,
  count,
  isCoupon,
  modifiers: modifierPrices.map((p) => ({ price: p })),
});

describe('line total', () => {
  it('is the price times the count without modifiers', () => {
    expect(lineTotal(line(189, 3))).toBe(567);
  });
  it('multiplies modifier prices by the count too (one rule everywhere)', () => {
    // (189 + 45 + 30) × 2, not 189 × 2 + 45 + 30
    expect(lineTotal(line(189, 2, [45, 30]))).toBe(528);
    expect(lineTotalKopiykas(line(189, 2, [45, 30]))).toBe(52_800);
  });
  it('does not drift on fractional prices', () => {
    expect(lineTotal(line(0.1, 3, [0.2]))).toBe(0.9);
    expect(lineTotal(line(19.99, 99))).toBe(1979.01);
  });
  it('costs 0 for a coupon line, modifiers included', () => {
    expect(lineTotal(line(189, 2, [45], true))).toBe(0);
  });
});

describe('cart total', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
  it('sums the line totals and skips coupon lines', () => {
    const lines = [line(189, 2, [45]), line(0.1, 1), line(0.2, 1), line(300, 1, [], true)];
    expect(cartTotalKopiykas(lines)).toBe(46_830);
    expect(cartTotal(lines)).toBe(468.3);
  });
});
