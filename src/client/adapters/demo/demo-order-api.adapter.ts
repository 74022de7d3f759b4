import type { CityId } from '../../../domain/city/city';
import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { OrderRequest } from '../../../domain/order/order-request.builder';
import type { PaymentType } from '../../../domain/payment/payment-type';
import { couponDiscount } from '../../../domain/pricing/coupon-discount';
import type { Locale } from '../../../domain/shared/locale';
import type { DeliveryCityDto, OrderCreatedDto, StreetDto } from '../../../domain/shop-api/ordering.contract';
import type { ClockPort } from '../../application/ports/clock.port';
import type { CouponApiPort } from '../../application/ports/coupon-api.port';
import type {
  CashPaymentDto,
  OrderApiPort,
  OrderApiResult,
  OrderSummaryDto,
  PaymentRetryDto,
} from '../../application/ports/order-api.port';
import { FAKE_DELIVERY_CITIES, FAKE_PAYMENT_TYPES, FAKE_PICKUP_POINTS, FAKE_STREETS } from './demo-checkout-data';
import type { DemoOrder, DemoOrderBook, DemoPlacement } from './demo-order-book';
import { orderSummaryOf, staffOrderOfPlacement } from './demo-order-records';
import { withStatus } from './fake-staff-orders-data';

/** Where the demo's confirmation codes go instead of an SMS gateway (demo-phone.adapter.ts shows them). */
export interface DemoSmsOutbox {
  send(phone: string, code: string, orderCode: string): void;
}

/** The demo has no payment page to send a customer to: online payment is offered nowhere. */
const DEMO_PAYMENT_TYPES: readonly PaymentType[] = FAKE_PAYMENT_TYPES.map((type) =>
  type.name === 'online' ? { ...type, isAllowed: false } : type,
);

// The server's refusals, in the request's language as the server sends them.
const WRONG_CODE: Record<Locale, string> = {
  uk: 'Невірний код. Спробуйте ще раз або оберіть підтвердження дзвінком.',
  en: 'Invalid code, try again or choose confirmation by a phone call',
  ru: 'Неверный код. Попробуйте ещё раз или выберите подтверждение звонком.',
};
const NOT_FOUND: Record<Locale, string> = {
  uk: 'Замовлення не знайдено.',
  en: 'Order not found',
  ru: 'Заказ не найден.',
};
const NOT_ONLINE = 'This order is paid on delivery or at pickup; it needs no online payment.';

const randomSmsCode = (): string => String(Math.floor(Math.random() * 10_000)).padStart(4, '0');

const answer = <T>(value: T): Promise<OrderApiResult<T>> => Promise.resolve({ ok: true, value });

const refuse = <T>(reason: string, message: string): Promise<OrderApiResult<T>> =>
  Promise.resolve({ ok: false, failure: { kind: 'refused', reason, message } });

/**
 * The ordering API of the demo shop: orders are kept in the demo order book (the browser's
 * storage), where the admin board finds them. It answers like the server: a code per order, the
 * same order again for the same submission key, an SMS code for a phone's first order (sent to the
 * demo phone on screen), a wrong code refused, the coupon's discount in the totals. Online payment
 * is switched off: there is no payment page without a server.
 */
export class DemoOrderApi implements OrderApiPort {
  constructor(
    private readonly book: DemoOrderBook,
    private readonly clock: ClockPort,
    private readonly coupons: CouponApiPort,
    private readonly sms: DemoSmsOutbox,
    private readonly newSmsCode: () => string = randomSmsCode,
  ) {}

  async createOrder(request: OrderRequest, lang: Locale): Promise<OrderApiResult<OrderCreatedDto>> {
    const earlier = request.orderId === null ? undefined : this.book.findBySubmission(request.orderId);
    if (earlier !== undefined) return answer(createdAnswer(earlier));
    if (request.orderForm.payMethod === 'online') return refuse('payment-type-not-allowed', NOT_ONLINE);
    const phone = request.orderForm.phone;
    const smsCode = this.book.isConfirmedPhone(phone) ? null : this.newSmsCode();
    const code = this.book.takeCode(request.cityId === 2 ? 2 : 1);
    const couponDiscount = await this.discountOf(request, lang);
    const placement: DemoPlacement = { request, submissionKey: request.orderId, smsCode, couponDiscount };
    const order: DemoOrder = {
      staff: staffOrderOfPlacement({
        code,
        createdAt: new Date(this.clock.now()).toISOString(),
        request,
        couponDiscount,
        confirmationStatus: smsCode === null ? 'not-required' : 'sms-pending',
      }),
      placement,
    };
    this.book.put(order);
    if (smsCode !== null) this.sms.send(phone, smsCode, code);
    return answer(createdAnswer(order));
  }

