import type { Database } from '../adapters/database/database';
import type { ClockPort } from '../application/ports/clock.port';
import { PgStaffOrders } from '../adapters/database/repositories/pg-staff-orders.repository';
import type { LoggerPort } from '../application/ports/logger.port';
import type { ShopEventsPort } from '../application/ports/shop-events.port';
import { ChangeOrderStatusUseCase } from '../application/staff/change-order-status.use-case';
import { GetStaffOrderUseCase } from '../application/staff/get-staff-order.use-case';
import { ListStaffOrdersUseCase } from '../application/staff/list-staff-orders.use-case';
import { WatchStaffOrdersUseCase } from '../application/staff/watch-staff-orders.use-case';
import type { StaffOrdersRoutesDeps } from '../http/routes/staff-orders.routes';

/** The admin area's orders board, on PostgreSQL, live through the shop's events. */
export const composeStaffOrders = (deps: {
  database: Database;
  clock: ClockPort;
  events: ShopEventsPort;
  logger: LoggerPort;
}): StaffOrdersRoutesDeps => {
  const { database, events, logger } = deps;
  const orders = new PgStaffOrders(database);
  return {
    listStaffOrders: new ListStaffOrdersUseCase(orders),
    getStaffOrder: new GetStaffOrderUseCase(orders),
    changeOrderStatus: new ChangeOrderStatusUseCase(orders, deps.clock),
    events: { watchStaffOrders: new WatchStaffOrdersUseCase({ events, orders, logger }) },
  };
};
