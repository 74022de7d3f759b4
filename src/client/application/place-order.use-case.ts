import type { Cart } from '../../domain/cart/cart.types';
import { hasAlcohol } from '../../domain/cart/cart-counters';
import { cityIdOf, type CitySlug } from '../../domain/city/city';
import { couponItemsToCartItems } from '../../domain/coupon/coupon-cart-items.mapper';
import type { CouponSelectedItem } from '../../domain/coupon/coupon.types';
import type { OrderForm } from '../../domain/order/order-form';
import { buildOrderRequest } from '../../domain/order/order-request.builder';
import { SMS_RESEND_AFTER_SECONDS } from '../../domain/order/sms-resend.rule';
import type { Locale } from '../../domain/shared/locale';
import { isAlcoholAllowedAt } from '../../domain/working-hours/shop-hours.rule';
import type { CompleteOrder } from './complete-order.use-case';
import type { OrderSubmissionKeys } from './order-submission-keys';
import type { ClockPort } from './ports/clock.port';
import type { OrderApiFailure, OrderApiPort } from './ports/order-api.port';
import type { OrderQuestionsPort } from './ports/order-questions.port';
import type { OrderSessionStoragePort, PlacedOrder } from './ports/order-session-storage.port';
import type { PaymentRedirectPort } from './ports/payment-redirect.port';
import type { StoragePort } from './ports/storage.port';

/** Kept once answered: the 18+ question is asked before the first order with alcohol only. */
export const ADULT_CONFIRMED_KEY = 'shop:adult-confirmed:v1';

/** The cart and the form as they stand, ready to be sent. */
export interface OrderDraft {
  readonly city: CitySlug;
  readonly lang: Locale;
  readonly cartItems: Cart;
  readonly orderForm: OrderForm;
  readonly isAutofill: boolean;
  /** The gifts the customer chose for the applied coupon. */
  readonly couponItems: readonly CouponSelectedItem[];
  /** The applied code, '' without one. */
  readonly couponValue: string;
  /** Hryvnias to pay, for the purchase event. */
  readonly toPay: number;
}

export interface PlaceOrderInput {
  /**
   * The draft as it stands now, or null when the form can no longer be sent. Read again after the
   * alcohol question, since ordering without the alcohol changes the cart (and may drop it below
   * the minimum).
   */
  readonly draft: () => OrderDraft | null;
  /** The customer chose to order without the alcohol: the cart drops those lines. */
  readonly removeAlcohol: () => void;
}

/** A refusal's text from the server (in the request's language), or null when it was unreachable. */
type Refused = { readonly kind: 'refused'; readonly message: string | null };

export type PlaceOrderResult =
  /** A question was cancelled, or the form stopped being complete: nothing was sent. */
  | { readonly kind: 'stopped' }
  /** The customer chose to pre-order the alcohol instead: nothing was sent. */
  | { readonly kind: 'pre-order-instead' }
  | Refused
  /** The payment page was opened for the order. */
  | { readonly kind: 'pay-online'; readonly order: PlacedOrder }
  /** The order waits for its SMS code (`confirmCode`, `confirmByPhoneCall`, `resendCode`). */
  | { readonly kind: 'confirm-sms'; readonly order: PlacedOrder }
  /** Nothing is left to do: the order was completed. */
  | { readonly kind: 'placed'; readonly order: PlacedOrder };

export type ConfirmOrderResult = Refused | { readonly kind: 'placed'; readonly order: PlacedOrder };

export type ResendCodeResult =
  | { readonly kind: 'sent'; readonly resendInSeconds: number }
  /**
   * The server's refusal: `retryInSeconds` when it was too soon (the countdown starts over),
   * `operatorCalls` when no code can be sent any more and the operator confirms by phone instead.
   */
  | {
      readonly kind: 'refused';
      readonly message: string;
      readonly retryInSeconds: number | null;
      readonly operatorCalls: boolean;
    }
  | { readonly kind: 'unavailable' };

export interface PlaceOrderDeps {
  readonly api: OrderApiPort;
  readonly session: OrderSessionStoragePort;
  readonly keys: Pick<OrderSubmissionKeys, 'keyFor' | 'forget'>;
  readonly payment: PaymentRedirectPort;
  readonly questions: OrderQuestionsPort;
  /** Remembers the answered 18+ question. */
  readonly storage: StoragePort;
  readonly clock: ClockPort;
  readonly complete: CompleteOrder;
}

const refusedBy = (failure: OrderApiFailure): Refused => ({
  kind: 'refused',
  message: failure.kind === 'refused' ? failure.message : null,
});

/**
 * Placing an order (architecture/client-use-cases.md): the alcohol and age rules, the request built
 * by the domain, POST /order/create with an idempotency key, then the payment page, the SMS step or
 * completion. The placed order is handed back to the caller, who passes it to the SMS step, so
 * nothing is read back from storage.
 */
export class PlaceOrder {
  constructor(private readonly deps: PlaceOrderDeps) {}

