import { err, ok, type Result } from '../../../domain/shared/result';
import { parseLiqpayAmount } from './liqpay-amount';
import { LIQPAY_CURRENCY } from './liqpay.constants';
import type {
  PaymentCallbackRefusal,
  VerifiedPaymentPayload,
} from '../../application/ports/payment-callback-verifier.port';

const nonEmptyString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

// LiqPay sends payment_id as a number; kept as text so a store never has to guess its range.
const paymentIdOf = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return nonEmptyString(value);
};

/**
 * Reads the decoded JSON of a callback whose signature was already verified. The public key is
 * checked too: a signature proves the data came from someone holding our private key, the key check
 * catches a misconfiguration where two shops share keys but not orders.
 */
export const parseLiqpayCallbackData = (
  json: Readonly<Record<string, unknown>>,
  expectedPublicKey: string,
): Result<VerifiedPaymentPayload, PaymentCallbackRefusal> => {
  if (json.public_key !== expectedPublicKey) return err('foreign-merchant');
  const orderId = nonEmptyString(json.order_id);
  const status = nonEmptyString(json.status);
  const amountKopiykas = parseLiqpayAmount(json.amount);
  if (orderId === null || status === null || amountKopiykas === null) return err('malformed-data');
  if (json.currency !== LIQPAY_CURRENCY) return err('unexpected-currency');
  return ok({ orderId, status, amountKopiykas, paymentId: paymentIdOf(json.payment_id) });
};
