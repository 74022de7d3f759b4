import type { CityId } from '../../../../../src/domain/city/city';
import type { OrderRequest } from '../../../../../src/domain/order/order-request.builder';
import type { SelfPickupPoint } from '../../../../../src/domain/order/order-form';
import type { PaymentType } from '../../../../../src/domain/payment/payment-type';
import { orderTotals } from '../../../../../src/domain/pricing/order-totals';
import { lineTotal } from '../../../../../src/domain/pricing/line-total';
import { buildCheckoutSummary } from '../../../../../src/domain/order/checkout-summary.builder';
import type { Locale } from '../../../../../src/domain/shared/locale';
import type {
  DeliveryCityDto,
  OrderConfirmationStatus,
  OrderCreatedDto,
  StreetDto,
} from '../../../../../src/domain/shop-api/ordering.contract';
import type {
  CashPaymentDto,
  OrderApiFailure,
  OrderApiPort,
  OrderApiResult,
  OrderSummaryDto,
  PaymentRetryDto,
} from '../../../../../src/client/application/ports/order-api.port';

import {
  FAKE_DELIVERY_CITIES,
  FAKE_PAYMENT_TYPES,
  FAKE_PICKUP_POINTS,
  FAKE_STREETS,
} from '../../../../../src/client/adapters/demo/demo-checkout-data';

export type OrderApiMethod = keyof OrderApiPort;

/** The test payment page's address: the browser adapter posts there like to LiqPay. */
export const FAKE_PAYMENT_ACTION = '/api/payments/test-page';

// The same ordering data the demo runs on: one copy, so tests and the demo never drift apart.
export { FAKE_DELIVERY_CITIES, FAKE_PAYMENT_TYPES, FAKE_PICKUP_POINTS, FAKE_STREETS };

interface StoredOrder {
  readonly request: OrderRequest;
  code: string | null;
  paid: boolean;
  confirmed: boolean;
  /** The operator calls to confirm: the customer asked for it, or the phone's SMS codes ran out. */
  operatorCalls: boolean;
}

/**
 * The ordering API without a server, answering like the real one: orders get codes 'A0001'…,
 * online payment answers a signed form for the test page, cash and card ask for an SMS code when
 * `smsRequired` (default: first order of a phone; 'limit-reached': the phone has had its SMS codes
 * for the hour, so no code and the operator calls), a wrong code is refused with the server's
 * message, `pay(orderId)` stands in for the customer paying. Tests can fail a method or read calls.
 */
export class InMemoryOrderApi implements OrderApiPort {
  readonly calls: string[] = [];
  readonly orders = new Map<string, StoredOrder>();
  /** The code the next SMS "sends". */
  smsCode = '1234';
  smsRequired: 'first-order' | 'always' | 'never' | 'limit-reached' = 'first-order';
  private readonly confirmedPhones = new Set<string>();
  private readonly failures = new Map<OrderApiMethod, OrderApiFailure>();
  private nextNumber = 1;
  /** The answer each idempotency key got, as the server keeps it. */
  private readonly answersByKey = new Map<string, OrderCreatedDto>();
  private readonly lostAnswers = new Set<OrderApiMethod>();
  private gate: { promise: Promise<void>; open: () => void } | null = null;

  fail(method: OrderApiMethod, failure: OrderApiFailure = { kind: 'unavailable' }): void {
    this.failures.set(method, failure);
  }

  recover(method: OrderApiMethod): void {
    this.failures.delete(method);
  }

  /** The next call of `method` is carried out, but its answer is lost on the way back. */
  loseNextAnswer(method: OrderApiMethod): void {
    this.lostAnswers.add(method);
  }

  /** Answers wait from now until release(), to see pending states. */
  hold(): void {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.gate = { promise, open };
  }

  release(): void {
    this.gate?.open();
    this.gate = null;
  }

  /** The customer paid on the payment page. */
  pay(orderId: string): void {
    const order = this.orders.get(orderId);
    if (order) order.paid = true;
  }

  async createOrder(request: OrderRequest, lang: Locale): Promise<OrderApiResult<OrderCreatedDto>> {
    return this.answer('createOrder', `createOrder:${lang}`, () => {
      // A key the server has seen gets its first answer again: no second order, no second SMS.
      const earlier =
        request.orderId === null
          ? undefined
          : (this.answersByKey.get(request.orderId) ?? this.answerOfCode(request.orderId));
      if (earlier !== undefined) return earlier;
      const answer = this.placeNew(request);
      if (request.orderId !== null) this.answersByKey.set(request.orderId, answer);
      return answer;
    });
  }

