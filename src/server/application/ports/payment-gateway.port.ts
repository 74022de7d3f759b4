import type { Locale } from '../../../domain/shared/locale';

export interface CheckoutInput {
  /** The order's short code, sent as the provider's order_id. */
  readonly orderCode: string;
  /** The server's total; the adapter converts to the provider's unit. */
  readonly amountKopiykas: number;
  readonly description: string;
  readonly language: Locale;
  /** Where the customer's browser returns after paying. */
  readonly resultUrl: string;
  /** Where the provider posts the payment callback. */
  readonly serverUrl: string;
}

/** A form the browser posts to the provider (LiqPay Checkout: data + signature). */
export interface CheckoutForm {
  readonly action: string;
  readonly data: string;
  readonly signature: string;
}

/** Builds the online-payment form; signing is the adapter's business, so the core never sees keys. */
export interface PaymentGatewayPort {
  buildCheckout(input: CheckoutInput): CheckoutForm;
}
