import type { OrderStatus } from '../../../domain/order/order-status';
import type { OrderRecord } from './order-record.types';

/** An order as staff see it: what was ordered, and where it is in the kitchen's work. */
export interface StaffOrder {
  readonly order: OrderRecord;
  readonly status: OrderStatus;
}

/** The staff's side of the orders (admin area); customers never reach it. */
export interface StaffOrdersPort {
  /** The city's latest orders, newest first. */
  listRecent(filter: { readonly cityId: number; readonly limit: number }): Promise<readonly StaffOrder[]>;
  findStaffOrder(code: string): Promise<StaffOrder | null>;
  /**
   * Compare-and-set: moves the order only while it is still `from`, so two staff members clicking
   * at once cannot skip a step or undo each other. False when it was not (or does not exist).
   */
  changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<boolean>;
}
