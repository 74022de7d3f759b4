import type { CitySlug } from '../../../domain/city/city';
import type { RecentOrder } from '../../../domain/order/recent-orders';

/** The orders this browser placed in each city, newest first. Reading never fails: unreadable is empty. */
export interface RecentOrdersStoragePort {
  loadRecentOrders(city: CitySlug): readonly RecentOrder[];
  saveRecentOrders(city: CitySlug, orders: readonly RecentOrder[]): void;
}
