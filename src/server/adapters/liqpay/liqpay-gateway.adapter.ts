import type { CheckoutForm, CheckoutInput, PaymentGatewayPort } from '../../application/ports/payment-gateway.port';
import { err, type Result } from '../../../domain/shared/result';
import { readCallbackFields } from './liqpay-callback-fields';
import { parseLiqpayCallbackData } from './liqpay-callback.parser';
import { buildLiqpayCheckoutParams } from './liqpay-checkout.builder';
import { decodeLiqpayData, encodeLiqpayData } from './liqpay-data.codec';
import { isLiqpaySignatureValid, liqpaySignature } from './liqpay-signature';
import { LIQPAY_CHECKOUT_URL } from './liqpay.constants';
import type {
  PaymentCallbackFields,
  PaymentCallbackRefusal,
  PaymentCallbackVerifierPort,
  VerifiedPaymentPayload,
} from '../../application/ports/payment-callback-verifier.port';

/** Structurally the config's LiqpayConfig, so main.ts can pass `config.liqpay` as it is. */
export interface LiqpayKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * LiqPay Checkout API v3: the storefront posts {data, signature} to LiqPay's checkout page, and
 * LiqPay posts the same pair back to server_url once the payment settles. No network call is made
 * here, so nothing can time out on the order path.
 */
export class LiqpayGateway implements PaymentGatewayPort, PaymentCallbackVerifierPort {
  constructor(private readonly keys: LiqpayKeys) {}

  buildCheckout(input: CheckoutInput): CheckoutForm {
    const data = encodeLiqpayData({ ...buildLiqpayCheckoutParams(this.keys.publicKey, input) });
    return { action: LIQPAY_CHECKOUT_URL, data, signature: liqpaySignature(this.keys.privateKey, data) };
  }

  verifyCallback(fields: PaymentCallbackFields): Result<VerifiedPaymentPayload, PaymentCallbackRefusal> {
    const read = readCallbackFields(fields);
    if (!read.ok) return read;
    // The signature is checked before the data is even decoded: nothing unsigned is ever parsed.
    if (!isLiqpaySignatureValid(this.keys.privateKey, read.value.data, read.value.signature)) {
      return err('bad-signature');
    }
    const json = decodeLiqpayData(read.value.data);
    if (json === null) return err('malformed-data');
    return parseLiqpayCallbackData(json, this.keys.publicKey);
  }
}
