import type { Cart } from '../../../domain/cart/cart.types';
import type { CitySlug } from '../../../domain/city/city';
import type { CartStoragePort, StoredPreviousOrder } from '../../application/ports/cart-storage.port';
import type { StoragePort } from '../../application/ports/storage.port';
import { parseJson, readCart, readPreviousOrder } from './cart-storage.serialization';

/**
 * The version is part of every key: a future shop that stores another shape uses new keys and
 * never misreads these. Each city keeps its own cart, since menus and prices differ per city.
 */
export const CART_STORAGE_KEYS = {
  cart: (city: CitySlug) => `shop:cart:v1:${city}`,
  checkoutCart: 'shop:checkout-cart:v1',
  previousOrder: (city: CitySlug) => `shop:previous-order:v1:${city}`,
} as const;

/** Carts and previous orders as JSON in any key/value storage (localStorage in the browser). */
export class KeyValueCartStorage implements CartStoragePort {
  constructor(private readonly storage: StoragePort) {}

  loadCart(city: CitySlug): Cart {
    return readCart(parseJson(this.storage.getItem(CART_STORAGE_KEYS.cart(city))));
  }

  saveCart(city: CitySlug, cart: Cart): void {
    this.write(CART_STORAGE_KEYS.cart(city), cart.length === 0 ? null : cart);
  }

  loadCheckoutCart(): Cart {
    return readCart(parseJson(this.storage.getItem(CART_STORAGE_KEYS.checkoutCart)));
  }

  saveCheckoutCart(cart: Cart): void {
    this.write(CART_STORAGE_KEYS.checkoutCart, cart.length === 0 ? null : cart);
  }

  loadPreviousOrder(city: CitySlug): StoredPreviousOrder | null {
    return readPreviousOrder(parseJson(this.storage.getItem(CART_STORAGE_KEYS.previousOrder(city))));
  }

  savePreviousOrder(city: CitySlug, order: StoredPreviousOrder): void {
    this.write(CART_STORAGE_KEYS.previousOrder(city), order);
  }

  // A full storage only loses persistence; the cart in memory keeps working.
  private write(key: string, value: unknown): void {
    if (value === null) this.storage.removeItem(key);
    else this.storage.setItem(key, JSON.stringify(value));
  }
}
