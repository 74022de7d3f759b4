import { join } from 'node:path';
import type { DevClock } from '../http/routes/dev-clock.routes';
import type { Redis } from 'ioredis';
import { pgRateLimitStore } from '../adapters/rate-limit/pg-rate-limit.store';
import type { TrustProxy } from '../config/trust-proxy';
import type { FastifyInstance } from 'fastify';
import type { ClockPort } from '../application/ports/clock.port';
import { silentLogger } from '../adapters/logging/json-logger.adapter';
import type { LoggerPort } from '../application/ports/logger.port';
import type { LiqpayConfig, LogLevel, SecretsConfig, SmsGatewayConfig, UploadStoreKind } from '../config/config.types';
import { composeImageStore } from './image-store.composition';
import type { Database } from '../adapters/database/database';
import type { AppDeps, RateLimits } from '../http/app-deps';
import { buildApp } from '../http/build-app';
import { BuiltPageRenderer } from '../adapters/ssr/built-page-renderer.adapter';
import type { PageStatusResolver } from '../http/static/page-status';
import type { AdminAuth } from './admin-auth.composition';
import { composeCatalogue, type Catalogue } from './catalogue.composition';
import { shareCatalogueInvalidation } from './shared-invalidation';
import { composeOrderPipeline } from './order-pipeline.composition';
import { composeOrderProgress } from './order-progress.composition';
import { composeSmsBudget } from './sms-budget.composition';
import { DEFAULT_SMS_LIMITS, type SmsLimits } from '../application/use-cases/support/sms-confirmation.policy';
import { composeStaffBanners } from './staff-banners.composition';
import { composeStaffMenu, createPhotoGate } from './staff-menu.composition';
import { composeStaffOrders } from './staff-orders.composition';
import { composeAdminAudit } from './admin-audit.composition';
import { composeAdminAccounts } from './admin-accounts.composition';
import { composeStaffCallbacks } from './staff-callbacks.composition';
import { composeStaffCoupons } from './staff-coupons.composition';
import { composeShopEvents } from './shop-events.composition';
import { composeSite } from './site.composition';
import { composePageHeadTexts } from './page-head-texts.composition';
import { composeAdminDelivery } from './admin-delivery.composition';
import { composeStaffContent } from './staff-content.composition';

/** `npm run build` puts the server render (dist/ssr) beside the browser app (dist/client). */
const builtPageRendererNextTo = (clientDir: string): BuiltPageRenderer =>
  new BuiltPageRenderer({
    renderModule: join(clientDir, '..', 'ssr', 'render-page.js'),
    clientManifest: join(clientDir, '.vite', 'manifest.json'),
    clientDir,
  });