  verifyCode(orderId: string, code: string, lang: Locale): Promise<OrderApiResult<void>> {
    const order = this.book.find(orderId);
    if (order?.placement == null) return refuse('order-not-found', NOT_FOUND[lang]);
    const { placement } = order;
    if (placement.smsCode !== null && placement.smsCode !== code) return refuse('wrong-code', WRONG_CODE[lang]);
    this.book.confirmPhone(placement.request.orderForm.phone);
    this.confirm(order, placement, 'sms-confirmed');
    return answer(undefined);
  }

  verifyPhoneCall(orderId: string, lang: Locale): Promise<OrderApiResult<void>> {
    const order = this.book.find(orderId);
    if (order?.placement == null) return refuse('order-not-found', NOT_FOUND[lang]);
    this.confirm(order, order.placement, 'phone-call-requested');
    return answer(undefined);
  }

  resendCode(orderId: string, lang: Locale): Promise<OrderApiResult<{ readonly resendInSeconds: number }>> {
    const order = this.book.find(orderId);
    if (order?.placement == null) return refuse('order-not-found', NOT_FOUND[lang]);
    const smsCode = this.newSmsCode();
    this.book.put({ ...order, placement: { ...order.placement, smsCode } });
    this.sms.send(order.placement.request.orderForm.phone, smsCode, orderId);
    return answer({ resendInSeconds: 60 });
  }

  paymentStatus(orderId: string): Promise<OrderApiResult<string>> {
    return answer(this.book.find(orderId)?.staff.paymentStatus === 'paid' ? 'success' : 'pending');
  }

  retryPayment(): Promise<OrderApiResult<PaymentRetryDto>> {
    return refuse('order-not-online', NOT_ONLINE);
  }

  payInCash(): Promise<OrderApiResult<CashPaymentDto>> {
    return refuse('order-not-online', NOT_ONLINE);
  }

  getOrderSummary(orderId: string, lang: Locale): Promise<OrderApiResult<OrderSummaryDto>> {
    const order = this.book.find(orderId);
    if (order?.placement == null) return refuse('order-not-found', NOT_FOUND[lang]);
    return answer(orderSummaryOf(order, order.placement));
  }

  getPaymentTypes(): Promise<OrderApiResult<readonly PaymentType[]>> {
    return answer(DEMO_PAYMENT_TYPES);
  }

  getPickupPoints(cityId: CityId): Promise<OrderApiResult<readonly SelfPickupPoint[]>> {
    return answer(FAKE_PICKUP_POINTS[cityId]);
  }

  getDeliveryCities(cityId: CityId): Promise<OrderApiResult<readonly DeliveryCityDto[]>> {
    return answer(FAKE_DELIVERY_CITIES[cityId]);
  }

  getStreets(_cityId: CityId, deliveryCityId: number): Promise<OrderApiResult<readonly StreetDto[]>> {
    return answer(FAKE_STREETS[deliveryCityId] ?? []);
  }

  private confirm(order: DemoOrder, placement: DemoPlacement, status: 'sms-confirmed' | 'phone-call-requested'): void {
    // Confirmed, a new order becomes the kitchen's: it leaves the board's "awaiting" group.
    const staff = withStatus({ ...order.staff, confirmationStatus: status }, order.staff.status);
    this.book.put({ staff, placement: { ...placement, smsCode: null } });
  }

  private async discountOf(request: OrderRequest, lang: Locale): Promise<number> {
    const coupon = request.orderForm.coupon.trim();
    if (coupon === '') return 0;
    const checked = await this.coupons.checkCoupon(
      {
        coupon: coupon.toUpperCase(),
        items: request.items.filter((item) => item.isCoupon !== true),
        phone: request.orderForm.phone,
        customerName: request.orderForm.name,
        cityId: request.cityId,
        payMethod: request.orderForm.payMethod ?? 'cash',
      },
      lang,
    );
    // The discount for the chosen payment (a cash one in whole hryvnias), as the order form shows it.
    return checked.ok ? couponDiscount(checked.value.discount, request.orderForm.payMethod) : 0;
  }
}

const createdAnswer = (order: DemoOrder): OrderCreatedDto => ({
  orderId: order.staff.code,
  success: true,
  smsConfirm: order.placement?.smsCode != null,
  liqpayForm: null,
  isEmailSended: false,
});
