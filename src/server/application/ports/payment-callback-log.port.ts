/** Which callback route received it: LiqPay's, or the built-in test payment page's. */
export type PaymentCallbackProvider = 'liqpay' | 'test-payment';

/**
 * One provider callback as received (migration 0006, table payments): the audit trail staff and
 * disputes read, and the raw data/signature so the signature can be checked again later.
 */
export interface PaymentCallbackLogEntry {
  readonly provider: PaymentCallbackProvider;
  /** The order code the signed data names; null for an unverified callback (its data is not trusted). */
  readonly orderCode: string | null;
  readonly paymentId: string | null;
  /** The provider's status word; 'unverified' when the signature did not hold. */
  readonly status: string;
  readonly amountKopiykas: number | null;
  /** Exactly as posted ('' when the field was missing). */
  readonly data: string;
  readonly signature: string;
  readonly signatureValid: boolean;
  /** What the shop did: 'paid', 'already-paid', 'awaiting', 'failed', 'refused:<reason>' or 'rejected:<reason>'. */
  readonly outcome: string;
  readonly receivedAt: Date;
}

export interface PaymentCallbackLogPort {
  record(entry: PaymentCallbackLogEntry): Promise<void>;
}
