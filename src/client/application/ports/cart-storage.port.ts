import type { Cart } from '../../../domain/cart/cart.types';
import type { CitySlug } from '../../../domain/city/city';
import type { PreviousOrder } from '../../../domain/order/previous-order';

/** The city's last order plus whether the 'repeat previous order' banner should still offer it. */
export interface StoredPreviousOrder extends PreviousOrder {
  readonly showRepeatOrderMessage: boolean;
}

/**
 * What the shop keeps in this browser between visits: the cart of
 * each city, the cart of the order just placed (for the thank-you page) and each city's previous
 * order. Reading never fails: anything unreadable comes back empty.
 */
export interface CartStoragePort {
  loadCart(city: CitySlug): Cart;
  saveCart(city: CitySlug, cart: Cart): void;
  loadCheckoutCart(): Cart;
  saveCheckoutCart(cart: Cart): void;
  loadPreviousOrder(city: CitySlug): StoredPreviousOrder | null;
  savePreviousOrder(city: CitySlug, order: StoredPreviousOrder): void;
}
