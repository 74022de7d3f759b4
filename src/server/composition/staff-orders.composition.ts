import type { Queryable } from '../adapters/database/database';
import { PgStaffOrders } from '../adapters/database/repositories/pg-staff-orders.repository';
import { ChangeOrderStatusUseCase } from '../application/staff/change-order-status.use-case';
import { ListStaffOrdersUseCase } from '../application/staff/list-staff-orders.use-case';
import type { StaffOrdersRoutesDeps } from '../http/routes/staff-orders.routes';

/** The admin area's orders screen, on PostgreSQL. */
export const composeStaffOrders = (database: Queryable): StaffOrdersRoutesDeps => {
  const orders = new PgStaffOrders(database);
  return { listStaffOrders: new ListStaffOrdersUseCase(orders), changeOrderStatus: new ChangeOrderStatusUseCase(orders) };
};
