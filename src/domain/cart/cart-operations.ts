import { err, ok, type Result } from '../shared/result';
import type { CartItem } from './cart-item';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './cart-item';
import type { Cart } from './cart.types';
import { capCartQuantity, isCartQuantity } from './cart-quantity';
import { productKey } from './same-product';

export type AddItemRefusal = 'disabled' | 'at-maximum' | 'invalid-quantity' | 'duplicate-id';
export type IncreaseRefusal = 'not-found' | 'disabled' | 'at-maximum';
export type DecreaseRefusal = 'not-found' | 'disabled' | 'at-minimum';
export type RemoveRefusal = 'not-found' | 'disabled';

const replaceLine = (cart: Cart, line: CartItem): Cart => cart.map((l) => (l.id === line.id ? line : l));

/**
 * Adds a line, or merges it into the line of the same product by adding counts, capped at
 * CART_QUANTITY_MAX. The merged line keeps its id, position and prices (the price check refreshes
 * prices), so the customer sees the row they already had grow.
 */
export const addItem = (cart: Cart, item: CartItem): Result<Cart, AddItemRefusal> => {
  if (!isCartQuantity(item.count)) return err('invalid-quantity');
  if (item.disabled) return err('disabled');
  const key = productKey(item);
  const existing = cart.find((line) => productKey(line) === key);
  if (!existing) {
    // Line operations address lines by id; two lines with one id would change together.
    if (cart.some((line) => line.id === item.id)) return err('duplicate-id');
    return ok([...cart, item]);
  }
  if (existing.disabled) return err('disabled');
  if (existing.count >= CART_QUANTITY_MAX) return err('at-maximum');
  return ok(replaceLine(cart, { ...existing, count: capCartQuantity(existing.count + item.count) }));
};

export const increaseQuantity = (cart: Cart, lineId: string): Result<Cart, IncreaseRefusal> => {
  const line = cart.find((l) => l.id === lineId);
  if (!line) return err('not-found');
  if (line.disabled) return err('disabled');
  if (line.count >= CART_QUANTITY_MAX) return err('at-maximum');
  return ok(replaceLine(cart, { ...line, count: line.count + 1 }));
};

/** Minus at 1 does nothing: deleting a line is its own, explicit action (removeItem). */
export const decreaseQuantity = (cart: Cart, lineId: string): Result<Cart, DecreaseRefusal> => {
  const line = cart.find((l) => l.id === lineId);
  if (!line) return err('not-found');
  if (line.disabled) return err('disabled');
  if (line.count <= CART_QUANTITY_MIN) return err('at-minimum');
  return ok(replaceLine(cart, { ...line, count: line.count - 1 }));
};

/** A disabled line is locked for the customer: only the shop's own rules may drop it. */
export const removeItem = (cart: Cart, lineId: string): Result<Cart, RemoveRefusal> => {
  const line = cart.find((l) => l.id === lineId);
  if (!line) return err('not-found');
  if (line.disabled) return err('disabled');
  return ok(cart.filter((l) => l.id !== lineId));
};
