import type { CityId } from '../../../domain/city/city';
import type { OrderStatus } from '../../../domain/order/order-status';
import type { Result } from '../../../domain/shared/result';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';

/**
 * Why a staff orders call gave nothing. 'unauthorized': the token is missing or expired, staff must
 * sign in again. 'conflict': the order is no longer where staff saw it (a colleague moved it) or
 * cannot go there. 'bad-request': the server refused the input as malformed.
 */
export type StaffOrdersFailure = 'unauthorized' | 'not-found' | 'conflict' | 'bad-request' | 'unavailable' | 'bad-answer';

/** The kitchen's order calls of the admin area (staff-orders.contract.ts). Failures are values, never thrown. */
export interface StaffOrdersApiPort {
  /** GET /admin/orders?cityId&limit → newest first. */
  listOrders(cityId: CityId, limit: number): Promise<Result<readonly StaffOrderDto[], StaffOrdersFailure>>;
  /** POST /admin/orders/{code}/status {from, to} → the order as it is now. */
  changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<Result<StaffOrderDto, StaffOrdersFailure>>;
}
