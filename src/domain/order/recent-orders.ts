import type { CartItem } from '../cart/cart-item';

/** How many of a city's orders this browser remembers for "order again". */
export const RECENT_ORDERS_KEPT = 5;

/** One order placed from this browser: its code (the key of its status page), when, and what. */
export interface RecentOrder {
  readonly code: string;
  /** Milliseconds since the epoch, when the order was completed in this browser. */
  readonly placedAt: number;
  readonly cartItems: readonly CartItem[];
}

/**
 * The list after an order is placed: newest first, each code once (a payment's return may complete
 * the same order again), at most RECENT_ORDERS_KEPT. Coupon lines are left out: a coupon is used
 * once, so ordering again never brings back a gift or a discount.
 */
export const withRecentOrder = (list: readonly RecentOrder[], order: RecentOrder): readonly RecentOrder[] => {
  const lines = order.cartItems.filter((item) => !item.isCoupon);
  if (lines.length === 0) return list;
  return [{ ...order, cartItems: lines }, ...list.filter((known) => known.code !== order.code)].slice(
    0,
    RECENT_ORDERS_KEPT,
  );
};
