import { InMemoryUsageQuota } from '../../../doubles/server/in-memory-usage-quota.adapter';
import { DEFAULT_SMS_LIMITS } from '../../../../src/server/application/use-cases/support/sms-confirmation.policy';
import { emptyOrderForm, type OrderForm } from '../../../../src/domain/order/order-form';
import type { PaymentType } from '../../../../src/domain/payment/payment-type';
import { FixedClock } from '../../../../src/server/adapters/clock/fixed-clock.adapter';
import { HmacCodeHasher } from '../../../../src/server/adapters/crypto/hmac-code-hasher.adapter';
import { InMemoryCatalog } from '../../../doubles/server/in-memory-catalog.adapter';
import { InMemoryCouponRepository } from '../../../doubles/server/in-memory-coupon-repository.adapter';
import { InMemoryOrderRepository } from '../../../doubles/server/in-memory-order-repository.adapter';
import { InMemoryPaymentGateway } from '../../../doubles/server/in-memory-payment-gateway.adapter';
import { InMemoryPaymentTypes } from '../../../doubles/server/in-memory-payment-types.adapter';
import { InMemoryPickupPoints } from '../../../doubles/server/in-memory-pickup-points.adapter';
import { InMemorySmsSender } from '../../../doubles/server/in-memory-sms-sender.adapter';
import { InMemoryStopList } from '../../../doubles/server/in-memory-stop-list.adapter';
import { InMemoryZoneLookup } from '../../../doubles/server/in-memory-zone-lookup.adapter';
import { PublicUrlOrderStatusLinks } from '../../../../src/server/adapters/links/public-url-order-status-links.adapter';
import { PublicUrlCheckoutLinks } from '../../../../src/server/adapters/links/public-url-checkout-links.adapter';
import type { CatalogModifier, CatalogProduct } from '../../../../src/server/application/ports/catalog-read.port';
import type { ConfirmationCodeGeneratorPort } from '../../../../src/server/application/ports/confirmation-code-generator.port';
import type { CouponRecord } from '../../../../src/server/application/ports/coupon-repository.port';
import type { LoggerPort } from '../../../../src/server/application/ports/logger.port';
import type { OrderCodeGeneratorPort } from '../../../../src/server/application/ports/order-code-generator.port';
import { AcceptPaymentCallbackUseCase } from '../../../../src/server/application/use-cases/accept-payment-callback.use-case';
import { CheckCouponUseCase } from '../../../../src/server/application/use-cases/check-coupon.use-case';
import { CheckPricesUseCase } from '../../../../src/server/application/use-cases/check-prices.use-case';
import {
  CreateOrderUseCase,
  type CreateOrderDeps,
  type CreateOrderInput,
  type CreateOrderItemInput,
} from '../../../../src/server/application/use-cases/create-order.use-case';
import { GetOrderSummaryUseCase } from '../../../../src/server/application/use-cases/get-order-summary.use-case';
import { PaymentStatusUseCase } from '../../../../src/server/application/use-cases/payment-status.use-case';
import { VerifyCodeUseCase } from '../../../../src/server/application/use-cases/verify-code.use-case';
import { VerifyPhoneCallUseCase } from '../../../../src/server/application/use-cases/verify-phone-call.use-case';

export const LVIV = 1;
export const KYIV = 2;

/** Tuesday 10 June 2025, 14:00 in Kyiv (UTC+3 in summer): daytime, alcohol allowed. */
export const KYIV_14_00 = new Date('2025-06-10T11:00:00Z');
/** Kyiv wall time of that Tuesday as an instant. */
export const kyivAt = (hhmm: string, day = '2025-06-10'): Date => new Date(`${day}T${hhmm}:00+03:00`);

export const PHONE = '+38 (067) 123 45 67';
export const PHONE_E164 = '+380671234567';
export const OTHER_PHONE = '+38 (050) 765 43 21';

