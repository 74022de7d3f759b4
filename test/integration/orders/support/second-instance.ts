import type { FastifyInstance } from 'fastify';
import { FixedClock } from '../../../../src/server/adapters/clock/fixed-clock.adapter';
import { RandomSecretGenerator } from '../../../../src/server/adapters/crypto/random-secret-generator.adapter';
import { Database } from '../../../../src/server/adapters/database/database';
import { composeAdminAuth } from '../../../../src/server/composition/admin-auth.composition';
import { createHttpApp } from '../../../../src/server/composition/create-http-app';
import { FIXTURE_CLIENT_DIR, TEST_NOW } from '../../support/test-shop';
import { TEST_PUBLIC_URL, type OrderTestShop } from './order-test-shop';
import { testPasswordHasher } from '../../support/test-password-hasher';

export interface SecondInstance {
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another shop instance on the same database, composed as main.ts composes one: its own pool, its
 * own caches, its own event listener. What it changes, the first instance learns only through the database.
 */
export const startSecondInstance = async (first: OrderTestShop, uploadsDir: string): Promise<SecondInstance> => {
  const database = new Database({ connectionString: first.database.connectionString, maxConnections: 3 });
  const clock = new FixedClock(TEST_NOW);
  const adminAuth = composeAdminAuth({
    database,
    clock,
    hasher: testPasswordHasher(),
    secrets: new RandomSecretGenerator(),
  });
  const app = await createHttpApp({
    database,
    clock,
    adminAuth,
    uploadsDir,
    clientDir: FIXTURE_CLIENT_DIR,
    publicUrl: TEST_PUBLIC_URL,
    logLevel: false,
    devSms: true,
    smsLimits: { perAddress: 100_000, hourlyBudget: 100_000 },
    rateLimits: { loginsPerMinute: 1_000, postsPerMinute: 100_000, orderLookupsPerMinute: 100_000 },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
