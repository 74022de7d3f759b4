import type { DevClock } from '../http/routes/dev-clock.routes';
import { HmacCodeHasher } from '../adapters/crypto/hmac-code-hasher.adapter';
import { RandomConfirmationCodeGenerator } from '../adapters/crypto/random-confirmation-code-generator.adapter';
import { RandomOrderCodeGenerator } from '../adapters/crypto/random-order-code-generator.adapter';
import type { Queryable } from '../adapters/database/database';
import { PgCouponRepository } from '../adapters/database/repositories/pg-coupon.repository';
import { PgPaymentCallbackLog } from '../adapters/database/repositories/pg-payment-callback-log.repository';
import { PgOrderRepository } from '../adapters/database/repositories/pg-order.repository';
import { PgOrderPaymentChoice } from '../adapters/database/repositories/pg-order-payment-choice.repository';
import { PublicUrlCheckoutLinks } from '../adapters/links/public-url-checkout-links.adapter';
import { LiqpayGateway } from '../adapters/liqpay/liqpay-gateway.adapter';
import { PublicUrlOrderStatusLinks } from '../adapters/links/public-url-order-status-links.adapter';
import { DevSmsSender } from '../adapters/sms/dev-sms-sender.adapter';
import { HttpSmsGatewaySender } from '../adapters/sms/http-sms-gateway.adapter';
import { TestPaymentGateway } from '../adapters/test-payment/test-payment-gateway.adapter';
import { TEST_PAYMENT_CALLBACK_PATH, TEST_PAYMENT_PAGE_PATH } from '../adapters/test-payment/test-payment.constants';
import type { ClockPort } from '../application/ports/clock.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { SmsSenderPort } from '../application/ports/sms-sender.port';
import { AcceptPaymentCallbackUseCase } from '../application/use-cases/accept-payment-callback.use-case';
import { CheckCouponUseCase } from '../application/use-cases/check-coupon.use-case';
import { CheckPricesUseCase } from '../application/use-cases/check-prices.use-case';
import { CreateOrderUseCase } from '../application/use-cases/create-order.use-case';
import { GetOrderSummaryUseCase } from '../application/use-cases/get-order-summary.use-case';
import { PaymentStatusUseCase } from '../application/use-cases/payment-status.use-case';
import { ResendCodeUseCase } from '../application/use-cases/resend-code.use-case';
import { RetryPaymentUseCase } from '../application/use-cases/retry-payment.use-case';
import { SwitchToCashUseCase } from '../application/use-cases/switch-to-cash.use-case';
import { VerifyCodeUseCase } from '../application/use-cases/verify-code.use-case';
import { VerifyPhoneCallUseCase } from '../application/use-cases/verify-phone-call.use-case';
import type { LiqpayConfig, SecretsConfig, SmsGatewayConfig } from '../config/config.types';
import { LIQPAY_CALLBACK_PATH } from '../http/routes/liqpay-callback.routes';
import type { OrderRoutesDeps } from '../http/routes/order-pipeline.routes';
import { createOrderRulesSources, type OrderRulesSources } from './order-rules-sources.composition';
import { sharedSecret } from './shared-secret';
import type { SmsLimits } from '../application/use-cases/support/sms-confirmation.policy';
import { PgUsageQuota } from '../adapters/database/repositories/pg-usage-quota.repository';
import { createZoneLookup } from './zone-lookup.composition';

export interface OrderPipelineSettings {
  /** PUBLIC_URL, no trailing slash: LiqPay's result_url and server_url are built from it. */
  readonly publicUrl: string;
  /** LiqPay keys; null selects the built-in test payment page. */
  readonly liqpay: LiqpayConfig | null;
  /** The SMS gateway; null selects the development sender (codes logged, nothing sent). */
  readonly sms: SmsGatewayConfig | null;
  readonly googleApiKey: string | null;
  /** DATA_DIR, where earlier versions kept the secrets in files (taken over into the database); null: none. */
  readonly secretsDir: string | null;
  /** SMS_CODE_SECRET, TEST_PAYMENT_SECRET: each wins over the secret the shop keeps in its database. */
  readonly secrets: SecretsConfig;
  /** SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET: past either, the operator calls instead of a code. */
  readonly smsLimits: SmsLimits;
  /** SHOP_DEV_SMS: serve the logged codes at /api/dev/sms (demos and tests only; never by default). */
  readonly devSms: boolean;
  /** SHOP_DEV_CLOCK with SHOP_FIXED_TIME: the fixed clock, movable at /api/dev/clock (demos and tests only). */
  readonly devClock?: DevClock | null;
}

export interface OrderPipelineDeps {
  readonly database: Queryable;
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
  readonly settings: OrderPipelineSettings;
  /** Cached stops, payment types, pickup points and menu; created here when the caller keeps no handle on them. */
  readonly orderRules?: OrderRulesSources;
}

// The names are the file names of earlier versions, so an upgraded shop keeps its secrets.
const SECRET_NAMES = { smsCode: 'sms-code-pepper', testPayment: 'test-payment-secret' } as const;

const secretOf = (database: Queryable, settings: OrderPipelineSettings, which: keyof SecretsConfig): Promise<string> =>
  sharedSecret(
    { name: SECRET_NAMES[which], configured: settings.secrets[which] },
    { database, secretsDir: settings.secretsDir },
  );

