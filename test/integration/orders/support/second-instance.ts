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

/** What the test chooses for the other instance: where its pictures are, and whatever else it needs. */
export type InstanceOptions = Omit<
  Parameters<typeof createHttpApp>[0],
  'database' | 'clock' | 'adminAuth' | 'clientDir' | 'logLevel' | 'publicUrl'
> & { readonly publicUrl?: string };

/**
 * Another shop instance on the database at `connectionString`, composed as main.ts composes one:
 * its own pool, its own caches, its own event listener and its own admin sign-in (sessions live in
 * the database). What it changes, the first instance learns only through the database.
 */
export const startInstance = async (connectionString: string, options: InstanceOptions): Promise<SecondInstance> => {
  const database = new Database({ connectionString, maxConnections: 3 });
  const clock = new FixedClock(TEST_NOW);
  const adminAuth = composeAdminAuth({
    database,
    clock,
    hasher: testPasswordHasher(),
    secrets: new RandomSecretGenerator(),
  });
  try {
    const app = await createHttpApp({
      publicUrl: 'http://localhost',
      ...options,
      database,
      clock,
      adminAuth,
      clientDir: FIXTURE_CLIENT_DIR,
      logLevel: false,
    });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};

/** Runs `use` with another instance on that database, and closes it whatever happens. */
export const withInstance = async (
  connectionString: string,
  options: InstanceOptions,
  use: (app: FastifyInstance) => Promise<void>,
): Promise<void> => {
  const instance = await startInstance(connectionString, options);
  try {
    await use(instance.app);
  } finally {
    await instance.close();
  }
};

/** A second instance of the order test shop, with its SMS codes readable and its limits as generous. */
export const startSecondInstance = (first: OrderTestShop, uploadsDir: string): Promise<SecondInstance> =>
  startInstance(first.database.connectionString, {
    uploadsDir,
    publicUrl: TEST_PUBLIC_URL,
    devSms: true,
    smsLimits: { perAddress: 100_000, hourlyBudget: 100_000 },
    rateLimits: { loginsPerMinute: 1_000, postsPerMinute: 100_000, orderLookupsPerMinute: 100_000 },
  });
