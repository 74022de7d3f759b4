import type { CheckoutForm, CheckoutInput, PaymentGatewayPort } from '../../application/ports/payment-gateway.port';
import type { TestPaymentPagesPort, VerifiedTestPayment } from '../../application/ports/test-payment-pages.port';
import { ok, type Result } from '../../../domain/shared/result';
import { buildLiqpayCheckoutParams } from '../liqpay/liqpay-checkout.builder';
import { encodeLiqpayData } from '../liqpay/liqpay-data.codec';
import type {
  PaymentCallbackFields,
  PaymentCallbackRefusal,
  PaymentCallbackVerifierPort,
} from '../../application/ports/payment-callback-verifier.port';
import { verifyTestCheckout } from './test-checkout.verifier';
import type { TestCheckout } from './test-checkout.types';
import { verifyTestPaymentCallback } from './test-payment-callback.verifier';
import { renderTestPaymentPage, type TestPaymentPageOptions } from './test-payment-page.renderer';
import { testPaymentSignature } from './test-payment-signature';
import { TEST_PAYMENT_CALLBACK_PATH, TEST_PAYMENT_PAGE_PATH, TEST_PAYMENT_PUBLIC_KEY } from './test-payment.constants';

export interface TestPaymentGatewayOptions {
  /** See generateTestPaymentSecret. */
  readonly secret: string;
  /** The test page's URL; a same-origin path by default, so it works under any PUBLIC_URL. */
  readonly pageUrl?: string;
}

/**
 * The offline stand-in selected when no LiqPay keys are configured. It builds the same
 * {action, data, signature} form as LiqPay (same data JSON, so the storefront cannot tell them
 * apart) but posts it to the shop's own test page. The secret-taking functions are exported as
 * well, for routes that prefer them to this object.
 */
export class TestPaymentGateway implements PaymentGatewayPort, PaymentCallbackVerifierPort, TestPaymentPagesPort {
  readonly pagePath = TEST_PAYMENT_PAGE_PATH;
  readonly callbackPath = TEST_PAYMENT_CALLBACK_PATH;
  private readonly pageUrl: string;

  constructor(private readonly options: TestPaymentGatewayOptions) {
    this.pageUrl = options.pageUrl ?? TEST_PAYMENT_PAGE_PATH;
  }

  buildCheckout(input: CheckoutInput): CheckoutForm {
    const data = encodeLiqpayData({ ...buildLiqpayCheckoutParams(TEST_PAYMENT_PUBLIC_KEY, input) });
    return { action: this.pageUrl, data, signature: testPaymentSignature(this.options.secret, 'checkout', data) };
  }

  /** For the test page route: the posted checkout, if the shop signed it. */
  verifyCheckout(fields: PaymentCallbackFields): Result<TestCheckout, PaymentCallbackRefusal> {
    return verifyTestCheckout(this.options.secret, fields);
  }

  renderPage(checkout: TestCheckout, options?: TestPaymentPageOptions): string {
    return renderTestPaymentPage(this.options.secret, checkout, options);
  }

  checkoutPage(fields: PaymentCallbackFields): Result<string, PaymentCallbackRefusal> {
    const checkout = this.verifyCheckout(fields);
    return checkout.ok ? ok(this.renderPage(checkout.value)) : checkout;
  }

  verifyCallback(fields: PaymentCallbackFields): Result<VerifiedTestPayment, PaymentCallbackRefusal> {
    return verifyTestPaymentCallback(this.options.secret, fields);
  }
}
