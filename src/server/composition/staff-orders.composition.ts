import type { Queryable } from '../adapters/database/database';
import { PgStaffOrders } from '../adapters/database/repositories/pg-staff-orders.repository';
import type { LoggerPort } from '../application/ports/logger.port';
import type { ShopEventsPort } from '../application/ports/shop-events.port';
import { ChangeOrderStatusUseCase } from '../application/staff/change-order-status.use-case';
import { GetStaffOrderUseCase } from '../application/staff/get-staff-order.use-case';
import { ListStaffOrdersUseCase } from '../application/staff/list-staff-orders.use-case';
import { WatchStaffOrdersUseCase } from '../application/staff/watch-staff-orders.use-case';
import type { StaffOrdersRoutesDeps } from '../http/routes/staff-orders.routes';

/** The admin area's orders board, on PostgreSQL, live through the shop's events. */
export const composeStaffOrders = (database: Queryable, events: ShopEventsPort, logger: LoggerPort): StaffOrdersRoutesDeps => {
  const orders = new PgStaffOrders(database);
  return {
    listStaffOrders: new ListStaffOrdersUseCase(orders),
    getStaffOrder: new GetStaffOrderUseCase(orders),
    changeOrderStatus: new ChangeOrderStatusUseCase(orders),
    events: { watchStaffOrders: new WatchStaffOrdersUseCase({ events, orders, logger }) },
  };
};
