import { isCityId } from '../../../domain/city/city';
import type { OrderForm } from '../../../domain/order/order-form';
import { parsePhone } from '../../../domain/order/phone-mask';
import { validateCashback } from '../../../domain/payment/cashback.rule';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/shared/locale';
import { toHryvnias } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { CatalogReadPort } from '../ports/catalog-read.port';
import type { CheckoutLinksPort } from '../ports/checkout-links.port';
import type { ClockPort } from '../ports/clock.port';
import type { CodeHasherPort } from '../ports/code-hasher.port';
import type { ConfirmationCodeGeneratorPort } from '../ports/confirmation-code-generator.port';
import type { CouponRepositoryPort } from '../ports/coupon-repository.port';
import type { LoggerPort } from '../ports/logger.port';
import type { OrderCodeGeneratorPort } from '../ports/order-code-generator.port';
import type { OrderRecord } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import type { PaymentGatewayPort } from '../ports/payment-gateway.port';
import type { PaymentTypesPort } from '../ports/payment-types.port';
import type { PickupPointsPort } from '../ports/pickup-points.port';
import type { OrderStatusLinksPort } from '../ports/order-status-links.port';
import type { SmsSenderPort } from '../ports/sms-sender.port';
import type { StopListPort } from '../ports/stop-list.port';
import type { UsageQuotaPort } from '../ports/usage-quota.port';
import type { ZoneLookupPort } from '../ports/zone-lookup.port';
import type { ClientCartLine } from './support/cart-repricing';
import { loadCartCatalog } from './support/cart-catalog.loader';
import { createOrderAnswer, type CreateOrderAnswer } from './support/create-order-answer';
import { readOrderId } from './support/order-id-input';
import { priceOrder, type OrderPricingRefusal } from './support/order-pricing';
import { buildOrderRecord } from './support/order-record.builder';
import { saveWithFreshCode } from './support/order-saving';
import { checkOrderRules, type OrderRulesRefusal } from './support/order-rules.check';
import { checkPayMethodForAddress } from './support/pay-method.check';
import { initialConfirmation } from './support/sms-challenge';
import type { SmsLimits } from './support/sms-confirmation.policy';
import { startingConfirmation } from './support/starting-confirmation';
import { confirmationSmsText, toE164 } from './support/sms-text';
import { refuse, type UseCaseResult } from './support/use-case-result';
import { resolveOrderZone } from './support/zone-resolution';

export interface CreateOrderItemInput extends ClientCartLine {
  /** A coupon gift line: read only for the customer's pick. */
  readonly isCoupon?: boolean;
  /** Whatever the browser believes; never read. */
  readonly price?: number;
}

/** POST /order/create: the storefront's order request, plus the language of the request. */
export interface CreateOrderInput {
  /** The browser's idempotency key (or the code it got back): the same value twice is one order. */
  readonly orderId?: string | null;
  readonly cityId: number;
  readonly items: readonly CreateOrderItemInput[];
  readonly isAutofill: boolean;
  readonly orderForm: OrderForm;
  /** For the SMS and the payment page; the edge reads it from the request. */
  readonly language?: Locale;
  /** The client's address (behind TRUST_PROXY, the one the proxy saw): SMS codes are limited per address. */
  readonly clientAddress?: string | null;
}

export type CreateOrderRefusal =
  | 'invalid-order-id'
  | 'unknown-city'
  | 'empty-cart'
  | 'gift-without-coupon'
  | 'order-id-conflict'
  | 'cashback-not-a-number'
  | 'cashback-below-total'
  | 'order-code-exhausted'
  | 'pre-order-slot-full'
  | OrderPricingRefusal
  | OrderRulesRefusal;

export interface CreateOrderDeps {
  readonly catalog: CatalogReadPort;
  readonly coupons: CouponRepositoryPort;
  readonly orders: OrderRepositoryPort;
  readonly zones: ZoneLookupPort;
  readonly stops: StopListPort;
  readonly paymentTypes: PaymentTypesPort;
  readonly pickupPoints: PickupPointsPort;
  readonly paymentGateway: PaymentGatewayPort;
  readonly checkoutLinks: CheckoutLinksPort;
  /** The order status page the confirmation SMS links to. */
  readonly statusLinks: OrderStatusLinksPort;
  readonly sms: SmsSenderPort;
  /** SMS limits per phone, per address and for the shop, exact across instances. */
  readonly smsQuota: UsageQuotaPort;
  /** Codes per client address and for the whole shop an hour (SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET). */
  readonly smsLimits: SmsLimits;
  readonly confirmationCodes: ConfirmationCodeGeneratorPort;
  readonly orderCodes: OrderCodeGeneratorPort;
  readonly codeHasher: CodeHasherPort;
  readonly clock: ClockPort;
  readonly logger?: LoggerPort;
}

const hasText = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * Places an order with the server as the authority: every line re-priced from the
 * catalogue, the coupon applied from the coupon repository, every submission and time rule checked
 * with the shared domain, then order and lines stored in one repository call. Refusals are values.
 */
export class CreateOrderUseCase {
  constructor(private readonly deps: CreateOrderDeps) {}

