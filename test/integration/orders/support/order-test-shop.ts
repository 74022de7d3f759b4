import type { SmsLimits } from '../../../../src/server/application/use-cases/support/sms-confirmation.policy';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { FixedClock } from '../../../../src/server/adapters/clock/fixed-clock.adapter';
import { RandomSecretGenerator } from '../../../../src/server/adapters/crypto/random-secret-generator.adapter';
import type { Database } from '../../../../src/server/adapters/database/database';
import { demoShop } from '../../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR, seedPicturesIn } from '../../../../src/server/adapters/database/seed/seed-pictures';
import { silentLogger } from '../../../../src/server/adapters/logging/json-logger.adapter';
import { UploadsDirectory } from '../../../../src/server/adapters/uploads/uploads-directory.adapter';
import { composeAdminAuth } from '../../../../src/server/composition/admin-auth.composition';
import { createHttpApp } from '../../../../src/server/composition/create-http-app';
import { prepareDatabase } from '../../../../src/server/composition/prepare-database';
import type { LiqpayConfig } from '../../../../src/server/config/config.types';
import type { DatabaseTarget, FreshDatabase } from '../../support/database-targets';
import { FIXTURE_CLIENT_DIR, TEST_ADMIN, TEST_NOW } from '../../support/test-shop';
import { testPasswordHasher } from '../../support/test-password-hasher';

export const TEST_PUBLIC_URL = 'https://shop.example.com';

export interface OrderTestShop {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: FixedClock;
}

export interface OrderTestShopOptions {
  /** LiqPay keys: the real gateway and its callback route instead of the test payment page. */
  readonly liqpay?: LiqpayConfig;
  readonly smsLimits?: Partial<SmsLimits>;
}

/**
 * The whole shop in-process on a fresh, seeded database of the target, as createHttpApp wires it
 * for main.ts: the demo menu, the order pipeline on PostgreSQL, the dev SMS outbox (asked
 * for, as SHOP_DEV_SMS=1 does) and, unless LiqPay keys are given, the test payment page. The clock stands at TEST_NOW
 * (a Wednesday noon in Kyiv) until a test moves it; `resetClock` puts it back.
 */
export const useOrderTestShop = (target: DatabaseTarget, options: OrderTestShopOptions = {}): (() => OrderTestShop) => {
  let shop: (OrderTestShop & { fresh: FreshDatabase }) | null = null;
  beforeAll(async () => {
    const server = await target.start();
    const uploads = new UploadsDirectory(join(server.dataDir, `uploads-${randomBytes(4).toString('hex')}`));
    const fresh = await server.createDemoShopDatabase(uploads.root);
    const clock = new FixedClock(TEST_NOW);
    const adminAuth = composeAdminAuth({
      database: fresh.database,
      clock,
      hasher: testPasswordHasher(),
      secrets: new RandomSecretGenerator(),
    });
    await prepareDatabase({
      database: fresh.database,
      seed: { shop: demoShop, pictures: seedPicturesIn(SEED_PICTURES_DIR), uploads },
      admin: { login: TEST_ADMIN.login, password: TEST_ADMIN.password },
      adminAuth,
      logger: silentLogger,
    });
    const app = await createHttpApp({
      database: fresh.database,
      clock,
      adminAuth,
      uploadsDir: uploads.root,
      clientDir: FIXTURE_CLIENT_DIR,
      publicUrl: TEST_PUBLIC_URL,
      logLevel: false,
      devSms: true,
      // Every request of a test comes from one address: the SMS limits have tests of their own.
      smsLimits: { perAddress: 100_000, hourlyBudget: 100_000, ...options.smsLimits },
      rateLimits: { loginsPerMinute: 1_000, postsPerMinute: 100_000, orderLookupsPerMinute: 100_000 },
      liqpay: options.liqpay ?? null,
    });
    await app.ready();
    shop = { app, database: fresh.database, clock, fresh };
  });
  afterAll(async () => {
    if (shop === null) return;
    await shop.app.close();
    await shop.fresh.drop();
  });
  return () => {
    if (shop === null) throw new Error('The order test shop is not started (use it inside a test)');
    return shop;
  };
};

export const resetClock = (shop: OrderTestShop): void => shop.clock.set(TEST_NOW);