/** The HTTP app wired to the shop's use cases; main.ts and the integration tests share it. */
export const createHttpApp = async (deps: {
  database: Database;
  clock: ClockPort;
  adminAuth: AdminAuth;
  /** DATA_DIR/uploads: the demo's drawn pictures, and uploaded pictures when they are kept in the folder. */
  uploadsDir: string;
  /** UPLOAD_STORE: the uploads folder (default) or PostgreSQL. */
  uploadStore?: UploadStoreKind;
  clientDir: string;
  publicUrl: string;
  logLevel: LogLevel | false;
  /** Where request lines go (tests); standard output otherwise. */
  requestLogDestination?: AppDeps['requestLogDestination'];
  trustProxy?: TrustProxy;
  rateLimits?: Partial<RateLimits>;
  /** REDIS_URL's client: the rate limits count there; without it, in PostgreSQL. Either way all instances share them. */
  redis?: Redis | null;
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
  /** SHOP_DEV_CLOCK: the fixed clock, movable at /api/dev/clock (never with the real clock). */
  devClock?: DevClock | null;
  /** SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET. */
  smsLimits?: Partial<SmsLimits>;
  /** DATA_DIR, where earlier versions kept the order pipeline's secrets (taken over into the database). */
  secretsDir?: string | null;
  /** SMS_CODE_SECRET, TEST_PAYMENT_SECRET: each wins over the secret kept in the database. */
  secrets?: SecretsConfig;
}): Promise<FastifyInstance> => {
  const composed =
    deps.catalogue ??
    composeCatalogue({
      database: deps.database,
      clock: deps.clock,
      logger: deps.logger ?? silentLogger,
      googleApiKey: deps.googleApiKey ?? null,
      publicUrl: deps.publicUrl,
      pageRenderer: builtPageRendererNextTo(deps.clientDir),
    });
  // Every edit below drops the cached copies of every instance on the database, not only this one's.
  const shared = await shareCatalogueInvalidation({
    database: deps.database,
    local: composed.invalidate,
    logger: deps.logger ?? silentLogger,
  });
  const catalogue: Catalogue = { ...composed, invalidate: shared.invalidate };
  // The sushi-aware page status answers synchronously from the cities loaded here.
  await catalogue.warmUp();
  const smsLimits = { ...DEFAULT_SMS_LIMITS, ...deps.smsLimits };
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
      devClock: deps.devClock ?? null,
      smsLimits,
    },
  });
  // After a lost LISTEN connection comes back, this instance's own caches are dropped (local only).
  const shopEvents = composeShopEvents({
    database: deps.database,
    catalogue: composed,
    logger: deps.logger ?? silentLogger,
  });
  const photoGate = createPhotoGate();
  const images = await composeImageStore({
    kind: deps.uploadStore ?? 'folder',
    database: deps.database,
    uploadsDir: deps.uploadsDir,
    logger: deps.logger ?? silentLogger,
  });
  const staffMenu = composeStaffMenu({
    database: deps.database,
    clock: deps.clock,
    menuChanged: (cityId) => catalogue.invalidate.menu(cityId),
    photoGate,
    images,
  });
  const app = await buildApp({
    clock: deps.clock,
    database: deps.database,
    auth: { logIn: deps.adminAuth.logIn, authenticate: deps.adminAuth.authenticate, logOut: deps.adminAuth.logOut },
    uploadsDir: deps.uploadsDir,
    clientDir: deps.clientDir,
    resolvePageStatus: deps.resolvePageStatus ?? catalogue.resolvePageStatus,
    catalogue: catalogue.routes,
    seo: catalogue.seo,
    orders,
    orderProgress: composeOrderProgress({
      database: deps.database,
      events: shopEvents.events,
      logger: deps.logger ?? silentLogger,
    }),
    staffOrders: composeStaffOrders({
      database: deps.database,
      clock: deps.clock,
      events: shopEvents.events,
      logger: deps.logger ?? silentLogger,
    }),
    staffMenu,
    readPhotoFile: staffMenu.readPhotoFile,
    adminAudit: composeAdminAudit(deps.database),
    smsBudget: composeSmsBudget(deps.database, deps.clock, smsLimits.hourlyBudget),
    adminAccounts: composeAdminAccounts({ database: deps.database, clock: deps.clock, ...deps.adminAuth.crypto }),
    staffCoupons: composeStaffCoupons(deps.database, deps.clock),
    staffCallbacks: composeStaffCallbacks(deps.database, deps.clock),
    site: composeSite({
      database: deps.database,
      clock: deps.clock,
      stops: catalogue.orderRules.stops,
      siteChanged: () => catalogue.invalidate.cities(),
    }),
    pageHeadTexts: composePageHeadTexts({
      database: deps.database,
      clock: deps.clock,
      cities: { list: catalogue.routes.listCities },
      headTextsChanged: () => catalogue.invalidate.cities(),
    }),
    adminDelivery: composeAdminDelivery({
      database: deps.database,
      clock: deps.clock,
      invalidate: catalogue.invalidate,
      googleApiKey: deps.googleApiKey ?? null,
      logger: deps.logger ?? silentLogger,
    }),
    staffBanners: composeStaffBanners({
      database: deps.database,
      clock: deps.clock,
      bannersChanged: (cityId) => catalogue.invalidate.banners(cityId),
      photoGate,
      images,
    }),
    staffContent: composeStaffContent({
      database: deps.database,
      clock: deps.clock,
      content: catalogue.content,
      contentChanged: () => catalogue.invalidate.content(),
    }),
    publicUrl: deps.publicUrl,
    logLevel: deps.logLevel,
    ...(deps.requestLogDestination === undefined ? {} : { requestLogDestination: deps.requestLogDestination }),
    logger: deps.logger ?? silentLogger,
    trustProxy: deps.trustProxy,
    rateLimits: deps.rateLimits,
    rateLimitStore: deps.redis
      ? { redis: deps.redis, nameSpace: 'shop-rate-limit:' }
      : { store: pgRateLimitStore(deps.database) },
  });
  app.addHook('onClose', async () => {
    await Promise.all([shared.close(), shopEvents.close()]);
  });
  return app;
};