const product = (
  overrides: Partial<CatalogProduct> & Pick<CatalogProduct, 'iikoId' | 'priceKopiykas'>,
): CatalogProduct => ({
  name: overrides.iikoId,
  translation: { uk: overrides.iikoId, en: overrides.iikoId },
  category: 'burgers',
  isAlcohol: false,
  sushi: false,
  disabled: false,
  modifierIds: [],
  modifierGroups: [],
  ...overrides,
});

export const BURGER = product({
  iikoId: 'burger-classic',
  name: 'Класичний бургер',
  translation: { uk: 'Класичний бургер', en: 'Classic burger' },
  priceKopiykas: 18_900,
  weight: 320,
  photo: 'burger-classic.svg',
  modifierIds: ['mod-patty-beef', 'mod-patty-chicken', 'mod-extra-bacon'],
  modifierGroups: [
    {
      id: 'patty',
      name: { uk: 'Котлета', en: 'Patty' },
      kind: 'one-of',
      required: false,
      options: [
        { modifierId: 'mod-patty-beef', maxCount: 1 },
        { modifierId: 'mod-patty-chicken', maxCount: 1 },
      ],
    },
    {
      id: 'extras',
      name: { uk: 'Добавки', en: 'Extras' },
      kind: 'any-of',
      required: false,
      options: [{ modifierId: 'mod-extra-bacon', maxCount: 2 }],
    },
  ],
  amountOfBurgers: 1,
});
export const FRIES = product({
  iikoId: 'fries',
  category: 'additions',
  priceKopiykas: 6_900,
  weight: 150,
  photo: 'fries.svg',
});
export const COLA = product({
  iikoId: 'cola',
  category: 'drinks',
  priceKopiykas: 4_500,
  volume: 0.5,
  photo: 'cola.svg',
});
export const ROLL = product({
  iikoId: 'roll-california-crab',
  category: 'rolls',
  priceKopiykas: 24_900,
  sushi: true,
  amountOfRolls: 1,
});
export const SET = product({
  iikoId: 'set-lviv',
  category: 'sets',
  priceKopiykas: 59_900,
  sushi: true,
  amountOfRolls: 4,
});
export const BEER = product({
  iikoId: 'beer-lager',
  category: 'beer',
  priceKopiykas: 7_900,
  isAlcohol: true,
  volume: 0.5,
});
export const STOPPED = product({ iikoId: 'burger-stopped', priceKopiykas: 21_900, disabled: true });
export const BIG_SET = product({
  iikoId: 'set-party',
  category: 'sets',
  priceKopiykas: 160_000,
  sushi: true,
  amountOfRolls: 8,
});

export const MODIFIERS: readonly CatalogModifier[] = [
  {
    iikoId: 'mod-patty-beef',
    iikoName: 'Яловича котлета',
    translation: { en: 'Beef patty' },
    priceKopiykas: 0,
    productGroupId: 'patty',
  },
  {
    iikoId: 'mod-patty-chicken',
    iikoName: 'Куряча котлета',
    translation: { en: 'Chicken patty' },
    priceKopiykas: 0,
    productGroupId: 'patty',
  },
  {
    iikoId: 'mod-extra-bacon',
    iikoName: 'Додатковий бекон',
    translation: { en: 'Extra bacon' },
    priceKopiykas: 3_500,
    productGroupId: 'extras',
  },
];

/** A coupon valid everywhere and always, overridable field by field. */
export const couponOf = (overrides: Partial<CouponRecord> & Pick<CouponRecord, 'code' | 'kind'>): CouponRecord => ({
  value: 0,
  actions: [],
  minCartKopiykas: 0,
  validFrom: null,
  validUntil: null,
  isActive: true,
  usageLimit: null,
  timesUsed: 0,
  ...overrides,
});

