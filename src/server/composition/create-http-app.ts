import type { TrustProxy } from '../config/trust-proxy';
import type { FastifyInstance } from 'fastify';
import type { ClockPort } from '../application/ports/clock.port';
import { silentLogger } from '../adapters/logging/json-logger.adapter';
import type { LoggerPort } from '../application/ports/logger.port';
import type { LiqpayConfig, LogLevel, SecretsConfig, SmsGatewayConfig } from '../config/config.types';
import type { Database } from '../adapters/database/database';
import type { AppDeps, RateLimits } from '../http/app-deps';
import { buildApp } from '../http/build-app';
import type { PageStatusResolver } from '../http/static/page-status';
import type { AdminAuth } from './admin-auth.composition';
import { composeCatalogue, type Catalogue } from './catalogue.composition';
import { composeOrderPipeline } from './order-pipeline.composition';
import { DEFAULT_SMS_LIMITS, type SmsLimits } from '../application/use-cases/support/sms-confirmation.policy';
import { composeStaffMenu } from './staff-menu.composition';
import { composeStaffOrders } from './staff-orders.composition';
import { composeAdminAudit } from './admin-audit.composition';
import { composeAdminDelivery } from './admin-delivery.composition';

/** The HTTP app wired to the shop's use cases; main.ts and the integration tests share it. */
export const createHttpApp = async (deps: {
  database: Database;
  clock: ClockPort;
  adminAuth: AdminAuth;
  uploadsDir: string;
  clientDir: string;
  publicUrl: string;
  logLevel: LogLevel | false;
  /** Where request lines go (tests); standard output otherwise. */
  requestLogDestination?: AppDeps['requestLogDestination'];
  trustProxy?: TrustProxy;
  rateLimits?: Partial<RateLimits>;
  resolvePageStatus?: PageStatusResolver;
  /** GOOGLE_API_KEY: Google geocodes first, and the storefront's map gets the key. */
  googleApiKey?: string | null;
  logger?: LoggerPort;
  /** Composed here from the database unless given (main.ts keeps it for admin invalidations). */
  catalogue?: Catalogue;
  /** LIQPAY_* keys; without them the built-in test payment page takes payments. */
  liqpay?: LiqpayConfig | null;
  /** SMS_GATEWAY_*; without it codes are logged and shown by the dev-only /api/dev/sms. */
  sms?: SmsGatewayConfig | null;
  /** SHOP_DEV_SMS: codes the dev SMS sender logged are readable at /api/dev/sms (never by default). */
  devSms?: boolean;
  /** SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET. */
  smsLimits?: Partial<SmsLimits>;
  /** DATA_DIR, where earlier versions kept the order pipeline's secrets (taken over into the database). */
  secretsDir?: string | null;
  /** SMS_CODE_SECRET, TEST_PAYMENT_SECRET: each wins over the secret kept in the database. */
  secrets?: SecretsConfig;
}): Promise<FastifyInstance> => {
  const catalogue =
    deps.catalogue ??
    composeCatalogue({ database: deps.database, clock: deps.clock, logger: deps.logger ?? silentLogger, googleApiKey: deps.googleApiKey ?? null });
  // The sushi-aware page status answers synchronously from the cities loaded here.
  await catalogue.warmUp();
  const orders = await composeOrderPipeline({
    database: deps.database,
    clock: deps.clock,
    logger: deps.logger ?? silentLogger,
    // Shared with the catalogue, so its invalidate.orderRules reaches the copies orders are checked against.
    orderRules: catalogue.orderRules,
    settings: {
      publicUrl: deps.publicUrl,
      liqpay: deps.liqpay ?? null,
      sms: deps.sms ?? null,
      googleApiKey: deps.googleApiKey ?? null,
      secretsDir: deps.secretsDir ?? null,
      secrets: deps.secrets ?? { smsCode: null, testPayment: null },
      devSms: deps.devSms ?? false,
      smsLimits: { ...DEFAULT_SMS_LIMITS, ...deps.smsLimits },
    },
  });
  return buildApp({
    clock: deps.clock,
    database: deps.database,
    auth: { logIn: deps.adminAuth.logIn, authenticate: deps.adminAuth.authenticate },
    uploadsDir: deps.uploadsDir,
    clientDir: deps.clientDir,
    resolvePageStatus: deps.resolvePageStatus ?? catalogue.resolvePageStatus,
    catalogue: catalogue.routes,
    orders,
    staffOrders: composeStaffOrders(deps.database),
    staffMenu: composeStaffMenu(deps.database, deps.clock, (cityId) => catalogue.invalidate.menu(cityId)),
    adminAudit: composeAdminAudit(deps.database),
    adminDelivery: composeAdminDelivery({ database: deps.database, clock: deps.clock, invalidate: catalogue.invalidate, googleApiKey: deps.googleApiKey ?? null, logger: deps.logger ?? silentLogger }),
    publicUrl: deps.publicUrl,
    logLevel: deps.logLevel,
    ...(deps.requestLogDestination === undefined ? {} : { requestLogDestination: deps.requestLogDestination }),
    logger: deps.logger ?? silentLogger,
    trustProxy: deps.trustProxy,
    rateLimits: deps.rateLimits,
  });
};
