import { describe, expect, it } from 'vitest';
import { applyPriceCheck } from '../../../../src/domain/cart/price-check';
import type { Cart } from '../../../../src/domain/cart/cart.types';
import { cartItemOf, modifierOf } from '../../../arbitraries/cart.arbitrary';

const cart: Cart = [
  cartItemOf({ id: 'a', price: 189, modifiers: [modifierOf('bacon', 30), modifierOf('cheese', 25)] }),
  cartItemOf({ id: 'b', iikoId: 'roll', price: 250 }),
];

describe('applyPriceCheck', () => {
  it('replaces item and modifier prices on UPDATE', () => {
    const next = applyPriceCheck(cart, {
      type: 'UPDATE',
      data: [{ id: 'a', price: 199, modifiers: [{ id: 'id-bacon', price: 35 }] }],
    });
    expect(next[0]?.price).toBe(199);
    expect(next[0]?.modifiers.map((m) => m.price)).toEqual([35, 25]);
    expect(next[1]).toBe(cart[1]);
  });
  it('returns the cart unchanged for any other answer type', () => {
    const answer = { type: 'OK', data: [{ id: 'a', price: 1, modifiers: [] }] };
    expect(applyPriceCheck(cart, answer)).toBe(cart);
    expect(applyPriceCheck(cart, { ...answer, type: 'update' })).toBe(cart);
  });
  it('tolerates an UPDATE without data', () => {
    expect(applyPriceCheck(cart, { type: 'UPDATE', data: null })).toBe(cart);
  });
  it('ignores prices that are negative or not numbers', () => {
    const next = applyPriceCheck(cart, {
      type: 'UPDATE',
      data: [{ id: 'a', price: -5, modifiers: [{ id: 'id-bacon', price: Number.NaN }] }],
    });
    expect(next[0]?.price).toBe(189);
    expect(next[0]?.modifiers[0]?.price).toBe(30);
  });
  it('keeps everything else of the line, count and flags included', () => {
    const locked: Cart = [cartItemOf({ id: 'a', count: 4, disabled: true })];
    const next = applyPriceCheck(locked, { type: 'UPDATE', data: [{ id: 'a', price: 200 }] });
    expect(next[0]).toEqual({ ...locked[0], price: 200 });
  });
});
