import { toPreviousOrder } from '../../domain/order/previous-order';
import { withRecentOrder } from '../../domain/order/recent-orders';
import { lineTotal } from '../../domain/pricing/line-total';
import type { OrderSubmissionKeys } from './order-submission-keys';
import type { AnalyticsPort } from './ports/analytics.port';
import type { CartStoragePort } from './ports/cart-storage.port';
import type { ClockPort } from './ports/clock.port';
import type { OrderSessionStoragePort, PlacedOrder } from './ports/order-session-storage.port';
import type { RecentOrdersStoragePort } from './ports/recent-orders-storage.port';

/**
 * The order is really placed (no step left, SMS confirmed, phone call requested or paid): its
 * lines become the checkout cart the thank-you page shows, it becomes the city's previous order
 * (coupon cleared) and the newest of its recent orders, and analytics hears of the purchase once. Emptying the live cart is the
 * caller's part: the cart view-model owns it.
 */
export const createCompleteOrder =
  (deps: {
    readonly session: OrderSessionStoragePort;
    readonly cartStorage: CartStoragePort;
    readonly analytics: AnalyticsPort;
    readonly keys: Pick<OrderSubmissionKeys, 'forget'>;
    readonly recentOrders: RecentOrdersStoragePort;
    readonly clock: ClockPort;
  }) =>
  (order: PlacedOrder): void => {
    deps.keys.forget();
    if (order.status !== 'placed') deps.session.savePlacedOrder({ ...order, status: 'placed' });
    deps.cartStorage.saveCheckoutCart(order.items);
    deps.cartStorage.savePreviousOrder(order.city, {
      ...toPreviousOrder(order.items, order.orderForm),
      showRepeatOrderMessage: true,
    });
    const recent = deps.recentOrders.loadRecentOrders(order.city);
    deps.recentOrders.saveRecentOrders(
      order.city,
      withRecentOrder(recent, { code: order.orderId, placedAt: deps.clock.now(), cartItems: order.items }),
    );
    deps.analytics.purchase({
      orderId: order.orderId,
      value: order.toPay,
      currency: 'UAH',
      items: order.items.map((line) => ({
        id: line.iikoId,
        name: line.name,
        price: lineTotal({ ...line, count: 1 }),
        quantity: line.count,
      })),
    });
  };

export type CompleteOrder = ReturnType<typeof createCompleteOrder>;