/**
 * The order pipeline wired to PostgreSQL and to the integrations the configuration selects:
 * LiqPay or the test payment page, an SMS gateway or the development sender, Google or the
 * gazetteer for addresses (createZoneLookup). Everything the order routes need, nothing more.
 */
export const composeOrderPipeline = async (deps: OrderPipelineDeps): Promise<OrderRoutesDeps> => {
  const { database, clock, logger, settings } = deps;
  const orderRules = deps.orderRules ?? createOrderRulesSources(database);
  const catalog = orderRules.catalog;
  const coupons = new PgCouponRepository(database);
  const orders = new PgOrderRepository(database);
  const codeHasher = new HmacCodeHasher(await secretOf(database, settings, 'smsCode'));
  const payments = await paymentsOf(database, settings, logger);
  const sms = smsOf(settings, logger, clock);
  const smsQuota = new PgUsageQuota(database);

  const confirmationCodes = new RandomConfirmationCodeGenerator();
  const statusLinks = new PublicUrlOrderStatusLinks(settings.publicUrl);
  const createOrder = new CreateOrderUseCase({
    catalog,
    coupons,
    orders,
    zones: createZoneLookup({ database, config: { googleApiKey: settings.googleApiKey }, logger }),
    stops: orderRules.stops,
    paymentTypes: orderRules.paymentTypes,
    pickupPoints: orderRules.pickupPoints,
    paymentGateway: payments.gateway,
    checkoutLinks: payments.links,
    statusLinks,
    sms: sms.sender,
    smsQuota,
    smsLimits: settings.smsLimits,
    confirmationCodes,
    orderCodes: new RandomOrderCodeGenerator(),
    codeHasher,
    clock,
    logger,
  });
  const choices = new PgOrderPaymentChoice(database);
  return {
    checkPrices: new CheckPricesUseCase(catalog),
    checkCoupon: new CheckCouponUseCase({ coupons, catalog, clock }),
    createOrder,
    getOrderSummary: new GetOrderSummaryUseCase(orders),
    paymentStatus: new PaymentStatusUseCase(orders),
    verifyCode: new VerifyCodeUseCase({ orders, codeHasher, clock, guesses: smsQuota }),
    verifyPhoneCall: new VerifyPhoneCallUseCase({ orders, clock }),
    resendCode: new ResendCodeUseCase({
      orders,
      sms: sms.sender,
      statusLinks,
      smsQuota,
      smsLimits: settings.smsLimits,
      confirmationCodes,
      codeHasher,
      clock,
      logger,
    }),
    retryPayment: new RetryPaymentUseCase({ orders: choices, gateway: payments.gateway, links: payments.links }),
    switchToCash: new SwitchToCashUseCase({
      choices,
      orders,
      paymentTypes: orderRules.paymentTypes,
      sms: sms.sender,
      statusLinks,
      smsQuota,
      smsLimits: settings.smsLimits,
      confirmationCodes,
      codeHasher,
      clock,
      logger,
    }),
    acceptPaymentCallback: new AcceptPaymentCallbackUseCase({
      orders,
      clock,
      paymentLog: new PgPaymentCallbackLog(database),
      logger,
    }),
    liqpay: payments.liqpay,
    testPayment: payments.testPayment,
    devSms: settings.devSms ? sms.outbox : null,
    devClock: settings.devClock ?? null,
    logger,
  };
};

const paymentsOf = async (database: Queryable, settings: OrderPipelineSettings, logger: LoggerPort) => {
  if (settings.liqpay !== null) {
    const liqpay = new LiqpayGateway(settings.liqpay);
    // LiqPay sends the customer back from its own site, and calls the server from outside: both
    // need the shop's public address.
    const links = new PublicUrlCheckoutLinks({ publicUrl: settings.publicUrl, callbackPath: LIQPAY_CALLBACK_PATH });
    return { gateway: liqpay, links, liqpay, testPayment: null };
  }
  logger.warn(
    '!!! ONLINE PAYMENTS ARE SIMULATED: LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are not set, so the built-in test ' +
      'payment page takes "payments" and NO MONEY IS CHARGED. Set both keys before taking real orders. !!!',
    { testPaymentPage: TEST_PAYMENT_PAGE_PATH },
  );
  const testPayment = new TestPaymentGateway({ secret: await secretOf(database, settings, 'testPayment') });
  // Same-origin paths: the test page, its buttons and the redirect back stay on whatever origin
  // the browser uses, which the CSP's form-action 'self' allows (PUBLIC_URL may differ in a demo).
  const links = new PublicUrlCheckoutLinks({ publicUrl: '', callbackPath: TEST_PAYMENT_CALLBACK_PATH });
  return { gateway: testPayment, links, liqpay: null, testPayment };
};

const smsOf = (
  settings: OrderPipelineSettings,
  logger: LoggerPort,
  clock: ClockPort,
): { readonly sender: SmsSenderPort; readonly outbox: DevSmsSender | null } => {
  if (settings.sms !== null) return { sender: new HttpSmsGatewaySender(settings.sms), outbox: null };
  logger.warn(
    'No SMS gateway is configured (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN): confirmation codes are logged, not sent',
  );
  const outbox = new DevSmsSender(logger, undefined, clock);
  return { sender: outbox, outbox };
};
