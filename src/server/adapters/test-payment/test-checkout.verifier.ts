import { err, ok, type Result } from '../../../domain/shared/result';
import { readCallbackFields } from '../liqpay/liqpay-callback-fields';
import { parseLiqpayAmount } from '../liqpay/liqpay-amount';
import { decodeLiqpayData } from '../liqpay/liqpay-data.codec';
import { LIQPAY_CURRENCY } from '../liqpay/liqpay.constants';
import type {
  PaymentCallbackFields,
  PaymentCallbackRefusal,
} from '../../application/ports/payment-callback-verifier.port';
import { isSafeResultUrl } from './safe-result-url';
import type { TestCheckout } from './test-checkout.types';
import { isTestPaymentSignatureValid } from './test-payment-signature';
import { TEST_PAYMENT_PUBLIC_KEY } from './test-payment.constants';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Reads the checkout form the browser posted to the test page. Only a checkout the shop signed
 * gets a page, so nobody can make the shop sign a "paid" result for an amount or order it never
 * asked for.
 */
export const verifyTestCheckout = (
  secret: string,
  fields: PaymentCallbackFields,
): Result<TestCheckout, PaymentCallbackRefusal> => {
  const read = readCallbackFields(fields);
  if (!read.ok) return read;
  if (!isTestPaymentSignatureValid(secret, 'checkout', read.value.data, read.value.signature)) {
    return err('bad-signature');
  }
  const json = decodeLiqpayData(read.value.data);
  if (json === null) return err('malformed-data');
  if (json.public_key !== TEST_PAYMENT_PUBLIC_KEY) return err('foreign-merchant');
  if (json.currency !== LIQPAY_CURRENCY) return err('unexpected-currency');
  const orderId = text(json.order_id);
  const amountKopiykas = parseLiqpayAmount(json.amount);
  const resultUrl = text(json.result_url);
  if (
    orderId === null ||
    amountKopiykas === null ||
    amountKopiykas <= 0 ||
    resultUrl === null ||
    !isSafeResultUrl(resultUrl)
  ) {
    return err('malformed-data');
  }
  return ok({
    orderId,
    amountKopiykas,
    description: typeof json.description === 'string' ? json.description : '',
    language: json.language === 'en' ? 'en' : 'uk',
    resultUrl,
  });
};
