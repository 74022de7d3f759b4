import type { OrderConfirmation, OrderRecord } from './order-record.types';

export type SaveOrderOutcome =
  | { readonly kind: 'created'; readonly order: OrderRecord }
  /** The idempotency key was seen before: nothing was written, the earlier order is answered. */
  | { readonly kind: 'duplicate'; readonly order: OrderRecord }
  /** Another order holds this code (a random collision): the caller draws a new code. */
  | { readonly kind: 'code-taken' }
  /** The order's coupon has no use left (its usage limit is reached): nothing was written. */
  | { readonly kind: 'coupon-used-up' }
  /** A pre-order's slot already holds `slotCapacity` orders: nothing was written. */
  | { readonly kind: 'slot-full' };

export interface SaveOrderOptions {
  /** At most this many orders in a pre-order's 30-minute slot, however many race for it; null: no limit. */
  readonly slotCapacity: number | null;
}

export type MarkPaidOutcome = 'marked' | 'already-paid' | 'not-found';
export type MarkRefundedOutcome = 'marked' | 'not-paid' | 'not-found';

/** What the confirmation rules need to know of a phone (national digits). */
export interface PhoneHistory {
  /** It confirmed an order by SMS or paid one online. */
  readonly hasConfirmedOrder: boolean;
  /** SMS codes sent to it at or after the given instant. */
  readonly codesSentSince: number;
}

export interface OrderRepositoryPort {
  /**
   * Order and lines in one transaction; the idempotency key and the code are unique. An order with
   * a coupon takes one of the coupon's uses in that same transaction, so however many orders race
   * for a coupon's last use, exactly one gets it; a pre-order into a limited slot is counted under
   * the slot's lock in that transaction too.
   */
  save(order: OrderRecord, options?: SaveOrderOptions): Promise<SaveOrderOutcome>;
  findByCode(code: string): Promise<OrderRecord | null>;
  findByIdempotencyKey(key: string): Promise<OrderRecord | null>;
  /**
   * The order a repeated request with this key refers to: the one placed under the key, else the
   * one whose code it is (a browser that kept the code it got back sends that). In one look-up,
   * since every order the storefront places carries a key.
   */
  findByKeyOrCode(key: string): Promise<OrderRecord | null>;
  /** Whether this phone ever confirmed an order, and how many codes it was sent since `since`. */
  phoneHistory(phoneDigits: string, since: Date): Promise<PhoneHistory>;
  /**
   * Compare-and-set: writes `next` only while the stored revision is still `expectedRevision`
   * (next.revision must be expectedRevision + 1). False when someone else changed it first.
   */
  replaceConfirmation(code: string, expectedRevision: number, next: OrderConfirmation): Promise<boolean>;
  /**
   * replaceConfirmation for a new code about to be sent (`next` holds its digest): the code is
   * also recorded among the codes the phone was sent, in the same write.
   */
  replaceCode(code: string, expectedRevision: number, next: OrderConfirmation): Promise<boolean>;
  /**
   * Atomic and once: a second call answers 'already-paid' and changes nothing. An order switched to
   * cash meanwhile becomes online and paid, its pending SMS code void (the payment confirms it).
   */
  markPaid(code: string, payment: { readonly providerStatus: string; readonly paidAt: Date }): Promise<MarkPaidOutcome>;
  /**
   * Records a non-success callback. A paid order stays paid (a late failure of an earlier attempt
   * must not undo a payment), and an order no longer online is left alone; `status` 'awaiting'
   * keeps waiting, 'failed' ends this attempt.
   */
  recordPaymentAttempt(
    code: string,
    attempt: { readonly status: 'awaiting' | 'failed'; readonly providerStatus: string; readonly at: Date },
  ): Promise<void>;
  /** Atomic: a paid order becomes refunded once; any other order is left as it is ('not-paid'). */
  markRefunded(
    code: string,
    refund: { readonly providerStatus: string; readonly at: Date },
  ): Promise<MarkRefundedOutcome>;
}
