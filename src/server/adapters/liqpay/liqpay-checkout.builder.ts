import type { CheckoutInput } from '../../application/ports/payment-gateway.port';
import { formatLiqpayAmount } from './liqpay-amount';
import { liqpayLanguage, type LiqpayLanguage } from './liqpay-language';
import { LIQPAY_API_VERSION, LIQPAY_CURRENCY, LIQPAY_PAY_ACTION } from './liqpay.constants';

/** The JSON object LiqPay's Checkout API v3 expects inside `data`, in the documented key order. */
export interface LiqpayCheckoutParams {
  readonly version: typeof LIQPAY_API_VERSION;
  readonly public_key: string;
  readonly action: typeof LIQPAY_PAY_ACTION;
  readonly amount: string;
  readonly currency: typeof LIQPAY_CURRENCY;
  readonly description: string;
  readonly order_id: string;
  readonly result_url: string;
  readonly server_url: string;
  readonly language: LiqpayLanguage;
}

export const buildLiqpayCheckoutParams = (publicKey: string, input: CheckoutInput): LiqpayCheckoutParams => ({
  version: LIQPAY_API_VERSION,
  public_key: publicKey,
  action: LIQPAY_PAY_ACTION,
  amount: formatLiqpayAmount(input.amountKopiykas),
  currency: LIQPAY_CURRENCY,
  description: input.description,
  order_id: input.orderCode,
  result_url: input.resultUrl,
  server_url: input.serverUrl,
  language: liqpayLanguage(input.language),
});