  async place(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const first = input.draft();
    if (first === null) return { kind: 'stopped' };
    const settled = await this.settleAlcohol(first, input);
    if (settled !== 'go') return { kind: settled };
    const draft = input.draft();
    if (draft === null) return { kind: 'stopped' };
    return this.send(draft);
  }

  /** The alcohol rules: outside its hours the customer chooses, and 18+ is confirmed once. */
  private async settleAlcohol(
    draft: OrderDraft,
    input: PlaceOrderInput,
  ): Promise<'go' | 'stopped' | 'pre-order-instead'> {
    if (!hasAlcohol(draft.cartItems)) return 'go';
    let stillAlcohol = true;
    if (draft.orderForm.deliveryType !== 'pre-order' && !isAlcoholAllowedAt(this.deps.clock.now())) {
      const answer = await this.deps.questions.askAlcoholOutsideHours();
      if (answer === 'pre-order') return 'pre-order-instead';
      if (answer !== 'without-alcohol') return 'stopped';
      input.removeAlcohol();
      const rest = input.draft();
      if (rest === null || rest.cartItems.length === 0) return 'stopped';
      stillAlcohol = hasAlcohol(rest.cartItems);
    }
    if (!stillAlcohol || this.deps.storage.getItem(ADULT_CONFIRMED_KEY) === 'yes') return 'go';
    if (!(await this.deps.questions.askAdult())) return 'stopped';
    this.deps.storage.setItem(ADULT_CONFIRMED_KEY, 'yes');
    return 'go';
  }

  private async send(draft: OrderDraft): Promise<PlaceOrderResult> {
    // Gift lines need ids of their own; the clock keeps them unique per submission.
    const now = this.deps.clock.now();
    let nextGift = 0;
    const built = buildOrderRequest({
      orderId: null,
      cityId: cityIdOf(draft.city),
      cartItems: draft.cartItems,
      couponItems: couponItemsToCartItems(draft.couponItems, () => `coupon-${now}-${nextGift++}`),
      isAutofill: draft.isAutofill,
      orderForm: draft.orderForm,
      couponValue: draft.couponValue,
    });
    // Every press for the same order carries the same key: a lost answer never makes a second order.
    const request = { ...built, orderId: this.deps.keys.keyFor(built) };
    const result = await this.deps.api.createOrder(request, draft.lang);
    if (!result.ok) return refusedBy(result.failure);
    const answer = result.value;
    if (!answer.success || answer.orderId === null) return { kind: 'refused', message: answer.message ?? null };
    const status = answer.liqpayForm ? 'awaiting-payment' : answer.smsConfirm ? 'awaiting-sms' : 'placed';
    const order: PlacedOrder = {
      orderId: answer.orderId,
      city: draft.city,
      status,
      orderForm: request.orderForm,
      items: request.items,
      toPay: draft.toPay,
    };
    // Remembered for the thank-you page, which finishes a paid order after the payment page's round trip.
    this.deps.session.savePlacedOrder(order);
    if (answer.liqpayForm) {
      this.deps.payment.submit(answer.liqpayForm);
      return { kind: 'pay-online', order };
    }
    if (answer.smsConfirm) return { kind: 'confirm-sms', order };
    // Done: the next order, even of the same dishes, is a new one.
    this.deps.keys.forget();
    this.deps.complete(order);
    return { kind: 'placed', order };
  }

  async confirmCode(order: PlacedOrder, code: string, lang: Locale): Promise<ConfirmOrderResult> {
    return this.confirmed(order, await this.deps.api.verifyCode(order.orderId, code, lang));
  }

  /** The customer asks the operator to call instead of typing a code. */
  async confirmByPhoneCall(order: PlacedOrder, lang: Locale): Promise<ConfirmOrderResult> {
    return this.confirmed(order, await this.deps.api.verifyPhoneCall(order.orderId, lang));
  }

  private confirmed(
    order: PlacedOrder,
    result: { readonly ok: true } | { readonly ok: false; readonly failure: OrderApiFailure },
  ): ConfirmOrderResult {
    if (!result.ok) return refusedBy(result.failure);
    this.deps.complete(order);
    return { kind: 'placed', order };
  }

  /** A new SMS code; the server is the authority on when one may be sent. */
  async resendCode(order: PlacedOrder, lang: Locale): Promise<ResendCodeResult> {
    const result = await this.deps.api.resendCode(order.orderId, lang);
    if (result.ok) return { kind: 'sent', resendInSeconds: result.value.resendInSeconds };
    const failure = result.failure;
    if (failure.kind !== 'refused') return { kind: 'unavailable' };
    return {
      kind: 'refused',
      message: failure.message,
      retryInSeconds: failure.reason === 'resend-too-soon' ? (failure.secondsLeft ?? SMS_RESEND_AFTER_SECONDS) : null,
      operatorCalls: failure.reason === 'sms-limit-reached' || failure.reason === 'phone-call-requested',
    };
  }
}
