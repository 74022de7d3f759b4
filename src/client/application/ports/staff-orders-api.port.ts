import type { CityId } from '../../../domain/city/city';
import type { BoardGroup } from '../../../domain/order/board-group';
import type { OrderStatus } from '../../../domain/order/order-status';
import type { Result } from '../../../domain/shared/result';
import type { SmsBudgetDto } from '../../../domain/shop-api/sms-budget.contract';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';

/**
 * Why a staff orders call gave nothing. 'unauthorized': the token is missing or expired, staff must
 * sign in again. 'conflict': the order is no longer where staff saw it (a colleague moved it),
 * cannot go there, or still awaits the customer. 'bad-request': the server refused the input as malformed.
 */
export type StaffOrdersFailure =
  'unauthorized' | 'not-found' | 'conflict' | 'bad-request' | 'unavailable' | 'bad-answer';

/** One page of the board: which group, which filters (null: any), older than which order. */
export interface StaffOrdersPageQuery {
  readonly cityId: CityId;
  readonly group: BoardGroup;
  readonly status: OrderStatus | null;
  /** YYYY-MM-DD, Kyiv; null for every day. */
  readonly day: string | null;
  /** A code or part of a phone; '' for none. */
  readonly search: string;
  readonly before: string | null;
  readonly limit: number;
}

export interface StaffOrdersPage {
  readonly orders: readonly StaffOrderDto[];
  /** The `before` of the next (older) page; null when this was the last. */
  readonly nextBefore: string | null;
}

/** The kitchen's order calls of the admin area (staff-orders.contract.ts). Failures are values, never thrown. */
export interface StaffOrdersApiPort {
  /** GET /admin/orders?cityId&group&status&day&search&before&limit → newest first. */
  listOrders(query: StaffOrdersPageQuery): Promise<Result<StaffOrdersPage, StaffOrdersFailure>>;
  /** GET /admin/orders/{code} → one order (the kitchen ticket). */
  getOrder(code: string): Promise<Result<StaffOrderDto, StaffOrdersFailure>>;
  /** POST /admin/orders/{code}/status {from, to} → the order as it is now. */
  /** `reason`: with 'cancelled', why (shown to the customer); blank means none. */
  changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    reason?: string,
  ): Promise<Result<StaffOrderDto, StaffOrdersFailure>>;
  /** GET /admin/sms-budget → the shop's confirmation SMS of the last hour against its budget. */
  smsBudget(): Promise<Result<SmsBudgetDto, StaffOrdersFailure>>;
}
