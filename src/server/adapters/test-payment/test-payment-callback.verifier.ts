import { err, ok, type Result } from '../../../domain/shared/result';
import { readCallbackFields } from '../liqpay/liqpay-callback-fields';
import { parseLiqpayCallbackData } from '../liqpay/liqpay-callback.parser';
import { decodeLiqpayData } from '../liqpay/liqpay-data.codec';
import type {
  PaymentCallbackFields,
  PaymentCallbackRefusal,
} from '../../application/ports/payment-callback-verifier.port';
import type { VerifiedTestPayment } from '../../application/ports/test-payment-pages.port';
import { isSafeResultUrl } from './safe-result-url';
import { isTestPaymentSignatureValid } from './test-payment-signature';
import { TEST_PAYMENT_PUBLIC_KEY } from './test-payment.constants';

/**
 * Verifies what a Pay / Decline button of the test page posted. Unlike LiqPay, whose callback comes
 * server-to-server, here the browser itself posts, so after applying the payment the route
 * redirects it (303) to `resultUrl`.
 */
export const verifyTestPaymentCallback = (
  secret: string,
  fields: PaymentCallbackFields,
): Result<VerifiedTestPayment, PaymentCallbackRefusal> => {
  const read = readCallbackFields(fields);
  if (!read.ok) return read;
  if (!isTestPaymentSignatureValid(secret, 'result', read.value.data, read.value.signature)) {
    return err('bad-signature');
  }
  const json = decodeLiqpayData(read.value.data);
  if (json === null) return err('malformed-data');
  const payment = parseLiqpayCallbackData(json, TEST_PAYMENT_PUBLIC_KEY);
  if (!payment.ok) return payment;
  const resultUrl = json.result_url;
  if (typeof resultUrl !== 'string' || !isSafeResultUrl(resultUrl)) return err('malformed-data');
  return ok({ ...payment.value, resultUrl });
};
