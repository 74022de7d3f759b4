import type { CitySlug } from '../../../domain/city/city';
import { RECENT_ORDERS_KEPT, type RecentOrder } from '../../../domain/order/recent-orders';
import type { RecentOrdersStoragePort } from '../../application/ports/recent-orders-storage.port';
import type { StoragePort } from '../../application/ports/storage.port';
import { parseJson, readCart } from './cart-storage.serialization';

/** Versioned like the cart's keys: another shape later gets another key and never misreads this one. */
export const recentOrdersKey = (city: CitySlug): string => `shop:recent-orders:v1:${city}`;

const readRecentOrder = (value: unknown): RecentOrder | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { code, placedAt, cartItems } = value as Record<string, unknown>;
  if (typeof code !== 'string' || code === '' || typeof placedAt !== 'number' || !Number.isFinite(placedAt))
    return null;
  const lines = readCart(cartItems);
  return lines.length === 0 ? null : { code, placedAt, cartItems: lines };
};

/** Recent orders as JSON in any key/value storage (localStorage in the browser); bad entries are skipped. */
export class KeyValueRecentOrdersStorage implements RecentOrdersStoragePort {
  constructor(private readonly storage: StoragePort) {}

  loadRecentOrders(city: CitySlug): readonly RecentOrder[] {
    const value = parseJson(this.storage.getItem(recentOrdersKey(city)));
    if (!Array.isArray(value)) return [];
    return value
      .map(readRecentOrder)
      .filter((order): order is RecentOrder => order !== null)
      .slice(0, RECENT_ORDERS_KEPT);
  }

  // A full storage only loses the list; ordering keeps working.
  saveRecentOrders(city: CitySlug, orders: readonly RecentOrder[]): void {
    if (orders.length === 0) this.storage.removeItem(recentOrdersKey(city));
    else this.storage.setItem(recentOrdersKey(city), JSON.stringify(orders));
  }
}