  async execute(input: CreateOrderInput): Promise<UseCaseResult<CreateOrderAnswer, CreateOrderRefusal>> {
    const key = readOrderId(input.orderId);
    // Ignoring a key we cannot store would silently turn a retry into a second order.
    if (key === null && hasText(input.orderId)) return refuse('invalid-order-id');
    // A retry (lost answer, double submit) gets the first answer even if a rule has changed since,
    // e.g. the clock passed 22:30 in between: the order was already accepted.
    if (key !== null) {
      const earlier = await this.deps.orders.findByKeyOrCode(key);
      if (earlier !== null) return this.repeatAnswer(earlier, input.orderForm);
    }
    if (!isCityId(input.cityId)) return refuse('unknown-city');
    const now = this.deps.clock.now();
    const nowMs = now.getTime();
    const form = input.orderForm;
    const paidLines = input.items.filter((line) => line.isCoupon !== true);
    const giftLines = input.items.filter((line) => line.isCoupon === true);
    if (paidLines.length === 0) return refuse('empty-cart');
    const couponCode = form.coupon.trim().toUpperCase();
    if (couponCode === '' && giftLines.length > 0) return refuse('gift-without-coupon');

    const coupon = couponCode === '' ? null : await this.deps.coupons.findByCode(couponCode, input.cityId);
    const catalog = await loadCartCatalog(this.deps.catalog, input.cityId, paidLines, coupon);
    const priced = priceOrder({
      paidLines,
      giftLines,
      couponRequested: couponCode !== '',
      coupon,
      catalog,
      payMethod: form.payMethod,
      deliveryType: form.deliveryType,
      nowMs,
    });
    if (!priced.ok) return priced;

    const [stops, paymentTypes, pickupPoints] = await Promise.all([
      this.deps.stops.findStops(input.cityId),
      this.deps.paymentTypes.listPaymentTypes(input.cityId),
      form.deliveryType === 'self-pickup' ? this.deps.pickupPoints.listPickupPoints(input.cityId) : Promise.resolve([]),
    ]);
    const rules = checkOrderRules({
      cityId: input.cityId,
      form,
      lines: priced.value.lines,
      totals: priced.value.totals,
      catalog,
      stops,
      paymentTypes,
      pickupPoints,
      nowMs,
    });
    if (!rules.ok) return rules;
    const { payMethod } = rules.value;

    // The address is looked up last among the checks: it is the one that may call a paid geocoder.
    const zone = await resolveOrderZone(this.deps.zones, input.cityId, form, this.deps.logger);
    const outOfZone = form.deliveryType !== 'self-pickup' && zone === null;
    const payForAddress = checkPayMethodForAddress({
      chosen: payMethod,
      allowedMethods: rules.value.allowedMethods,
      hasAlcohol: rules.value.hasAlcohol,
      outOfZone,
    });
    if (!payForAddress.ok) return payForAddress;
    if (payMethod === 'cash') {
      const cashback = validateCashback(form.cashback, toHryvnias(priced.value.totals.toPay));
      if (!cashback.ok) return refuse(cashback.reason);
    }

    const phoneDigits = parsePhone(form.phone);
    const start = await startingConfirmation(this.deps, {
      payMethod,
      toPayKopiykas: priced.value.totals.toPay,
      phoneDigits,
      clientAddress: input.clientAddress ?? null,
      now,
    });

    const saved = await saveWithFreshCode(
      this.deps.orders,
      this.deps.orderCodes,
      (code) =>
        buildOrderRecord({
          code,
          idempotencyKey: key,
          cityId: input.cityId,
          now,
          language: input.language ?? DEFAULT_LOCALE,
          form,
          phoneDigits,
          payMethod,
          isAutofill: input.isAutofill,
          priced: priced.value,
          zone,
          pickupPoint: rules.value.pickupPoint,
          confirmation: initialConfirmation(code, start, this.deps.codeHasher, now),
        }),
      // The slot's room is decided where orders are stored, under a lock: a count here could race.
      { slotCapacity: stops.schedule?.slotCapacity ?? null },
    );
    if (saved.kind === 'codes-exhausted') return refuse('order-code-exhausted');
    // Another order took the coupon's last use between the check above and this insert.
    if (saved.kind === 'coupon-used-up') return refuse('coupon-used-up');
    if (saved.kind === 'slot-full') return refuse('pre-order-slot-full');
    // A parallel request with the same key won the race: answer its order, send nothing.
    if (saved.kind === 'duplicate') return this.repeatAnswer(saved.order, form);
    if (start.kind === 'sms') await this.sendCode(saved.order, start.code);
    return ok(this.answer(saved.order));
  }

  /**
   * The key identifies a request of one customer: an order found under it answers only a request
   * with the same phone, so a key that happens to be another customer's order code reveals nothing.
   */
  private repeatAnswer(order: OrderRecord, form: OrderForm): UseCaseResult<CreateOrderAnswer, CreateOrderRefusal> {
    if (order.phoneDigits !== parsePhone(form.phone)) return refuse('order-id-conflict');
    return ok(this.answer(order));
  }

  private answer(order: OrderRecord): CreateOrderAnswer {
    return createOrderAnswer(order, { gateway: this.deps.paymentGateway, links: this.deps.checkoutLinks });
  }

  /**
   * The order is already stored when the SMS goes out, so a gateway failure cannot lose it: the
   * customer still sees the code modal and can choose confirmation by a phone call instead.
   */
  private async sendCode(order: OrderRecord, smsCode: string): Promise<void> {
    try {
      await this.deps.sms.send(
        toE164(order.phoneDigits),
        confirmationSmsText(
          order.language,
          smsCode,
          order.code,
          this.deps.statusLinks.statusUrl({ orderCode: order.code, cityId: order.cityId, language: order.language }),
        ),
      );
    } catch (error) {
      this.deps.logger?.error('confirmation SMS not sent', { orderCode: order.code, error: String(error) });
    }
  }
}
