import type { OrderPaymentStatus } from '../shop-api/ordering.contract';
import type { PayMethod } from './order-form';
import type { OrderStatus } from './order-status';

/**
 * What a customer may do with an online order whose payment failed or was abandoned
 * (architecture/order-status.md, "An online payment that did not go through"): pay the same order
 * again, or pay it in cash instead. One rule for both, shared by the pages that offer the buttons
 * and the server that decides.
 */
export type PaymentRecoveryRefusal =
  /** Paid (or paid and refunded): the money is there, a second payment would take it twice. */
  | 'order-already-paid'
  /** Not an online order (any more): there is no payment to retry or to replace. */
  | 'order-not-online'
  | 'order-cancelled'
  /** Staff have already moved it on: its payment is theirs to settle. */
  | 'order-in-progress'
  /** Only for the switch: the order's city does not take cash now. */
  | 'cash-not-accepted';

export interface PaymentRecoveryState {
  readonly status: OrderStatus;
  readonly payMethod: PayMethod;
  readonly paymentStatus: OrderPaymentStatus;
}

/** The payment states of an online order still waiting for its money. */
const UNPAID: readonly OrderPaymentStatus[] = ['awaiting', 'failed'];

/** Why the order cannot get a fresh payment form, or null when it can. */
export const paymentRetryRefusalOf = (state: PaymentRecoveryState): PaymentRecoveryRefusal | null => {
  if (state.status === 'cancelled') return 'order-cancelled';
  if (state.paymentStatus === 'paid' || state.paymentStatus === 'refunded') return 'order-already-paid';
  if (state.payMethod !== 'online' || !UNPAID.includes(state.paymentStatus)) return 'order-not-online';
  if (state.status !== 'new') return 'order-in-progress';
  return null;
};

/**
 * Why the order cannot switch to cash, or null when it can: exactly the orders that may be paid
 * again, provided the city takes cash (`cashAccepted`: the city's allowed payment methods).
 */
export const cashSwitchRefusalOf = (
  state: PaymentRecoveryState,
  cashAccepted: boolean,
): PaymentRecoveryRefusal | null => paymentRetryRefusalOf(state) ?? (cashAccepted ? null : 'cash-not-accepted');

/** The order waits for an online payment the customer can still make: the pages offer both ways out. */
export const awaitsOnlinePayment = (state: PaymentRecoveryState): boolean => paymentRetryRefusalOf(state) === null;
