import type { OrderConfirmationStatus, OrderPaymentStatus } from '../shop-api/ordering.contract';
import type { OrderStatus } from './order-status';

/**
 * The orders board shows two groups. 'kitchen': orders staff act on. 'awaiting': new orders the
 * customer has not finished yet (the SMS code is not entered, the online payment is not made or
 * failed); the kitchen must not start them, so they are shown apart and cannot be moved.
 */
export const BOARD_GROUPS = ['kitchen', 'awaiting'] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

export const isBoardGroup = (value: unknown): value is BoardGroup =>
  typeof value === 'string' && (BOARD_GROUPS as readonly string[]).includes(value);

/** What an awaiting order waits for. */
export type AwaitingReason = 'sms-code' | 'online-payment' | 'payment-failed';

/** A code was sent and not entered, or too many wrong codes locked it: the phone is not confirmed. */
export const AWAITING_CONFIRMATIONS: readonly OrderConfirmationStatus[] = ['sms-pending', 'sms-locked'];
/** The customer was sent to pay online and has not paid (yet, or the payment failed). */
export const AWAITING_PAYMENTS: readonly OrderPaymentStatus[] = ['awaiting', 'failed'];

export interface BoardOrderState {
  readonly status: OrderStatus;
  readonly confirmationStatus: OrderConfirmationStatus;
  readonly paymentStatus: OrderPaymentStatus;
}

/**
 * Why a new order is not the kitchen's yet, or null when it is. Only 'new' orders wait: an order
 * staff already moved along (after confirming it by phone) stays in the kitchen's work.
 */
export const awaitingReasonOf = (order: BoardOrderState): AwaitingReason | null => {
  if (order.status !== 'new') return null;
  if (order.paymentStatus === 'failed') return 'payment-failed';
  if (AWAITING_PAYMENTS.includes(order.paymentStatus)) return 'online-payment';
  if (AWAITING_CONFIRMATIONS.includes(order.confirmationStatus)) return 'sms-code';
  return null;
};

export const boardGroupOf = (order: BoardOrderState): BoardGroup =>
  awaitingReasonOf(order) === null ? 'kitchen' : 'awaiting';
