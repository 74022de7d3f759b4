import type { Result } from '../../../domain/shared/result';
import type {
  PaymentCallbackFields,
  PaymentCallbackRefusal,
  VerifiedPaymentPayload,
} from './payment-callback-verifier.port';

/** A verified test payment plus where to send the customer's browser next. */
export interface VerifiedTestPayment extends VerifiedPaymentPayload {
  readonly resultUrl: string;
}

/**
 * The offline stand-in for LiqPay's checkout page, as its routes see it. The stand-in writes forms
 * that post to its own paths, so it is the one to say where the routes live.
 */
export interface TestPaymentPagesPort {
  /** Where the checkout form posts (and a link may GET): the page with Pay / Decline. */
  readonly pagePath: string;
  /** Where the page's buttons post their signed result. */
  readonly callbackPath: string;
  /** The HTML page for a checkout this shop signed, or why the form is refused. */
  checkoutPage(fields: PaymentCallbackFields): Result<string, PaymentCallbackRefusal>;
  verifyCallback(fields: PaymentCallbackFields): Result<VerifiedTestPayment, PaymentCallbackRefusal>;
}