export const COUPONS: readonly CouponRecord[] = [
  couponOf({ code: 'PERCENT10', kind: 'percent', value: 10 }),
  couponOf({ code: 'MINUS100', kind: 'fixed', value: 10_000 }),
  couponOf({
    code: 'GIFT',
    kind: 'gift',
    actions: [
      {
        options: [
          { productId: 'cola', modifierIds: [] },
          { productId: 'fries', modifierIds: [] },
        ],
      },
    ],
  }),
  couponOf({
    code: 'FREEBURGER',
    kind: 'gift',
    actions: [{ options: [{ productId: 'burger-classic', modifierIds: ['mod-patty-chicken'] }] }],
  }),
  couponOf({ code: 'FREEBEER', kind: 'gift', actions: [{ options: [{ productId: 'beer-lager', modifierIds: [] }] }] }),
  couponOf({ code: 'EXPIRED', kind: 'percent', value: 20, validUntil: new Date('2025-06-01T00:00:00Z') }),
  couponOf({ code: 'LATER', kind: 'percent', value: 20, validFrom: new Date('2025-07-01T00:00:00Z') }),
  couponOf({ code: 'OFF', kind: 'percent', value: 20, isActive: false }),
  couponOf({ code: 'BIGMIN', kind: 'percent', value: 15, minCartKopiykas: 100_000 }),
  couponOf({ code: 'GONE', kind: 'gift', actions: [{ options: [{ productId: 'burger-stopped', modifierIds: [] }] }] }),
];

export const PAYMENT_TYPES: readonly PaymentType[] = [LVIV, KYIV].flatMap((cityId) =>
  (['online', 'card', 'cash'] as const).map((name, i) => ({ id: `${cityId}-${i}`, name, isAllowed: true, cityId })),
);

export const GREEN_STREET = { id: 'st-horodotska', name: 'вулиця Городоцька' };
export const OUT_OF_ZONE_STREET = { id: 'st-far', name: 'вулиця Далека' };

/** A complete cash delivery order form for Lviv, in zone. */
export const formOf = (overrides: Partial<OrderForm> = {}): OrderForm => ({
  ...emptyOrderForm(),
  name: 'Олена',
  phone: PHONE,
  deliveryType: 'delivery',
  payMethod: 'cash',
  address: {
    deliveryCity: { id: 1, name: 'Львів' },
    street: GREEN_STREET,
    house: '12',
    flat: '3',
    entrance: '',
    floor: '',
  },
  ...overrides,
});

/** A browser cart line; the price it carries is deliberately absurd, since the server must ignore it. */
export const lineOf = (
  iikoId: string,
  count = 1,
  modifiers: readonly string[] = [],
  extra: Partial<CreateOrderItemInput> = {},
): CreateOrderItemInput => ({
  id: `line-${iikoId}-${count}`,
  iikoId,
  count,
  modifiers: modifiers.map((id) => ({ iikoId: id })),
  price: 1,
  ...extra,
});

export const orderOf = (
  items: readonly CreateOrderItemInput[],
  form: Partial<OrderForm> = {},
  extra: Partial<CreateOrderInput> = {},
): CreateOrderInput => ({
  orderId: null,
  cityId: LVIV,
  items,
  isAutofill: false,
  orderForm: formOf(form),
  ...extra,
});

/** Codes CODE000001, CODE000002, ... unless a test scripts them. */
export class ScriptedOrderCodes implements OrderCodeGeneratorPort {
  private counter = 0;
  constructor(private readonly scripted: string[] = []) {}
  next(): string {
    return this.scripted.shift() ?? `CODE${String(++this.counter).padStart(6, '0')}`;
  }
}

export class ScriptedConfirmationCodes implements ConfirmationCodeGeneratorPort {
  constructor(
    private readonly codes: string[] = [],
    private readonly fallback = '1234',
  ) {}
  generate(): string {
    return this.codes.shift() ?? this.fallback;
  }
}

export class RecordingLogger implements LoggerPort {
  readonly lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  debug(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ level: 'debug', message, ...(fields ? { fields } : {}) });
  }
  info(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ level: 'info', message, ...(fields ? { fields } : {}) });
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ level: 'warn', message, ...(fields ? { fields } : {}) });
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ level: 'error', message, ...(fields ? { fields } : {}) });
  }
}

export const PEPPER = 'test-pepper-0123456789';

