import type { OrderConfirmation } from './order-record.types';
import type { StaffOrder } from './staff-orders.port';

/** Who made a change the customer asked for: the change log names them so (architecture/order-status.md). */
export const CUSTOMER_ACTOR = 'customer';

/** An unpaid online order becoming a cash order, with the confirmation it starts again with. */
export interface CashSwitch {
  /** The confirmation the order had when it was read: the switch holds only while it is unchanged. */
  readonly expectedRevision: number;
  /** The confirmation it gets (revision expectedRevision + 1); a pending code's digest is also recorded as sent. */
  readonly confirmation: OrderConfirmation;
  readonly at: Date;
}

/**
 * The customer's ways out of a failed online payment (payment-recovery.rule.ts). The switch is one
 * atomic compare-and-set: the order changes only while it is still new, online and unpaid, so of a
 * switch, a payment and a second switch racing, exactly one changes it; the change log's line and a
 * new code's record are written with it or not at all.
 */
export interface OrderPaymentChoicePort {
  /** The order with where the kitchen has it; null when no order has this code. */
  findWithStatus(code: string): Promise<StaffOrder | null>;
  /** False when the order was no longer switchable (or its confirmation changed meanwhile). */
  switchToCash(code: string, change: CashSwitch): Promise<boolean>;
}
