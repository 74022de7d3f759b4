import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HmacCodeHasher } from '../../../../src/server/adapters/crypto/hmac-code-hasher.adapter';
import type { Queryable } from '../../../../src/server/adapters/database/database';
import { TestPaymentGateway } from '../../../../src/server/adapters/test-payment/test-payment-gateway.adapter';
import type { CheckoutInput } from '../../../../src/server/application/ports/payment-gateway.port';
import type { LoggerPort } from '../../../../src/server/application/ports/logger.port';
import { composeOrderPipeline, type OrderPipelineSettings } from '../../../../src/server/composition/order-pipeline.composition';
import { secretFromConfigOrDataDir, type SecretSpec } from '../../../../src/server/composition/secret-from-config-or-data-dir';

const SHARED = 'shared-0123456789abcdef0123456789abcdef';

const recordingLogger = (): LoggerPort & { warnings: string[] } => {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return { warnings, debug: ignore, info: ignore, error: ignore, warn: (message) => void warnings.push(message) };
};

const dirs: string[] = [];
const dataDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'shop-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const smsSpec = (configured: string | null): SecretSpec => ({ variable: 'SMS_CODE_SECRET', configured, file: 'sms-code-pepper' });

describe('secretFromConfigOrDataDir', () => {
  it('takes the configured value over DATA_DIR, writes no file and warns about nothing', async () => {
    const dir = await dataDir();
    const logger = recordingLogger();
    const secret = await secretFromConfigOrDataDir(smsSpec(SHARED), { secretsDir: dir, externalDatabase: true, logger });
    expect(secret).toBe(SHARED);
    expect(await readdir(dir)).toEqual([]);
    expect(logger.warnings).toEqual([]);
  });

  it('without it keeps the secret per DATA_DIR: the same across restarts, different between directories', async () => {
    const [one, two] = [await dataDir(), await dataDir()];
    const place = (secretsDir: string) => ({ secretsDir, externalDatabase: false, logger: recordingLogger() });
    const first = await secretFromConfigOrDataDir(smsSpec(null), place(one));
    expect(await secretFromConfigOrDataDir(smsSpec(null), place(one))).toBe(first);
    expect(await secretFromConfigOrDataDir(smsSpec(null), place(two))).not.toBe(first);
    expect(await readdir(one)).toEqual(['sms-code-pepper']);
  });

  it('without a DATA_DIR makes a fresh secret per call', async () => {
    const place = { secretsDir: null, externalDatabase: false, logger: recordingLogger() };
    expect(await secretFromConfigOrDataDir(smsSpec(null), place)).not.toBe(await secretFromConfigOrDataDir(smsSpec(null), place));
  });

  it('warns once, naming the variable, when an external database may be shared and the secret is per instance', async () => {
    const logger = recordingLogger();
    await secretFromConfigOrDataDir(smsSpec(null), { secretsDir: await dataDir(), externalDatabase: true, logger });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain('SMS_CODE_SECRET is not set');
    expect(logger.warnings[0]).toContain('Set SMS_CODE_SECRET to the same value on every instance');

    const embedded = recordingLogger();
    await secretFromConfigOrDataDir(smsSpec(null), { secretsDir: await dataDir(), externalDatabase: false, logger: embedded });
    expect(embedded.warnings).toEqual([]);
  });

  it('gives two instances with the same configured secret the same SMS code digests', async () => {
    const place = async () => ({ secretsDir: await dataDir(), externalDatabase: true, logger: recordingLogger() });
    const a = new HmacCodeHasher(await secretFromConfigOrDataDir(smsSpec(SHARED), await place()));
    const b = new HmacCodeHasher(await secretFromConfigOrDataDir(smsSpec(SHARED), await place()));
    expect(a.hash('4821')).toBe(b.hash('4821'));
  });
});

describe('composeOrderPipeline secrets', () => {
  // Composing only builds objects; nothing here may reach the database.
  const database: Queryable = { query: () => Promise.reject(new Error('no database in this test')) };
  const INPUT: CheckoutInput = {
    orderCode: 'K7M2QX',
    amountKopiykas: 28_950,
    description: 'Order K7M2QX',
    language: 'en',
    resultUrl: '/lviv/thank-you?orderId=K7M2QX',
    serverUrl: '/api/payments/test/callback',
  };

  const instance = async (testPayment: string | null, logger: LoggerPort = recordingLogger()) => {
    const settings: OrderPipelineSettings = {
      publicUrl: 'https://shop.example.com',
      liqpay: null,
      sms: null,
      googleApiKey: null,
      secretsDir: await dataDir(),
      secrets: { smsCode: null, testPayment },
      externalDatabase: true,
      devSms: true,
    };
    const deps = await composeOrderPipeline({ database, clock: { now: () => new Date('2025-06-01T09:00:00Z') }, logger, settings });
    if (deps.testPayment === null) throw new Error('expected the test payment page without LiqPay keys');
    return deps.testPayment;
  };

  // A checkout signed with the shared secret, as any instance configured with it would sign it.
  const form = new TestPaymentGateway({ secret: SHARED }).buildCheckout(INPUT);
  const fields = { data: form.data, signature: form.signature };

  it('makes every instance, each with its own DATA_DIR, accept checkouts signed with TEST_PAYMENT_SECRET', async () => {
    expect((await instance(SHARED)).verifyCheckout(fields).ok).toBe(true);
    expect((await instance(SHARED)).verifyCheckout(fields).ok).toBe(true);
  });

  it('without it, an instance uses its own secret, and the start-up log says which variables to set', async () => {
    const logger = recordingLogger();
    expect((await instance(null, logger)).verifyCheckout(fields).ok).toBe(false);
    const secretWarnings = logger.warnings.filter((w) => w.includes('is not set: this instance keeps its own secret'));
    expect(secretWarnings.map((w) => w.split(' ')[0])).toEqual(['SMS_CODE_SECRET', 'TEST_PAYMENT_SECRET']);
  });
});
