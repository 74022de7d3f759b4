import type { CartItem } from '../../domain/cart/cart-item';
import type { Cart } from '../../domain/cart/cart.types';
import type { UnavailableLine } from './ports/menu-api.port';

export interface AvailabilityOutcome {
  readonly cart: Cart;
  /** The lines taken out, so the customer can be told which ones. */
  readonly removed: readonly CartItem[];
}

/**
 * Lines the shop cannot sell in this city (stop-listed, gone from the menu, or with a modifier the
 * product no longer offers) leave the cart: the server would refuse the order anyway, and a line
 * nobody can order or delete would block the whole cart. This is the shop's rule dropping lines,
 * which is why it filters directly instead of going through the customer's removeItem.
 */
export const withoutUnavailableLines = (cart: Cart, unavailable: readonly UnavailableLine[]): AvailabilityOutcome => {
  const ids = new Set(unavailable.map((line) => line.id));
  if (ids.size === 0) return { cart, removed: [] };
  return { cart: cart.filter((line) => !ids.has(line.id)), removed: cart.filter((line) => ids.has(line.id)) };
};
