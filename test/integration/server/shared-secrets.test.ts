import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import type { Database } from '../../../src/server/adapters/database/database';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { TestPaymentGateway } from '../../../src/server/adapters/test-payment/test-payment-gateway.adapter';
import type { CheckoutInput } from '../../../src/server/application/ports/payment-gateway.port';
import {
  composeOrderPipeline,
  type OrderPipelineSettings,
} from '../../../src/server/composition/order-pipeline.composition';
import { sharedSecret } from '../../../src/server/composition/shared-secret';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';

const SHARED = 'shared-0123456789abcdef0123456789abcdef';
const CHECKOUT: CheckoutInput = {
  orderCode: 'K7M2QX',
  amountKopiykas: 28_950,
  description: 'Order K7M2QX',
  language: 'en',
  resultUrl: '/lviv/thank-you?orderId=K7M2QX',
  serverUrl: '/api/payments/test/callback',
};

describe.each(databaseTargets())('secrets shared by instances on one $name PostgreSQL', (target) => {
  let server: TestServer;
  const made: FreshDatabase[] = [];
  const dirs: string[] = [];
  const freshDatabase = async (): Promise<Database> => {
    const created = await server.createDatabase();
    made.push(created);
    await runMigrations(created.database, SHOP_MIGRATIONS);
    return created.database;
  };
  const dataDir = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-secrets-'));
    dirs.push(dir);
    return dir;
  };
  const rowsOf = async (database: Database) =>
    (await database.query<{ name: string }>('SELECT name FROM shop_secrets ORDER BY name')).rows.map((row) => row.name);

  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(async () => {
    await Promise.all(made.map((database) => database.drop()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await server.stop();
  });

  it('takes the configured value and stores nothing', async () => {
    const database = await freshDatabase();
    expect(await sharedSecret({ name: 'sms-code-pepper', configured: SHARED }, { database, secretsDir: null })).toBe(
      SHARED,
    );
    expect(await rowsOf(database)).toEqual([]);
  });

  it('without one, creates the secret once in the database: every instance and every restart gets the same', async () => {
    const database = await freshDatabase();
    // Ten instances starting at once, each with its own DATA_DIR.
    const secrets = await Promise.all(
      Array.from({ length: 10 }, async () =>
        sharedSecret({ name: 'sms-code-pepper', configured: null }, { database, secretsDir: await dataDir() }),
      ),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await sharedSecret({ name: 'sms-code-pepper', configured: null }, { database, secretsDir: null })).toBe(
      secrets[0],
    );
    expect(await rowsOf(database)).toEqual(['sms-code-pepper']);
    // Each name is a secret of its own.
    expect(
      await sharedSecret({ name: 'test-payment-secret', configured: null }, { database, secretsDir: null }),
    ).not.toBe(secrets[0]);
  });

  it('takes over the file an earlier version kept in DATA_DIR, so what it issued still verifies', async () => {
    const database = await freshDatabase();
    const dir = await dataDir();
    const earlier = 'from-an-earlier-version-0123456789abcdef';
    await writeFile(join(dir, 'test-payment-secret'), `${earlier}\n`);
    expect(await sharedSecret({ name: 'test-payment-secret', configured: null }, { database, secretsDir: dir })).toBe(
      earlier,
    );
    expect(
      await sharedSecret({ name: 'test-payment-secret', configured: null }, { database, secretsDir: await dataDir() }),
    ).toBe(earlier);
  });

  it('lets a payment form signed by one instance verify on another, with no secret configured', async () => {
    const database = await freshDatabase();
    const instance = async () => {
      const settings: OrderPipelineSettings = {
        publicUrl: 'https://shop.example.com',
        liqpay: null,
        sms: null,
        googleApiKey: null,
        secretsDir: await dataDir(),
        secrets: { smsCode: null, testPayment: null },
        devSms: false,
        smsLimits: { perAddress: 20, hourlyBudget: 300 },
      };
      const deps = await composeOrderPipeline({
        database,
        clock: { now: () => new Date('2025-06-01T09:00:00Z') },
        logger: silentLogger,
        settings,
      });
      if (deps.testPayment === null) throw new Error('expected the test payment page without LiqPay keys');
      return deps.testPayment;
    };
    const [one, two] = [await instance(), await instance()];
    // Signed as either instance signs it: with the one secret they found in the database.
    const stored = await sharedSecret(
      { name: 'test-payment-secret', configured: null },
      { database, secretsDir: null },
    );
    const form = new TestPaymentGateway({ secret: stored }).buildCheckout(CHECKOUT);
    expect(one.checkoutPage({ data: form.data, signature: form.signature }).ok).toBe(true);
    expect(two.checkoutPage({ data: form.data, signature: form.signature }).ok).toBe(true);
    // A form signed with another key is still refused.
    const forged = new TestPaymentGateway({ secret: SHARED }).buildCheckout(CHECKOUT);
    expect(two.checkoutPage({ data: forged.data, signature: forged.signature }).ok).toBe(false);
  });
});
