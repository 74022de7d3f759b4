import type { CheckoutForm, PaymentGatewayPort } from '../../ports/payment-gateway.port';
import type { CheckoutLinksPort } from '../../ports/checkout-links.port';
import type { OrderRecord } from '../../ports/order-record.types';
import { paymentDescription } from './payment-description';

/** The answer of POST /order/create. */
export interface CreateOrderAnswer {
  /** The short order code (not the browser's key): the thank-you page shows it. */
  readonly orderId: string;
  readonly success: true;
  readonly smsConfirm: boolean;
  readonly liqpayForm: CheckoutForm | null;
  /** The shop sends no e-mails; kept for the original shop's answer shape. */
  readonly isEmailSended: false;
}

/**
 * Built from the stored order alone, so a repeated request (same key) gets the same answer as the
 * first, payment form included, without sending another SMS.
 */
export const createOrderAnswer = (
  order: OrderRecord,
  payments: { readonly gateway: PaymentGatewayPort; readonly links: CheckoutLinksPort },
): CreateOrderAnswer => ({
  orderId: order.code,
  success: true,
  smsConfirm: order.confirmation.status === 'sms-pending',
  liqpayForm: order.payMethod === 'online' && order.payment.status !== 'paid' ? checkoutFormOf(order, payments) : null,
  isEmailSended: false,
});

/** A fresh signed form for the order's payment page (LiqPay or the test page): the same order code every time. */
export const checkoutFormOf = (
  order: OrderRecord,
  { gateway, links }: { readonly gateway: PaymentGatewayPort; readonly links: CheckoutLinksPort },
): CheckoutForm =>
  gateway.buildCheckout({
    orderCode: order.code,
    amountKopiykas: order.totals.toPayKopiykas,
    description: paymentDescription(order.language, order.code),
    language: order.language,
    resultUrl: links.resultUrl({ orderCode: order.code, cityId: order.cityId, language: order.language }),
    serverUrl: links.callbackUrl(),
  });
