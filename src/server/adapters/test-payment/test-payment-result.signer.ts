import { formatLiqpayAmount } from '../liqpay/liqpay-amount';
import { encodeLiqpayData } from '../liqpay/liqpay-data.codec';
import { LIQPAY_API_VERSION, LIQPAY_CURRENCY, LIQPAY_PAY_ACTION } from '../liqpay/liqpay.constants';
import type { SignedTestForm, TestCheckout } from './test-checkout.types';
import { testPaymentSignature } from './test-payment-signature';
import { TEST_PAYMENT_PUBLIC_KEY, TEST_PAYMENT_STATUS, type TestPaymentDecision } from './test-payment.constants';

/**
 * The result one button of the test page posts back, shaped like LiqPay's server callback (same
 * keys, LiqPay's status words) so the callback is read by the same parser as LiqPay's. The
 * decision is inside the signed data: the browser can only choose which of the two signed results
 * to send, never invent a third.
 */
export const signTestPaymentResult = (
  secret: string,
  checkout: TestCheckout,
  decision: TestPaymentDecision,
  paymentId: string,
): SignedTestForm => {
  const data = encodeLiqpayData({
    version: LIQPAY_API_VERSION,
    public_key: TEST_PAYMENT_PUBLIC_KEY,
    action: LIQPAY_PAY_ACTION,
    status: TEST_PAYMENT_STATUS[decision],
    payment_id: paymentId,
    order_id: checkout.orderId,
    amount: formatLiqpayAmount(checkout.amountKopiykas),
    currency: LIQPAY_CURRENCY,
    description: checkout.description,
    result_url: checkout.resultUrl,
  });
  return { data, signature: testPaymentSignature(secret, 'result', data) };
};
