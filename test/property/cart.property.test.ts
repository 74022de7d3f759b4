import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart-item';
import type { Cart } from '../../src/domain/cart/cart.types';
import { addItem, decreaseQuantity, increaseQuantity } from '../../src/domain/cart/cart-operations';
import { MODIFIER_VOCABULARY } from '../../src/domain/cart/modifier-vocabulary';
import { recognizeModifierName } from '../../src/domain/cart/modifier-recognition';
import { applyPriceCheck } from '../../src/domain/cart/price-check';
import { productKey } from '../../src/domain/cart/same-product';
import {
  applyCartCommand,
  cartArb,
  cartCommandArb,
  cartItemArb,
  cartQuantityArb,
  totalCount,
} from '../arbitraries/cart.arbitrary';

const deepFreeze = (cart: Cart): Cart =>
  Object.freeze(
    cart.map((line) =>
      Object.freeze({ ...line, modifiers: Object.freeze(line.modifiers.map((m) => Object.freeze({ ...m }))) }),
    ),
  );

const countOfProduct = (cart: Cart, key: string): number =>
  cart.filter((line) => productKey(line) === key).reduce((sum, line) => sum + line.count, 0);

describe('cart properties', () => {
  it('every quantity stays a whole number in 1..99, one line per product and per id, whatever the customer does', () => {
    fc.assert(
      fc.property(cartArb, fc.array(cartCommandArb, { maxLength: 60 }), (start, commands) => {
        let cart = start;
        commands.forEach((command, step) => {
          cart = applyCartCommand(deepFreeze(cart), command, step);
          for (const line of cart) {
            expect(Number.isInteger(line.count)).toBe(true);
            expect(line.count).toBeGreaterThanOrEqual(1);
            expect(line.count).toBeLessThanOrEqual(99);
          }
          expect(new Set(cart.map(productKey)).size).toBe(cart.length);
          expect(new Set(cart.map((l) => l.id)).size).toBe(cart.length);
        });
      }),
    );
  });

  it('adding merges without losing or inventing pieces: the product count grows by the added count, capped at 99', () => {
    fc.assert(
      fc.property(cartArb, cartItemArb, (cart, incoming) => {
        const item: CartItem = { ...incoming, id: 'new-line' };
        const key = productKey(item);
        const before = countOfProduct(cart, key);
        const frozen = deepFreeze(cart);
        const result = addItem(frozen, item);
        if (!result.ok) {
          expect(result.reason).toBe('at-maximum');
          expect(before).toBe(99);
          return;
        }
        expect(countOfProduct(result.value, key)).toBe(Math.min(99, before + item.count));
        expect(totalCount(result.value)).toBe(totalCount(cart) - before + Math.min(99, before + item.count));
        expect(result.value.length).toBe(cart.length + (before === 0 ? 1 : 0));
        // Lines of other products are the very same objects.
        for (const line of frozen) if (productKey(line) !== key) expect(result.value).toContain(line);
      }),
    );
  });

  it('the same product with its modifiers in another order merges into the existing line', () => {
    fc.assert(
      fc.property(
        cartArb.filter((c) => c.length > 0),
        fc.nat(),
        cartQuantityArb,
        (cart, pick, count) => {
          const existing = cart[pick % cart.length] as CartItem;
          const again: CartItem = { ...existing, id: 'again', count, modifiers: [...existing.modifiers].reverse() };
          const result = addItem(cart, again);
          if (existing.count === 99) {
            expect(result).toEqual({ ok: false, reason: 'at-maximum' });
          } else {
            expect(result.ok && result.value.length).toBe(cart.length);
            expect(result.ok && result.value.find((l) => l.id === existing.id)?.count).toBe(
              Math.min(99, existing.count + count),
            );
          }
        },
      ),
    );
  });

  it('plus then minus gives back the same cart', () => {
    fc.assert(
      fc.property(
        cartArb.filter((c) => c.length > 0),
        fc.nat(),
        (cart, pick) => {
          const id = (cart[pick % cart.length] as CartItem).id;
          const up = increaseQuantity(cart, id);
          fc.pre(up.ok);
          const down = up.ok ? decreaseQuantity(up.value, id) : up;
          expect(down).toEqual({ ok: true, value: cart });
        },
      ),
    );
  });

  it('a price check changes prices only, and only on UPDATE', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.constantFrom('UPDATE', 'OK', 'NO_CHANGES'),
        fc.integer({ min: 0, max: 60_000 }),
        (cart, type, kopiykas) => {
          const answer = {
            type,
            data: cart.map((l) => ({
              id: l.id,
              price: kopiykas / 100,
              modifiers: l.modifiers.map((m) => ({ id: m.id, price: 1 })),
            })),
          };
          const next = applyPriceCheck(deepFreeze(cart), answer);
          if (type !== 'UPDATE') {
            expect(next).toEqual(cart);
          } else {
            expect(next.map(productKey)).toEqual(cart.map(productKey));
            expect(next.map((l) => [l.id, l.count])).toEqual(cart.map((l) => [l.id, l.count]));
            expect(next.every((l) => l.price === kopiykas / 100 && l.modifiers.every((m) => m.price === 1))).toBe(true);
          }
        },
      ),
    );
  });

  it('every vocabulary name is recognised in any letter case and spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODIFIER_VOCABULARY),
        fc.infiniteStream(fc.boolean()),
        fc.constantFrom(' ', '  ', '\t'),
        (entry, upper, space) => {
          const iterator = upper[Symbol.iterator]();
          const name = [...entry.name]
            .map((ch) => (iterator.next().value ? ch.toUpperCase() : ch.toLowerCase()))
            .join('')
            .replaceAll(' ', space);
          expect(recognizeModifierName(name)?.key).toBe(entry.key);
        },
      ),
    );
  });
});
