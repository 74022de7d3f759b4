import type { CitySlug } from '../../domain/city/city';
import type { OrderRequest } from '../../domain/order/order-request.builder';
import type { Locale } from '../../domain/shared/locale';
import type { OrderSubmissionKeys } from './order-submission-keys';
import type { OrderApiPort } from './ports/order-api.port';
import type { OrderSessionStoragePort } from './ports/order-session-storage.port';
import type { PaymentForm } from './ports/payment-redirect.port';

export type SubmitOrderOutcome =
  /** The server's refusal message (in the request's language), or null when it could not be reached. */
  | { readonly kind: 'refused'; readonly message: string | null }
  | { readonly kind: 'pay-online'; readonly orderId: string; readonly form: PaymentForm }
  | { readonly kind: 'confirm-sms'; readonly orderId: string }
  | { readonly kind: 'placed'; readonly orderId: string };

export interface SubmitOrderInput {
  readonly request: OrderRequest;
  readonly city: CitySlug;
  readonly lang: Locale;
  readonly toPay: number;
}

/**
 * POST /order/create and what its answer means: a payment form, an
 * SMS code to ask for, or a placed order. The order is remembered with what it waits for, so the
 * thank-you page can finish it after the payment page's round trip.
 */
export const createSubmitOrder =
  (deps: { readonly api: OrderApiPort; readonly session: OrderSessionStoragePort; readonly keys: Pick<OrderSubmissionKeys, 'keyFor' | 'forget'> }) =>
  async (input: SubmitOrderInput): Promise<SubmitOrderOutcome> => {
    // Every press for the same order carries the same key: a lost answer never makes a second order.
    const request = { ...input.request, orderId: input.request.orderId ?? deps.keys.keyFor(input.request) };
    const result = await deps.api.createOrder(request, input.lang);
    if (!result.ok) return { kind: 'refused', message: result.failure.kind === 'refused' ? result.failure.message : null };
    const answer = result.value;
    if (!answer.success || answer.orderId === null) return { kind: 'refused', message: answer.message ?? null };
    const orderId = answer.orderId;
    const status = answer.liqpayForm ? 'awaiting-payment' : answer.smsConfirm ? 'awaiting-sms' : 'placed';
    deps.session.savePlacedOrder({
      orderId,
      city: input.city,
      status,
      orderForm: input.request.orderForm,
      items: input.request.items,
      toPay: input.toPay,
    });
    if (answer.liqpayForm) return { kind: 'pay-online', orderId, form: answer.liqpayForm };
    if (answer.smsConfirm) return { kind: 'confirm-sms', orderId };
    deps.keys.forget();
    return { kind: 'placed', orderId };
  };

export type SubmitOrder = ReturnType<typeof createSubmitOrder>;
