import type { Database } from '../adapters/database/database';
import { PgStaffOrders } from '../adapters/database/repositories/pg-staff-orders.repository';
import { GetOrderProgressUseCase } from '../application/order-progress/get-order-progress.use-case';
import { WatchOrderProgressUseCase } from '../application/order-progress/watch-order-progress.use-case';
import type { LoggerPort } from '../application/ports/logger.port';
import type { ShopEventsPort } from '../application/ports/shop-events.port';
import type { OrderProgressRoutesDeps } from '../http/routes/order-progress.routes';

/** The customer's order status page: the order as staff moved it, live through the shop's events. */
export const composeOrderProgress = (deps: {
  database: Database;
  events: ShopEventsPort;
  logger: LoggerPort;
}): OrderProgressRoutesDeps => {
  const orders = new PgStaffOrders(deps.database);
  return {
    getOrderProgress: new GetOrderProgressUseCase(orders),
    watchOrderProgress: new WatchOrderProgressUseCase({ events: deps.events, orders, logger: deps.logger }),
  };
};