  private answerOfCode(code: string): OrderCreatedDto | undefined {
    return [...this.answersByKey.values()].find((answer) => answer.orderId === code);
  }

  private placeNew(request: OrderRequest): OrderCreatedDto {
    const orderId = `A${String(this.nextNumber++).padStart(4, '0')}`;
    const form = request.orderForm;
    const online = form.payMethod === 'online';
    const needsConfirmation = !online && this.needsSms(form.phone);
    const sms = needsConfirmation && this.smsRequired !== 'limit-reached';
    this.orders.set(orderId, {
      request,
      code: sms ? this.smsCode : null,
      paid: false,
      confirmed: !needsConfirmation,
      operatorCalls: needsConfirmation && !sms,
    });
    return {
      orderId,
      success: true,
      smsConfirm: sms,
      liqpayForm: online ? { action: FAKE_PAYMENT_ACTION, data: btoa(orderId), signature: 'fake-signature' } : null,
      isEmailSended: false,
    };
  }

  verifyCode(orderId: string, code: string): Promise<OrderApiResult<void>> {
    const order = this.orders.get(orderId);
    if (order && order.code !== null && order.code !== code) {
      return this.refuse('verifyCode', 'wrong-code', 'Invalid code, try again or choose confirmation by a phone call');
    }
    return this.answer('verifyCode', `verifyCode:${orderId}:${code}`, () => {
      if (order) this.confirm(order);
    });
  }

  verifyPhoneCall(orderId: string): Promise<OrderApiResult<void>> {
    return this.answer('verifyPhoneCall', `verifyPhoneCall:${orderId}`, () => {
      const order = this.orders.get(orderId);
      if (order) order.operatorCalls = true;
    });
  }

  /** A new code: `smsCode` as it is then (a test sets the next one first). */
  resendCode(orderId: string): Promise<OrderApiResult<{ readonly resendInSeconds: number }>> {
    return this.answer('resendCode', `resendCode:${orderId}`, () => {
      const order = this.orders.get(orderId);
      if (order && order.code !== null) order.code = this.smsCode;
      return { resendInSeconds: 60 };
    });
  }

  paymentStatus(orderId: string): Promise<OrderApiResult<string>> {
    return this.answer('paymentStatus', `paymentStatus:${orderId}`, () =>
      this.orders.get(orderId)?.paid ? 'success' : 'pending',
    );
  }

  /** Like the server: the same order's form again while it is online and unpaid. */
  retryPayment(orderId: string): Promise<OrderApiResult<PaymentRetryDto>> {
    const order = this.orders.get(orderId);
    if (!order) return this.refuse('retryPayment', 'order-not-found', 'There is no order with this id.');
    if (order.paid)
      return this.refuse(
        'retryPayment',
        'order-already-paid',
        'This order is already paid; there is nothing more to pay.',
      );
    if (order.request.orderForm.payMethod !== 'online')
      return this.refuse(
        'retryPayment',
        'order-not-online',
        'This order is paid on delivery or at pickup; it needs no online payment.',
      );
    return this.answer('retryPayment', `retryPayment:${orderId}`, () => ({
      orderId,
      liqpayForm: { action: FAKE_PAYMENT_ACTION, data: btoa(orderId), signature: 'fake-signature' },
    }));
  }

  /** Like the server: the order becomes a cash order, confirmed as a cash order placed now would be. */
  payInCash(orderId: string): Promise<OrderApiResult<CashPaymentDto>> {
    const order = this.orders.get(orderId);
    if (!order) return this.refuse('payInCash', 'order-not-found', 'There is no order with this id.');
    if (order.paid)
      return this.refuse(
        'payInCash',
        'order-already-paid',
        'This order is already paid; there is nothing more to pay.',
      );
    if (order.request.orderForm.payMethod !== 'online')
      return this.refuse(
        'payInCash',
        'order-not-online',
        'This order is paid on delivery or at pickup; it needs no online payment.',
      );
    return this.answer('payInCash', `payInCash:${orderId}`, () => {
      const form = order.request.orderForm;
      const needsConfirmation = this.needsSms(form.phone);
      const sms = needsConfirmation && this.smsRequired !== 'limit-reached';
      const switched: StoredOrder = {
        request: { ...order.request, orderForm: { ...form, payMethod: 'cash' } },
        code: sms ? this.smsCode : null,
        paid: false,
        confirmed: !needsConfirmation,
        operatorCalls: needsConfirmation && !sms,
      };
      this.orders.set(orderId, switched);
      return { orderId, smsConfirm: sms, confirmationStatus: confirmationOf(switched) };
    });
  }

