import type { Result } from '../../../domain/shared/result';
import type { Kopiykas } from '../../../domain/shared/money';

/*
 * How the callback routes check what a payment provider posted back. LiqPay and the offline test
 * payment implement it alike; the route hands the verified payload to AcceptPaymentCallbackUseCase.
 */

/** The two form fields a provider posts back; unknown because they come straight off the wire. */
export interface PaymentCallbackFields {
  readonly data?: unknown;
  readonly signature?: unknown;
}

/** A callback whose signature was checked and whose data was read. What the status means is the use case's business. */
export interface VerifiedPaymentPayload {
  readonly orderId: string;
  /** The provider's own status word ('success', 'failure', 'sandbox', '3ds_verify', ...). */
  readonly status: string;
  /** What was actually paid, in UAH (other currencies are refused); the use case compares it with the total. */
  readonly amountKopiykas: Kopiykas;
  /** The provider's payment id, or null when it sent none. */
  readonly paymentId: string | null;
}

export type PaymentCallbackRefusal =
  /** data or signature absent, not a string, or absurdly long. */
  | 'missing-fields'
  /** The signature does not match: forged or corrupted; never act on such data. */
  | 'bad-signature'
  /** Signed correctly but not the JSON shape expected. */
  | 'malformed-data'
  /** Signed with our key but naming another merchant's public key. */
  | 'foreign-merchant'
  | 'unexpected-currency';

/** Checks the signature and reads the data of a posted callback; nothing unsigned gets through. */
export interface PaymentCallbackVerifierPort {
  verifyCallback(fields: PaymentCallbackFields): Result<VerifiedPaymentPayload, PaymentCallbackRefusal>;
}
