/**
 * In-memory stand-ins for the ports the browser's checkout use cases need. Each records what it was
 * asked and answers what the test set, so the use cases are tested without the browser, React or MobX.
 */
import type { CouponApiPort, CouponCheckResult } from '../../../../../src/client/application/ports/coupon-api.port';
import type {
  AddressZoneApiPort,
  ZoneLookupRequest,
} from '../../../../../src/client/application/ports/address-zone-api.port';
import type { ClockPort } from '../../../../../src/client/application/ports/clock.port';
import type { LoggerPort } from '../../../../../src/client/application/ports/logger.port';
import type {
  CashPaymentDto,
  OrderApiFailure,
  OrderApiPort,
  OrderApiResult,
  PaymentRetryDto,
} from '../../../../../src/client/application/ports/order-api.port';
import type {
  AlcoholHoursAnswer,
  OrderQuestionsPort,
} from '../../../../../src/client/application/ports/order-questions.port';
import type {
  OrderSessionStoragePort,
  PlacedOrder,
} from '../../../../../src/client/application/ports/order-session-storage.port';
import type {
  PaymentForm,
  PaymentRedirectPort,
} from '../../../../../src/client/application/ports/payment-redirect.port';
import type { StoragePort } from '../../../../../src/client/application/ports/storage.port';
import type { CitySlug } from '../../../../../src/domain/city/city';
import type { CouponApplyRequest } from '../../../../../src/domain/coupon/coupon-apply-request.builder';
import type { OrderForm } from '../../../../../src/domain/order/order-form';
import type { OrderRequest } from '../../../../../src/domain/order/order-request.builder';
import type { OrderCreatedDto, ZoneAnswerDto } from '../../../../../src/domain/shop-api/ordering.contract';
import type { Result } from '../../../../../src/domain/shared/result';

export class MemoryStorage implements StoragePort {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): boolean {
    this.items.set(key, value);
    return true;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export class FixedClock implements ClockPort {
  constructor(public time: number) {}
  now(): number {
    return this.time;
  }
}

export class RecordingLogger implements LoggerPort {
  readonly warnings: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string): void {
    this.warnings.push(message);
  }
}

/** Answers the questions from a script; throws when asked something the test did not expect. */
export class ScriptedQuestions implements OrderQuestionsPort {
  readonly asked: string[] = [];
  constructor(private readonly answers: { alcohol?: AlcoholHoursAnswer; adult?: boolean } = {}) {}
  async askAlcoholOutsideHours(): Promise<AlcoholHoursAnswer> {
    this.asked.push('alcohol');
    if (this.answers.alcohol === undefined) throw new Error('the alcohol question was not expected');
    return this.answers.alcohol;
  }
  async askAdult(): Promise<boolean> {
    this.asked.push('adult');
    if (this.answers.adult === undefined) throw new Error('the age question was not expected');
    return this.answers.adult;
  }
}

export class RecordingPayment implements PaymentRedirectPort {
  readonly submitted: PaymentForm[] = [];
  submit(form: PaymentForm): void {
    this.submitted.push(form);
  }
}

export class MemoryOrderSession implements OrderSessionStoragePort {
  readonly forms = new Map<CitySlug, OrderForm>();
  placed: PlacedOrder | null = null;
  readonly saved: PlacedOrder[] = [];
  loadForm(city: CitySlug): OrderForm | null {
    return this.forms.get(city) ?? null;
  }
  saveForm(city: CitySlug, form: OrderForm): void {
    this.forms.set(city, form);
  }
  loadPlacedOrder(): PlacedOrder | null {
    return this.placed;
  }
  savePlacedOrder(order: PlacedOrder): void {
    this.placed = order;
    this.saved.push(order);
  }
  clearPlacedOrder(): void {
    this.placed = null;
  }
}

const created = (changes: Partial<OrderCreatedDto>): OrderCreatedDto => ({
  orderId: 'A1',
  success: true,
  smsConfirm: false,
  liqpayForm: null,
  isEmailSended: false,
  ...changes,
});

const unused = async (): Promise<never> => {
  throw new Error('not used by the checkout use cases');
};

/** The order calls, answered as the test set them; every request is kept. */
export class ScriptedOrderApi implements OrderApiPort {
  readonly requests: OrderRequest[] = [];
  readonly calls: string[] = [];
  createAnswer: OrderApiResult<OrderCreatedDto> = { ok: true, value: created({}) };
  verifyAnswer: OrderApiResult<void> = { ok: true, value: undefined };
  resendAnswer: OrderApiResult<{ readonly resendInSeconds: number }> = { ok: true, value: { resendInSeconds: 60 } };
  retryAnswer: OrderApiResult<PaymentRetryDto> = {
    ok: true,
    value: { orderId: 'A1', liqpayForm: { action: '/pay', data: 'd', signature: 's' } },
  };
  cashAnswer: OrderApiResult<CashPaymentDto> = {
    ok: true,
    value: { orderId: 'A1', smsConfirm: false, confirmationStatus: 'not-required' },
  };

  answerCreated(changes: Partial<OrderCreatedDto>): void {
    this.createAnswer = { ok: true, value: created(changes) };
  }
  failWith(failure: OrderApiFailure): { readonly ok: false; readonly failure: OrderApiFailure } {
    return { ok: false, failure };
  }

  async createOrder(request: OrderRequest): Promise<OrderApiResult<OrderCreatedDto>> {
    this.requests.push(request);
    this.calls.push('createOrder');
    return this.createAnswer;
  }
  async verifyCode(orderId: string, code: string): Promise<OrderApiResult<void>> {
    this.calls.push(`verifyCode:${orderId}:${code}`);
    return this.verifyAnswer;
  }
  async verifyPhoneCall(orderId: string): Promise<OrderApiResult<void>> {
    this.calls.push(`verifyPhoneCall:${orderId}`);
    return this.verifyAnswer;
  }
  async resendCode(orderId: string): Promise<OrderApiResult<{ readonly resendInSeconds: number }>> {
    this.calls.push(`resendCode:${orderId}`);
    return this.resendAnswer;
  }
  async retryPayment(orderId: string): Promise<OrderApiResult<PaymentRetryDto>> {
    this.calls.push(`retryPayment:${orderId}`);
    return this.retryAnswer;
  }
  async payInCash(orderId: string): Promise<OrderApiResult<CashPaymentDto>> {
    this.calls.push(`payInCash:${orderId}`);
    return this.cashAnswer;
  }
  paymentStatus = unused;
  getOrderSummary = unused;
  getPaymentTypes = unused;
  getPickupPoints = unused;
  getDeliveryCities = unused;
  getStreets = unused;
}

export class ScriptedCouponApi implements CouponApiPort {
  readonly requests: CouponApplyRequest[] = [];
  constructor(public answer: CouponCheckResult) {}
  async checkCoupon(request: CouponApplyRequest): Promise<CouponCheckResult> {
    this.requests.push(request);
    return this.answer;
  }
}

export class ScriptedAddressZoneApi implements AddressZoneApiPort {
  readonly requests: ZoneLookupRequest[] = [];
  constructor(public answer: Result<ZoneAnswerDto, 'unavailable'>) {}
  async findZone(request: ZoneLookupRequest): Promise<Result<ZoneAnswerDto, 'unavailable'>> {
    this.requests.push(request);
    return this.answer;
  }
  getZones = unused;
}