  getOrderSummary(orderId: string, lang: Locale): Promise<OrderApiResult<OrderSummaryDto>> {
    const order = this.orders.get(orderId);
    if (!order) return this.refuse('getOrderSummary', 'order-not-found', 'Order not found');
    return this.answer('getOrderSummary', `getOrderSummary:${orderId}:${lang}`, () => summaryOf(orderId, order));
  }

  getPaymentTypes(): Promise<OrderApiResult<readonly PaymentType[]>> {
    return this.answer('getPaymentTypes', 'getPaymentTypes', () => FAKE_PAYMENT_TYPES);
  }

  getPickupPoints(cityId: CityId): Promise<OrderApiResult<readonly SelfPickupPoint[]>> {
    return this.answer('getPickupPoints', `getPickupPoints:${cityId}`, () => FAKE_PICKUP_POINTS[cityId]);
  }

  getDeliveryCities(cityId: CityId): Promise<OrderApiResult<readonly DeliveryCityDto[]>> {
    return this.answer('getDeliveryCities', `getDeliveryCities:${cityId}`, () => FAKE_DELIVERY_CITIES[cityId]);
  }

  getStreets(cityId: CityId, deliveryCityId: number): Promise<OrderApiResult<readonly StreetDto[]>> {
    return this.answer(
      'getStreets',
      `getStreets:${cityId}:${deliveryCityId}`,
      () => FAKE_STREETS[deliveryCityId] ?? [],
    );
  }

  private needsSms(phone: string): boolean {
    if (this.smsRequired === 'always') return true;
    if (this.smsRequired === 'never') return false;
    return !this.confirmedPhones.has(phone);
  }

  private confirm(order: StoredOrder): void {
    order.confirmed = true;
    this.confirmedPhones.add(order.request.orderForm.phone);
  }

  private async refuse<T>(method: OrderApiMethod, reason: string, message: string): Promise<OrderApiResult<T>> {
    this.calls.push(`${method}:refused`);
    await this.gate?.promise;
    return { ok: false, failure: { kind: 'refused', reason, message } };
  }

  private async answer<T>(method: OrderApiMethod, call: string, produce: () => T): Promise<OrderApiResult<T>> {
    this.calls.push(call);
    await this.gate?.promise;
    const failure = this.failures.get(method);
    if (failure) return { ok: false, failure };
    const value = produce();
    if (this.lostAnswers.delete(method)) return { ok: false, failure: { kind: 'unavailable' } };
    return { ok: true, value };
  }
}

const confirmationOf = (order: StoredOrder): OrderConfirmationStatus => {
  if (order.operatorCalls) return 'phone-call-requested';
  if (order.code === null) return 'not-required';
  return order.confirmed ? 'sms-confirmed' : 'sms-pending';
};

const summaryOf = (orderId: string, order: StoredOrder): OrderSummaryDto => {
  const { request, paid } = order;
  const form = request.orderForm;
  const totals = orderTotals({
    items: request.items,
    couponDiscount: 0,
    payMethod: form.payMethod,
    deliveryType: form.deliveryType,
  });
  const points = FAKE_PICKUP_POINTS[request.cityId === 2 ? 2 : 1];
  return {
    orderId,
    cityId: request.cityId,
    checkout: buildCheckoutSummary({ orderForm: form, zone: null, couponDiscount: 0, pickupPoints: points }),
    lines: request.items.map((item) => ({
      productId: item.iikoId,
      name: item.name,
      translation: item.translation,
      count: item.count,
      modifiers: item.modifiers.map((modifier) => ({
        productId: modifier.iikoId,
        name: modifier.iikoName,
        ...(modifier.translation === undefined ? {} : { translation: modifier.translation }),
      })),
      total: lineTotal(item),
      isGift: item.isCoupon === true,
    })),
    totals,
    paymentStatus: paid ? 'success' : form.payMethod === 'online' ? 'awaiting' : 'not-required',
    confirmationStatus: confirmationOf(order),
    needsAddressCheck: false,
    pickupPoint:
      form.deliveryType === 'self-pickup'
        ? (points.find((point) => point.id === form.selfPickupPointId) ?? null)
        : null,
  };
};
