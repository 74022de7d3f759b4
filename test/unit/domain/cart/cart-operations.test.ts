import { describe, expect, it } from 'vitest';
import { addItem, decreaseQuantity, increaseQuantity, removeItem } from '../../../../src/domain/cart/cart-operations';
import type { Cart } from '../../../../src/domain/cart/cart.types';
import { cartItemOf, modifierOf } from '../../../arbitraries/cart.arbitrary';

const bacon = modifierOf('bacon', 30);
const cheese = modifierOf('cheese', 25);

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; reason: string }): T => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.value;
};

describe('addItem', () => {
  it('appends a new product as a new line', () => {
    const cart: Cart = [cartItemOf({ id: 'a' })];
    const next = valueOf(addItem(cart, cartItemOf({ id: 'b', iikoId: 'burger-chicken' })));
    expect(next.map((l) => l.id)).toEqual(['a', 'b']);
  });
  it('merges the same product with the same modifiers, in any order, by adding counts', () => {
    const cart: Cart = [cartItemOf({ id: 'a', count: 2, modifiers: [bacon, cheese] })];
    const next = valueOf(addItem(cart, cartItemOf({ id: 'b', count: 3, modifiers: [cheese, bacon] })));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ id: 'a', count: 5 });
  });
  it('keeps a different modifier set on its own line', () => {
    const cart: Cart = [cartItemOf({ id: 'a', modifiers: [bacon] })];
    const next = valueOf(addItem(cart, cartItemOf({ id: 'b', modifiers: [bacon, cheese] })));
    expect(next).toHaveLength(2);
  });
  it('treats a modifier chosen twice as a different product', () => {
    const cart: Cart = [cartItemOf({ id: 'a', modifiers: [bacon] })];
    expect(valueOf(addItem(cart, cartItemOf({ id: 'b', modifiers: [bacon, bacon] })))).toHaveLength(2);
  });
  it('never merges a coupon gift with a paid line', () => {
    const cart: Cart = [cartItemOf({ id: 'a' })];
    expect(valueOf(addItem(cart, cartItemOf({ id: 'b', isCoupon: true })))).toHaveLength(2);
  });
  it('caps a merge at 99', () => {
    const cart: Cart = [cartItemOf({ id: 'a', count: 97 })];
    expect(valueOf(addItem(cart, cartItemOf({ id: 'b', count: 5 })))[0]?.count).toBe(99);
  });
  it('refuses to merge into a line already at 99', () => {
    expect(addItem([cartItemOf({ id: 'a', count: 99 })], cartItemOf({ id: 'b' }))).toEqual({
      ok: false,
      reason: 'at-maximum',
    });
  });
  it('refuses a disabled product and a merge into a disabled line', () => {
    expect(addItem([], cartItemOf({ disabled: true }))).toEqual({ ok: false, reason: 'disabled' });
    expect(addItem([cartItemOf({ id: 'a', disabled: true })], cartItemOf({ id: 'b' }))).toEqual({
      ok: false,
      reason: 'disabled',
    });
  });
  it('refuses a count outside 1..99', () => {
    for (const count of [0, -1, 100, 1.5, Number.NaN]) {
      expect(addItem([], cartItemOf({ count }))).toEqual({ ok: false, reason: 'invalid-quantity' });
    }
  });
  it('refuses a new line whose id is already taken', () => {
    const cart: Cart = [cartItemOf({ id: 'a' })];
    expect(addItem(cart, cartItemOf({ id: 'a', iikoId: 'other' }))).toEqual({ ok: false, reason: 'duplicate-id' });
  });
  it('leaves the original cart untouched', () => {
    const cart: Cart = Object.freeze([Object.freeze(cartItemOf({ id: 'a', count: 1 }))]);
    valueOf(addItem(cart, cartItemOf({ id: 'b', count: 2 })));
    expect(cart[0]?.count).toBe(1);
  });
});

describe('increaseQuantity / decreaseQuantity', () => {
  const cart: Cart = [cartItemOf({ id: 'a', count: 2 }), cartItemOf({ id: 'b', iikoId: 'x', count: 1 })];

  it('changes only the addressed line by one', () => {
    expect(valueOf(increaseQuantity(cart, 'a')).map((l) => l.count)).toEqual([3, 1]);
    expect(valueOf(decreaseQuantity(cart, 'a')).map((l) => l.count)).toEqual([1, 1]);
  });
  it('does nothing at 1 on minus: deletion is separate', () => {
    expect(decreaseQuantity(cart, 'b')).toEqual({ ok: false, reason: 'at-minimum' });
  });
  it('stops at 99 on plus', () => {
    expect(increaseQuantity([cartItemOf({ id: 'a', count: 99 })], 'a')).toEqual({ ok: false, reason: 'at-maximum' });
    expect(valueOf(increaseQuantity([cartItemOf({ id: 'a', count: 98 })], 'a'))[0]?.count).toBe(99);
  });
  it('refuses to change a disabled line', () => {
    const locked: Cart = [cartItemOf({ id: 'a', count: 2, disabled: true })];
    expect(increaseQuantity(locked, 'a')).toEqual({ ok: false, reason: 'disabled' });
    expect(decreaseQuantity(locked, 'a')).toEqual({ ok: false, reason: 'disabled' });
  });
  it('answers not-found for an unknown line', () => {
    expect(increaseQuantity(cart, 'zzz')).toEqual({ ok: false, reason: 'not-found' });
    expect(decreaseQuantity(cart, 'zzz')).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('removeItem', () => {
  it('removes the addressed line whatever its count', () => {
    const cart: Cart = [cartItemOf({ id: 'a', count: 40 }), cartItemOf({ id: 'b', iikoId: 'x' })];
    expect(valueOf(removeItem(cart, 'a')).map((l) => l.id)).toEqual(['b']);
  });
  it('refuses a disabled line and an unknown one', () => {
    expect(removeItem([cartItemOf({ id: 'a', disabled: true })], 'a')).toEqual({ ok: false, reason: 'disabled' });
    expect(removeItem([], 'a')).toEqual({ ok: false, reason: 'not-found' });
  });
});
