import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrderAmount,
  checkOrderLineCount,
  ORDER_MAX_ITEMS_KOPIYKAS,
  ORDER_MAX_LINES,
} from '../../../../src/domain/order/order-size.rule';
import { CART_QUANTITY_MAX } from '../../../../src/domain/cart/cart-item';

describe('how big an online order may be', () => {
  it('takes up to 50 different dishes and refuses the 51st', () => {
    expect(checkOrderLineCount(ORDER_MAX_LINES).ok).toBe(true);
    expect(checkOrderLineCount(ORDER_MAX_LINES + 1)).toEqual({ ok: false, reason: 'too-many-lines' });
  });

  it('takes dishes worth up to 100 000 ₴ and refuses a kopiyka more', () => {
    expect(checkOrderAmount(ORDER_MAX_ITEMS_KOPIYKAS).ok).toBe(true);
    expect(checkOrderAmount(ORDER_MAX_ITEMS_KOPIYKAS + 1)).toEqual({ ok: false, reason: 'order-too-large' });
  });

  it('keeps every amount of an accepted order inside PostgreSQL integer kopiykas, with room for the delivery fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (itemsKopiykas) => {
        if (checkOrderAmount(itemsKopiykas).ok) expect(itemsKopiykas * 2).toBeLessThan(2_147_483_647);
      }),
    );
    // A single line is part of the dishes' sum, so it is bounded too, whatever its count.
    expect(ORDER_MAX_ITEMS_KOPIYKAS * CART_QUANTITY_MAX).toBeLessThan(2 ** 53);
  });
});
