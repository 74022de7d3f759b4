import { paymentRetryRefusalOf, type PaymentRecoveryRefusal } from '../../../domain/order/payment-recovery.rule';
import { ok } from '../../../domain/shared/result';
import type { CheckoutLinksPort } from '../ports/checkout-links.port';
import type { OrderPaymentChoicePort } from '../ports/order-payment-choice.port';
import type { CheckoutForm, PaymentGatewayPort } from '../ports/payment-gateway.port';
import { checkoutFormOf } from './support/create-order-answer';
import { readOrderId } from './support/order-id-input';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/{code}/payment-retry → the same order's payment form, signed afresh. */
export interface RetryPaymentAnswer {
  readonly orderId: string;
  readonly liqpayForm: CheckoutForm;
}

export type RetryPaymentRefusal = 'order-id-required' | 'order-not-found' | PaymentRecoveryRefusal;

/**
 * "Pay again" after a failed or abandoned online payment: nothing is written and no order is made,
 * the customer only gets the order's payment form again (architecture/order-status.md). A paid
 * order never gets one, so it cannot be paid twice from the shop's pages.
 */
export class RetryPaymentUseCase {
  constructor(
    private readonly deps: {
      readonly orders: Pick<OrderPaymentChoicePort, 'findWithStatus'>;
      readonly gateway: PaymentGatewayPort;
      readonly links: CheckoutLinksPort;
    },
  ) {}

  async execute(input: {
    readonly orderId?: string | null;
  }): Promise<UseCaseResult<RetryPaymentAnswer, RetryPaymentRefusal>> {
    const code = readOrderId(input.orderId);
    if (code === null) return refuse('order-id-required');
    const found = await this.deps.orders.findWithStatus(code);
    if (found === null) return refuse('order-not-found');
    const refusal = paymentRetryRefusalOf({
      status: found.status,
      payMethod: found.order.payMethod,
      paymentStatus: found.order.payment.status,
    });
    if (refusal !== null) return refuse(refusal);
    return ok({
      orderId: found.order.code,
      liqpayForm: checkoutFormOf(found.order, { gateway: this.deps.gateway, links: this.deps.links }),
    });
  }
}
