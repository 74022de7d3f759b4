import type { SmsLimits } from '../../../src/server/application/use-cases/support/sms-confirmation.policy';
import type { TrustProxy } from '../../../src/server/config/trust-proxy';
import type { UploadStoreKind } from '../../../src/server/config/config.types';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { FixedClock } from '../../../src/server/adapters/clock/fixed-clock.adapter';
import { RandomSecretGenerator } from '../../../src/server/adapters/crypto/random-secret-generator.adapter';
import type { Database } from '../../../src/server/adapters/database/database';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR, seedPicturesIn } from '../../../src/server/adapters/database/seed/seed-pictures';
import type { SeedShop } from '../../../src/server/adapters/database/seed/seed.types';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import type { LoggerPort } from '../../../src/server/application/ports/logger.port';
import { UploadsDirectory } from '../../../src/server/adapters/uploads/uploads-directory.adapter';
import { composeAdminAuth, type AdminAuth } from '../../../src/server/composition/admin-auth.composition';
import { createHttpApp } from '../../../src/server/composition/create-http-app';
import { prepareDatabase, type PreparationReport } from '../../../src/server/composition/prepare-database';
import type { RateLimits } from '../../../src/server/http/app-deps';
import type { PageStatusResolver } from '../../../src/server/http/static/page-status';
import type { DatabaseTarget, FreshDatabase, TestServer } from './database-targets';
import { testPasswordHasher } from './test-password-hasher';

export const FIXTURE_CLIENT_DIR = fileURLToPath(new URL('../../fixtures/client', import.meta.url));
/** A summer weekday noon in Kyiv: the shop is open. */
export const TEST_NOW = new Date('2025-06-11T12:00:00+03:00');
export const TEST_ADMIN = { login: 'admin', password: 'correct horse battery staple' } as const;

export interface TestShop {
  readonly server: TestServer;
  readonly fresh: FreshDatabase;
  readonly database: Database;
  readonly app: FastifyInstance;
  readonly clock: FixedClock;
  readonly adminAuth: AdminAuth;
  readonly uploadsDir: string;
  readonly preparation: PreparationReport;
  /** Logs in as TEST_ADMIN through the API and answers the bearer token. */
  logIn(): Promise<string>;
}

export interface TestShopOptions {
  readonly seed?: SeedShop;
  readonly clientDir?: string;
  readonly rateLimits?: Partial<RateLimits>;
  readonly smsLimits?: Partial<SmsLimits>;
  /** Which proxies may name the client (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustProxy;
  readonly resolvePageStatus?: PageStatusResolver;
  /** Where the app logs unexpected errors; silent unless a test reads them. */
  readonly logger?: LoggerPort;
  /** UPLOAD_STORE: the uploads folder (default) or PostgreSQL. */
  readonly uploadStore?: UploadStoreKind;
  /** Runs before the app is ready, e.g. to add a test-only route. */
  readonly configureApp?: (app: FastifyInstance) => void;
}

/**
 * The whole shop in-process against a real PostgreSQL: one server per test file and target,
 * a fresh database, migrations, seed and first admin exactly as main.ts does them, and the HTTP
 * app ready for `inject`. Call inside describe(); use the returned getter inside tests.
 */
export const useTestShop = (target: DatabaseTarget, options: TestShopOptions = {}): (() => TestShop) => {
  let shop: TestShop | null = null;
  beforeAll(async () => {
    shop = await startTestShop(await target.start(), options);
  });
  afterAll(async () => {
    if (shop === null) return;
    await shop.app.close();
    await shop.fresh.drop();
    await shop.server.stop();
  });
  return () => {
    if (shop === null) throw new Error('The test shop is not started (is useTestShop called inside describe?)');
    return shop;
  };
};

export const startTestShop = async (server: TestServer, options: TestShopOptions = {}): Promise<TestShop> => {
  const uploadsName = `uploads-${randomBytes(4).toString('hex')}`;
  const uploads = new UploadsDirectory(join(server.dataDir, uploadsName));
  // The demo shop comes ready from the run's template; another seed is written here.
  const fresh =
    options.seed === undefined ? await server.createDemoShopDatabase(uploads.root) : await server.createDatabase();
  const clock = new FixedClock(TEST_NOW);
  const adminAuth = composeAdminAuth({
    database: fresh.database,
    clock,
    hasher: testPasswordHasher(),
    secrets: new RandomSecretGenerator(),
  });
  const preparation = await prepareDatabase({
    database: fresh.database,
    seed: { shop: options.seed ?? demoShop, pictures: seedPicturesIn(SEED_PICTURES_DIR), uploads },
    admin: { login: TEST_ADMIN.login, password: TEST_ADMIN.password },
    adminAuth,
    logger: silentLogger,
  });
  const app = await createHttpApp({
    database: fresh.database,
    clock,
    adminAuth,
    uploadsDir: uploads.root,
    ...(options.uploadStore === undefined ? {} : { uploadStore: options.uploadStore }),
    clientDir: options.clientDir ?? FIXTURE_CLIENT_DIR,
    publicUrl: 'http://localhost:3000',
    logLevel: false,
    logger: options.logger ?? silentLogger,
    // Tests log in often from one address; the strict limit has a test of its own.
    rateLimits: {
      loginsPerMinute: 1_000,
      postsPerMinute: 10_000,
      orderLookupsPerMinute: 10_000,
      ...options.rateLimits,
    },
    resolvePageStatus: options.resolvePageStatus,
    devSms: true,
    // Every request of a test comes from one address: the SMS limits have tests of their own.
    smsLimits: { perAddress: 100_000, hourlyBudget: 100_000, ...options.smsLimits },
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  options.configureApp?.(app);
  await app.ready();
  const logIn = async (): Promise<string> => {
    const response = await app.inject({ method: 'POST', url: '/api/auth', payload: TEST_ADMIN });
    if (response.statusCode !== 200) throw new Error(`Test login failed: ${response.statusCode} ${response.body}`);
    return (response.json() as { token: string }).token;
  };
  return {
    server,
    fresh,
    database: fresh.database,
    app,
    clock,
    adminAuth,
    uploadsDir: uploads.root,
    preparation,
    logIn,
  };
};
