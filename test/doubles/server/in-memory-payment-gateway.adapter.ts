import { createHmac } from 'node:crypto';
import type {
  CheckoutForm,
  CheckoutInput,
  PaymentGatewayPort,
} from '../../../src/server/application/ports/payment-gateway.port';
import { constantTimeEqual } from '../../../src/server/adapters/crypto/constant-time-equal';

/**
 * A payment form for the shop's own test payment page, used when no LiqPay keys are configured:
 * the same data + signature shape as LiqPay (base64 JSON, keyed signature), signed with a local
 * secret so the test page can check it came from this shop. Issued forms are kept for inspection.
 */
export class InMemoryPaymentGateway implements PaymentGatewayPort {
  private readonly issued: CheckoutInput[] = [];

  constructor(
    private readonly options: {
      /** Where the browser posts the form: the built-in test payment page. */
      readonly checkoutUrl: string;
      readonly secret: string;
    },
  ) {
    if (options.secret === '') throw new Error('the test payment gateway needs a non-empty secret');
  }

  buildCheckout(input: CheckoutInput): CheckoutForm {
    this.issued.push({ ...input });
    const data = Buffer.from(
      JSON.stringify({
        order_id: input.orderCode,
        amount: input.amountKopiykas / 100,
        currency: 'UAH',
        description: input.description,
        language: input.language,
        result_url: input.resultUrl,
        server_url: input.serverUrl,
      }),
      'utf8',
    ).toString('base64');
    return { action: this.options.checkoutUrl, data, signature: this.sign(data) };
  }

  /** Whether a form (or a callback built from it) carries this gateway's signature. */
  verify(data: string, signature: string): boolean {
    return constantTimeEqual(this.sign(data), signature);
  }

  issuedCheckouts(): readonly CheckoutInput[] {
    return [...this.issued];
  }

  private sign(data: string): string {
    return createHmac('sha256', this.options.secret).update(data, 'utf8').digest('base64');
  }
}