/** The whole order pipeline on in-memory adapters, with every adapter reachable for assertions. */
export const buildPipeline = (overrides: Partial<CreateOrderDeps> = {}) => {
  const clock = new FixedClock(KYIV_14_00);
  const catalog = new InMemoryCatalog({
    [LVIV]: { products: [BURGER, FRIES, COLA, ROLL, SET, BEER, STOPPED, BIG_SET], modifiers: MODIFIERS },
    // Kyiv: no sushi, and the burger costs more.
    [KYIV]: { products: [{ ...BURGER, priceKopiykas: 19_900 }, FRIES, COLA, BEER], modifiers: MODIFIERS },
  });
  const coupons = new InMemoryCouponRepository(COUPONS.map((coupon) => ({ coupon, cityIds: [LVIV, KYIV] })));
  // Orders take their coupon's uses, as the order insert does in PostgreSQL.
  const orders = new InMemoryOrderRepository(coupons);
  const zones = new InMemoryZoneLookup([
    { cityId: LVIV, streetId: GREEN_STREET.id, streetName: GREEN_STREET.name, zone: 'green' },
  ]);
  const stops = new InMemoryStopList();
  const paymentTypes = new InMemoryPaymentTypes(PAYMENT_TYPES);
  const pickupPoints = new InMemoryPickupPoints([
    { cityId: LVIV, point: { id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' } },
  ]);
  const paymentGateway = new InMemoryPaymentGateway({
    checkoutUrl: 'https://shop.test/api/test-payment',
    secret: 'gateway-secret',
  });
  const checkoutLinks = new PublicUrlCheckoutLinks({
    publicUrl: 'https://shop.test',
    callbackPath: '/api/payments/callback',
  });
  const sms = new InMemorySmsSender();
  const confirmationCodes = new ScriptedConfirmationCodes();
  const orderCodes = new ScriptedOrderCodes();
  const codeHasher = new HmacCodeHasher(PEPPER);
  const logger = new RecordingLogger();
  const smsQuota = new InMemoryUsageQuota();
  const deps: CreateOrderDeps = {
    catalog,
    coupons,
    orders,
    zones,
    stops,
    paymentTypes,
    pickupPoints,
    paymentGateway,
    checkoutLinks,
    statusLinks: new PublicUrlOrderStatusLinks('https://shop.test'),
    sms,
    smsQuota,
    smsLimits: DEFAULT_SMS_LIMITS,
    confirmationCodes,
    orderCodes,
    codeHasher,
    clock,
    logger,
    ...overrides,
  };
  return {
    clock,
    catalog,
    coupons,
    orders,
    zones,
    stops,
    paymentTypes,
    pickupPoints,
    paymentGateway,
    sms,
    logger,
    deps,
    createOrder: new CreateOrderUseCase(deps),
    checkPrices: new CheckPricesUseCase(deps.catalog),
    checkCoupon: new CheckCouponUseCase({ coupons: deps.coupons, catalog: deps.catalog, clock }),
    verifyCode: new VerifyCodeUseCase({
      orders: deps.orders,
      codeHasher: deps.codeHasher,
      clock,
      guesses: deps.smsQuota,
    }),
    verifyPhoneCall: new VerifyPhoneCallUseCase({ orders: deps.orders, clock }),
    paymentStatus: new PaymentStatusUseCase(deps.orders),
    acceptPaymentCallback: new AcceptPaymentCallbackUseCase({ orders: deps.orders, clock }),
    getOrderSummary: new GetOrderSummaryUseCase(deps.orders),
  };
};

export type Pipeline = ReturnType<typeof buildPipeline>;

/** Narrows a use-case result to its value, failing the test with the refusal otherwise. */
export const valueOf = <T>(result: { ok: true; value: T } | { ok: false; reason: string }): T => {
  if (!result.ok) throw new Error(`expected success, got refusal '${result.reason}'`);
  return result.value;
};

export const reasonOf = (result: { ok: boolean; reason?: string }): string | undefined =>
  result.ok ? undefined : result.reason;
