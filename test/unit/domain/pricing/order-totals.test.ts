import { describe, expect, it } from 'vitest';
import { orderTotals, orderTotalsKopiykas, type OrderTotalsInput } from '../../../../src/domain/pricing/order-totals';
import { totalToPay, totalToPayKopiykas } from '../../../../src/domain/pricing/total-to-pay';

const burger = (count: number, modifierPrices: number[] = []) => ({
  price: 189,
  count,
  modifiers: modifierPrices.map((price) => ({ price })),
});

const input = (overrides: Partial<OrderTotalsInput>): OrderTotalsInput => ({
  items: [burger(1)],
  couponDiscount: 0,
  payMethod: 'online',
  deliveryType: 'delivery',
  ...overrides,
});

describe('total to pay', () => {
  it('is cart + fee − discount', () => {
    expect(totalToPay(300, 50, 20)).toBe(330);
  });
  it('rounds to 2 decimals through kopiykas', () => {
    expect(totalToPay(0.1, 0.2, 0)).toBe(0.3);
    expect(totalToPay(100.005, 0, 0)).toBe(100.01);
  });
  it('is never negative', () => {
    expect(totalToPay(100, 0, 500)).toBe(0);
    expect(totalToPayKopiykas(0, 0, 1)).toBe(0);
  });
});

describe('order totals', () => {
  it('charges delivery under 500 after discount', () => {
    expect(orderTotals(input({ items: [burger(2)] }))).toEqual({ order: 378, shipping: 50, discount: 0, toPay: 428 });
  });
  it('is free from 500', () => {
    // (189 + 61) × 2 = 500
    expect(orderTotals(input({ items: [burger(2, [61])] }))).toEqual({
      order: 500,
      shipping: 0,
      discount: 0,
      toPay: 500,
    });
  });
  it('measures the free-delivery threshold after the discount', () => {
    // 567 − 70 = 497 < 500: delivery is paid again
    expect(orderTotals(input({ items: [burger(3)], couponDiscount: 70 }))).toEqual({
      order: 567,
      shipping: 50,
      discount: 70,
      toPay: 547,
    });
  });
  it('does not charge self-pickup', () => {
    expect(orderTotals(input({ items: [burger(2)], deliveryType: 'self-pickup' })).shipping).toBe(0);
  });
  it('rounds a cash discount up to a whole hryvnia', () => {
    const totals = orderTotals(input({ items: [burger(3)], couponDiscount: 56.7, payMethod: 'cash' }));
    expect(totals).toEqual({ order: 567, shipping: 0, discount: 57, toPay: 510 });
  });
  it('keeps a non-cash discount to the kopiyka', () => {
    const totals = orderTotals(input({ items: [burger(3)], couponDiscount: 56.7, payMethod: 'card' }));
    expect(totals).toEqual({ order: 567, shipping: 0, discount: 56.7, toPay: 510.3 });
  });
  it('caps the discount at the order so the block adds up and nothing goes negative', () => {
    const totals = orderTotalsKopiykas(input({ items: [burger(1)], couponDiscount: 1000 }));
    expect(totals).toEqual({ order: 18_900, shipping: 5000, discount: 18_900, cartAfterDiscount: 0, toPay: 5000 });
  });
  it('gives zeros for an empty cart picked up', () => {
    expect(orderTotals(input({ items: [], deliveryType: 'self-pickup' }))).toEqual({
      order: 0,
      shipping: 0,
      discount: 0,
      toPay: 0,
    });
  });
  it('does not charge for coupon lines', () => {
    const gift = { price: 250, count: 1, isCoupon: true, modifiers: [] };
    expect(orderTotals(input({ items: [burger(2), gift] })).order).toBe(378);
  });
});
