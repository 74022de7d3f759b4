import type { Kopiykas } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/**
 * How big one online order may be. A bigger one is a catering job the restaurant arranges by phone,
 * not something a form should accept: 50 different dishes, 99 of each (CART_QUANTITY_MAX), and
 * 100,000 ₴ of dishes. The bound also keeps every amount the shop stores far inside PostgreSQL's
 * integer kopiykas (up to 21,474,836.47 ₴), whatever the prices and extras.
 */
export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_ITEMS_KOPIYKAS: Kopiykas = 10_000_000;

export type OrderSizeRefusal = 'too-many-lines' | 'order-too-large';

export const checkOrderLineCount = (lineCount: number): Result<true, OrderSizeRefusal> =>
  lineCount > ORDER_MAX_LINES ? err('too-many-lines') : ok(true);

/** `itemsKopiykas`: the dishes at the server's prices, before discount and delivery. */
export const checkOrderAmount = (itemsKopiykas: Kopiykas): Result<true, OrderSizeRefusal> =>
  itemsKopiykas > ORDER_MAX_ITEMS_KOPIYKAS ? err('order-too-large') : ok(true);
