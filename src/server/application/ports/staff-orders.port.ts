import type { BoardGroup } from '../../../domain/order/board-group';
import type { OrderStatus } from '../../../domain/order/order-status';
import type { StaffOrderSearch } from '../../../domain/order/staff-order-search';
import type { AdminIdentity } from './admin-repository.port';
import type { OrderRecord } from './order-record.types';

/** An order as staff see it: what was ordered, and where it is in the kitchen's work. */
export interface StaffOrder {
  readonly order: OrderRecord;
  readonly status: OrderStatus;
  /** What staff wrote when they cancelled it; null otherwise. */
  readonly cancelReason: string | null;
}

/** The most a cancel reason may hold: a sentence or two for the customer. */
export const MAX_CANCEL_REASON_LENGTH = 300;

/** Which of a city's orders a board page shows; every filter is optional. */
export interface StaffOrdersQuery {
  readonly cityId: number;
  readonly group: BoardGroup | null;
  readonly status: OrderStatus | null;
  /** Placed at or after `from` and before `to` (a Kyiv day). */
  readonly createdFrom: Date | null;
  readonly createdTo: Date | null;
  readonly search: StaffOrderSearch | null;
  /** Keyset paging: only orders placed before the order with this code. */
  readonly before: string | null;
  readonly limit: number;
}

/** Who changes an order, and when: the change log (admin_audit) records it with the change. */
export interface StaffActor {
  readonly by: AdminIdentity;
  readonly at: Date;
}

/** The staff's side of the orders (admin area); customers read only an order's progress (order-progress). */
export interface StaffOrdersPort {
  /** One page of the city's orders, newest first (by insertion, so a page boundary never moves). */
  listPage(query: StaffOrdersQuery): Promise<readonly StaffOrder[]>;
  findStaffOrder(code: string): Promise<StaffOrder | null>;
  /**
   * Compare-and-set: moves the order only while it is still `from`, so two staff members clicking
   * at once cannot skip a step or undo each other. False when it was not (or does not exist), or
   * when the order awaits the customer (board-group.ts): the kitchen never takes such an order.
   * `cancelReason` is stored only with 'cancelled' (null: none given).
   */
  changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    actor: StaffActor,
    cancelReason?: string | null,
  ): Promise<boolean>;
}
