import { describe, expect, it } from 'vitest';
import { formatConfigProblems, loadConfig } from '../../../src/server/config/load-config';
import { spawnShop, exitWithin } from '../support/shop-process';
import { makeTempDir, removeDir } from '../support/temp-dir';

const SMS_SECRET = 'sms-0123456789abcdef0123456789abcdef';
const PAYMENT_SECRET = 'pay-0123456789abcdef0123456789abcdef';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const result = loadConfig({}, '/srv/shop');
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '0.0.0.0',
        dataDir: '/srv/shop/data',
        database: { kind: 'embedded' },
        admin: { login: 'admin', password: null },
        liqpay: null,
        googleApiKey: null,
        sms: null,
        fixedTime: null,
        publicUrl: 'http://localhost:3000',
        logLevel: 'info',
        trustProxy: false,
        loginAttemptsPerMinute: 10,
        redisUrl: null,
        uploadStore: 'folder',
        devSms: false,
        devClock: false,
        smsLimits: { perAddress: 20, hourlyBudget: 300 },
        secrets: { smsCode: null, testPayment: null },
      },
    });
  });

  it('reads every variable', () => {
    const result = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/shop',
        DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
        ADMIN_LOGIN: 'olena',
        ADMIN_PASSWORD: 'long enough',
        LIQPAY_PUBLIC_KEY: 'pub',
        LIQPAY_PRIVATE_KEY: 'priv',
        GOOGLE_API_KEY: 'g-key',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        SMS_GATEWAY_TOKEN: 'sms-token',
        SHOP_FIXED_TIME: '2025-06-11T12:00:00+03:00',
        PUBLIC_URL: 'https://burger.example.com/',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.5,10.0.1.0/24',
        LOGIN_ATTEMPTS_PER_MINUTE: '30',
        SHOP_DEV_SMS: '1',
        SHOP_DEV_CLOCK: '1',
        SMS_HOURLY_BUDGET: '50',
        REDIS_URL: 'redis://cache:6379',
        UPLOAD_STORE: 'database',
        SMS_CODES_PER_ADDRESS: '40',
        SMS_CODE_SECRET: SMS_SECRET,
        TEST_PAYMENT_SECRET: PAYMENT_SECRET,
      },
      '/ignored',
    );
    expect(result.ok && result.config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/shop',
      database: { kind: 'external', url: 'postgres://shop:pw@db:5432/shop' },
      admin: { login: 'olena', password: 'long enough' },
      liqpay: { publicKey: 'pub', privateKey: 'priv' },
      googleApiKey: 'g-key',
      sms: { url: 'https://sms.example.com/send', token: 'sms-token' },
      fixedTime: new Date('2025-06-11T09:00:00Z'),
      publicUrl: 'https://burger.example.com',
      logLevel: 'warn',
      trustProxy: { addresses: ['10.0.0.5', '10.0.1.0/24'] },
      loginAttemptsPerMinute: 30,
      redisUrl: 'redis://cache:6379',
      uploadStore: 'database',
      devSms: true,
      devClock: true,
      smsLimits: { perAddress: 40, hourlyBudget: 50 },
      secrets: { smsCode: SMS_SECRET, testPayment: PAYMENT_SECRET },
    });
  });

  it('gives a movable clock only to a shop whose clock is fixed', () => {
    const devClockWith = (env: Record<string, string>) => {
      const result = loadConfig({ SHOP_DEV_CLOCK: '1', ...env }, '/ignored');
      return result.ok ? result.config.devClock : 'refused';
    };
    expect(devClockWith({})).toBe(false);
    expect(devClockWith({ SHOP_FIXED_TIME: '2025-06-11T12:00:00+03:00' })).toBe(true);
    expect(devClockWith({ SHOP_FIXED_TIME: '2025-06-11T12:00:00+03:00', SHOP_DEV_CLOCK: '0' })).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and treats blank values as unset', () => {
    const result = loadConfig({ PORT: '4000', GOOGLE_API_KEY: '  ', DATABASE_URL: '' }, '/x');
    expect(result.ok && result.config.publicUrl).toBe('http://localhost:4000');
    expect(result.ok && result.config.googleApiKey).toBeNull();
    expect(result.ok && result.config.database).toEqual({ kind: 'embedded' });
  });

  it('reports every bad value at once, one sentence each', () => {
    const result = loadConfig(
      {
        PORT: '70000',
        DATABASE_URL: 'mysql://root:hunter2@db/shop',
        ADMIN_PASSWORD: 'short',
        LIQPAY_PUBLIC_KEY: 'only-public',
        SMS_GATEWAY_TOKEN: 'token-without-url',
        SHOP_FIXED_TIME: '2025-06-11 12:00',
        PUBLIC_URL: 'shop.example.com',
        TRUST_PROXY: 'maybe',
        UPLOAD_STORE: 'disk',
        LOGIN_ATTEMPTS_PER_MINUTE: '0',
        SMS_CODE_SECRET: 'short',
      },
      '/x',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.variable)).toEqual([
      'PORT',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'LIQPAY_PRIVATE_KEY',
      'SMS_GATEWAY_URL',
      'SHOP_FIXED_TIME',
      'PUBLIC_URL',
      'UPLOAD_STORE',
      'TRUST_PROXY',
      'LOGIN_ATTEMPTS_PER_MINUTE',
      'SMS_CODE_SECRET',
    ]);
    const text = formatConfigProblems(result.problems);
    expect(text).toContain("PORT must be a whole number from 1 to 65535, got '70000'");
    expect(text).toContain("LOGIN_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 10000, got '0'");
    expect(text).toContain("UPLOAD_STORE must be one of folder, database, got 'disk'");
    expect(text).toContain('SHOP_FIXED_TIME must be an ISO 8601 date-time with a zone offset');
    expect(text).not.toContain('hunter2'); // passwords in URLs are never echoed
  });

  it('refuses short or spaced shared secrets, reporting both without echoing them', () => {
    const result = loadConfig(
      { SMS_CODE_SECRET: 'too-short-0123456789', TEST_PAYMENT_SECRET: 'has a space 0123456789abcdef0123456789' },
      '/x',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.variable)).toEqual(['SMS_CODE_SECRET', 'TEST_PAYMENT_SECRET']);
    const text = formatConfigProblems(result.problems);
    expect(text).toContain('SMS_CODE_SECRET must be at least 32 characters with no spaces or line breaks');
    expect(text).toContain('TEST_PAYMENT_SECRET must be at least 32 characters with no spaces or line breaks');
    expect(text).not.toContain('too-short');
    expect(text).not.toContain('has a space');
  });

  it('accepts a secret of exactly 32 characters, trims it, and treats blank as unset', () => {
    const exact = 'x'.repeat(32);
    const result = loadConfig({ SMS_CODE_SECRET: `  ${exact}\n`, TEST_PAYMENT_SECRET: '   ' }, '/x');
    expect(result.ok && result.config.secrets).toEqual({ smsCode: exact, testPayment: null });
    expect(loadConfig({ SMS_CODE_SECRET: 'x'.repeat(31) }, '/x').ok).toBe(false);
    expect(loadConfig({ SMS_CODE_SECRET: `${'x'.repeat(20)}\t${'x'.repeat(20)}` }, '/x').ok).toBe(false);
  });

  it('refuses a fixed time without an offset, which would differ between servers', () => {
    const result = loadConfig({ SHOP_FIXED_TIME: '2025-06-11T12:00:00' }, '/x');
    expect(result.ok).toBe(false);
  });

  it('makes the real shop exit with code 1 and a clear message, without a stack trace', async () => {
    const dataDir = await makeTempDir('config');
    try {
      const shop = await spawnShop({ dataDir, env: { PORT: 'eighty', LIQPAY_PRIVATE_KEY: 'secret-key' } });
      const exit = await exitWithin(shop, 15_000);
      expect(exit).toEqual({ code: 1, signal: null });
      const output = shop.output();
      expect(output).toContain('The shop cannot start: the configuration has problems.');
      expect(output).toContain("  - PORT must be a whole number from 1 to 65535, got 'eighty'");
      expect(output).toContain(
        '  - LIQPAY_PUBLIC_KEY is required when LIQPAY_PRIVATE_KEY is set (set both or neither)',
      );
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain('secret-key');
    } finally {
      await removeDir(dataDir);
    }
  });
});
