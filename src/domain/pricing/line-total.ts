import type { CartItem, Modifier } from '../cart/cart-item';
import { toHryvnias, toKopiykas, type Kopiykas } from '../shared/money';

/** What pricing needs of a cart line: a CartItem fits, and so does an order line rebuilt on the server. */
export type PricedLine = Pick<CartItem, 'price' | 'count' | 'isCoupon'> & {
  readonly modifiers: readonly Pick<Modifier, 'price'>[];
};

/**
 * (price + sum of modifier prices) × count, one rule for the cart, the order and the server
 * (architecture/storefront-checkout.md, "Line totals"). Each price is taken to kopiykas before summing
 * so that nothing drifts.
 */
export const lineTotalKopiykas = (line: PricedLine): Kopiykas => {
  // A coupon gift is free whatever price the menu carries for the product.
  if (line.isCoupon) return 0;
  const unit = line.modifiers.reduce((sum, m) => sum + toKopiykas(m.price), toKopiykas(line.price));
  return unit * line.count;
};

export const lineTotal = (line: PricedLine): number => toHryvnias(lineTotalKopiykas(line));
