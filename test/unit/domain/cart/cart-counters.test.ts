import { describe, expect, it } from 'vitest';
import { amountOfRolls, hasAlcohol, hasSushi, rollsInLine } from '../../../../src/domain/cart/cart-counters';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';

describe('amountOfRolls', () => {
  it('counts amountOfRolls × count for a set', () => {
    expect(rollsInLine(cartItemOf({ sushi: true, amountOfRolls: 4, count: 2 }))).toBe(8);
  });
  it('counts one roll per piece for a sushi line without amountOfRolls', () => {
    expect(rollsInLine(cartItemOf({ sushi: true, count: 3 }))).toBe(3);
  });
  it('counts nothing for a burger', () => {
    expect(rollsInLine(cartItemOf({ count: 5 }))).toBe(0);
  });
  it('trusts an explicit amountOfRolls, 0 included', () => {
    expect(rollsInLine(cartItemOf({ sushi: true, amountOfRolls: 0, count: 3 }))).toBe(0);
    expect(rollsInLine(cartItemOf({ amountOfRolls: 2, count: 1 }))).toBe(2);
  });
  it('sums the lines, coupon gifts included', () => {
    const cart = [
      cartItemOf({ sushi: true, amountOfRolls: 4, count: 1 }),
      cartItemOf({ sushi: true, count: 2, isCoupon: true }),
      cartItemOf({ count: 3 }),
    ];
    expect(amountOfRolls(cart)).toBe(6);
    expect(amountOfRolls([])).toBe(0);
  });
});

describe('hasAlcohol / hasSushi', () => {
  it('find a flagged line', () => {
    expect(hasAlcohol([cartItemOf(), cartItemOf({ isAlcohol: true })])).toBe(true);
    expect(hasSushi([cartItemOf(), cartItemOf({ sushi: true })])).toBe(true);
  });
  it('are false without one', () => {
    expect(hasAlcohol([cartItemOf({ isAlcohol: false })])).toBe(false);
    expect(hasSushi([])).toBe(false);
  });
});
