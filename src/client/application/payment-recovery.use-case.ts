import type { Locale } from '../../domain/shared/locale';
import type { CompleteOrder } from './complete-order.use-case';
import type { OrderApiFailure, OrderApiPort } from './ports/order-api.port';
import type { OrderSessionStoragePort, PlacedOrder } from './ports/order-session-storage.port';
import type { PaymentRedirectPort } from './ports/payment-redirect.port';

type Refused = { readonly kind: 'refused'; readonly message: string | null };

export type PayAgainResult = { readonly kind: 'redirected' } | Refused;

/**
 * `order`: this browser's record of the order (it placed it), or null when it was placed
 * elsewhere; only the browser that placed it completes it (cart, recent orders, analytics).
 */
export type PayInCashResult =
  | { readonly kind: 'placed'; readonly order: PlacedOrder | null }
  | { readonly kind: 'confirm-sms'; readonly order: PlacedOrder | null }
  | Refused;

const refusedBy = (failure: OrderApiFailure): Refused => ({
  kind: 'refused',
  message: failure.kind === 'refused' ? failure.message : null,
});

/**
 * The ways out of a failed or abandoned online payment (architecture/order-status.md): the same
 * order's payment page again, or the same order paid in cash. The server decides; this keeps the
 * browser's record of the order in step, so the thank-you page finishes it once it is paid or
 * confirmed.
 */
export class PaymentRecovery {
  constructor(
    private readonly deps: {
      readonly api: OrderApiPort;
      readonly session: OrderSessionStoragePort;
      readonly payment: PaymentRedirectPort;
      readonly complete: CompleteOrder;
    },
  ) {}

  async payAgain(orderId: string, lang: Locale): Promise<PayAgainResult> {
    const result = await this.deps.api.retryPayment(orderId, lang);
    if (!result.ok) return refusedBy(result.failure);
    const placed = this.placed(orderId);
    // Back from the payment page, the thank-you page asks whether it was paid and finishes it.
    if (placed !== null) this.deps.session.savePlacedOrder({ ...placed, status: 'awaiting-payment' });
    this.deps.payment.submit(result.value.liqpayForm);
    return { kind: 'redirected' };
  }

  async payInCash(orderId: string, lang: Locale): Promise<PayInCashResult> {
    const result = await this.deps.api.payInCash(orderId, lang);
    if (!result.ok) return refusedBy(result.failure);
    const placed = this.placed(orderId);
    const cash = placed === null ? null : { ...placed, orderForm: { ...placed.orderForm, payMethod: 'cash' as const } };
    if (result.value.smsConfirm) {
      const waiting = cash === null ? null : { ...cash, status: 'awaiting-sms' as const };
      if (waiting !== null) this.deps.session.savePlacedOrder(waiting);
      return { kind: 'confirm-sms', order: waiting };
    }
    if (cash !== null) this.deps.complete(cash);
    return { kind: 'placed', order: cash };
  }

  /** This browser's record of the order, if it placed it and has not finished it yet. */
  private placed(orderId: string): PlacedOrder | null {
    const placed = this.deps.session.loadPlacedOrder();
    return placed !== null && placed.orderId === orderId && placed.status !== 'placed' ? placed : null;
  }
}
