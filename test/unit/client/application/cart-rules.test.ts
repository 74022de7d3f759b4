import { describe, expect, it } from 'vitest';
import { withoutUnavailableLines } from '../../../../src/client/application/cart-availability.rule';
import { nextCartLineId } from '../../../../src/client/application/cart-line-id';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';

describe('nextCartLineId', () => {
  it('is the timestamp, made unique among the cart’s lines', () => {
    expect(nextCartLineId(1736935200000.7, [])).toBe('1736935200000');
    const cart = [cartItemOf({ id: '1736935200000' }), cartItemOf({ id: '1736935200000-1' })];
    expect(nextCartLineId(1736935200000, cart)).toBe('1736935200000-2');
  });
});

describe('withoutUnavailableLines', () => {
  it('takes out the lines the server cannot sell and names them', () => {
    const cart = [cartItemOf({ id: 'a' }), cartItemOf({ id: 'b' }), cartItemOf({ id: 'c' })];
    const outcome = withoutUnavailableLines(cart, [
      { id: 'b', reason: 'product-unavailable' },
      { id: 'b', reason: 'unknown-modifier' },
      { id: 'zzz', reason: 'unknown-product' },
    ]);
    expect(outcome.cart.map((l) => l.id)).toEqual(['a', 'c']);
    expect(outcome.removed.map((l) => l.id)).toEqual(['b']);
  });

  it('answers the same cart when everything can be sold', () => {
    const cart = [cartItemOf({ id: 'a' })];
    expect(withoutUnavailableLines(cart, []).cart).toBe(cart);
  });
});
