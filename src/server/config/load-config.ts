import { isAbsolute, resolve } from 'node:path';
import { parseTrustProxy } from './trust-proxy';
import { DEFAULT_SMS_LIMITS } from '../application/use-cases/support/sms-confirmation.policy';
import {
  LOG_LEVELS,
  UPLOAD_STORE_KINDS,
  type Config,
  type ConfigProblem,
  type LiqpayConfig,
  type SmsGatewayConfig,
} from './config.types';
import { EnvReader, type Env } from './env-readers';

export type ConfigResult =
  { readonly ok: true; readonly config: Config } | { readonly ok: false; readonly problems: readonly ConfigProblem[] };

const DEFAULT_ADMIN_LOGIN = 'admin';
const MIN_ADMIN_PASSWORD_LENGTH = 8;
/** Enough for a shift signing in on a few devices behind one address; few enough to stop guessing. */
const DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE = 10;
// 32 characters of random base64 carry 192 bits: an HMAC key nobody guesses, even for 4-digit codes.
const MIN_SECRET_LENGTH = 32;
// An offset is required: a bare '2025-06-01T12:00' would silently mean different instants on
// machines in different zones, and the shop runs on Kyiv time whatever the server's zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads and checks the whole environment; every bad value is reported, not only the first. */
export const loadConfig = (env: Env, cwd: string): ConfigResult => {
  const read = new EnvReader(env);

  const port = read.port('PORT', 3000);
  const host = read.optional('HOST') ?? '0.0.0.0';
  const dataDirRaw = read.optional('DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);

  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/shop');
  const adminLogin = readAdminLogin(read);
  const adminPassword = read.optional('ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    read.problem('ADMIN_PASSWORD', `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }

  const liqpay = readLiqpay(read);
  const sms = readSmsGateway(read);
  const fixedTime = readFixedTime(read);
  const publicUrl =
    read.url('PUBLIC_URL', ['http:', 'https:'], 'https://shop.example.com') ?? `http://localhost:${port}`;
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const uploadStore = read.oneOf('UPLOAD_STORE', UPLOAD_STORE_KINDS, 'folder');
  const trustProxySetting = parseTrustProxy(read.optional('TRUST_PROXY'));
  if (!trustProxySetting.ok) read.problem('TRUST_PROXY', trustProxySetting.problem);
  const trustProxy = trustProxySetting.ok ? trustProxySetting.value : false;
  const smsLimits = {
    perAddress: read.wholeNumber('SMS_CODES_PER_ADDRESS', DEFAULT_SMS_LIMITS.perAddress, 1, 1_000_000),
    hourlyBudget: read.wholeNumber('SMS_HOURLY_BUDGET', DEFAULT_SMS_LIMITS.hourlyBudget, 1, 1_000_000),
  };
  const loginAttemptsPerMinute = read.wholeNumber(
    'LOGIN_ATTEMPTS_PER_MINUTE',
    DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE,
    1,
    10_000,
  );
  const secrets = {
    smsCode: read.secret('SMS_CODE_SECRET', MIN_SECRET_LENGTH),
    testPayment: read.secret('TEST_PAYMENT_SECRET', MIN_SECRET_LENGTH),
  };

  if (read.problems.length > 0) return { ok: false, problems: read.problems };
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      database: databaseUrl === null ? { kind: 'embedded' } : { kind: 'external', url: databaseUrl },
      admin: { login: adminLogin, password: adminPassword },
      liqpay,
      googleApiKey: read.optional('GOOGLE_API_KEY'),
      sms,
      fixedTime,
      publicUrl: publicUrl.replace(/\/+$/, ''),
      logLevel,
      trustProxy,
      loginAttemptsPerMinute,
      redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
      uploadStore,
      devSms: read.boolean('SHOP_DEV_SMS', false),
      // A movable clock only where the clock is fixed anyway: never on a shop running on real time.
      devClock: read.boolean('SHOP_DEV_CLOCK', false) && fixedTime !== null,
      smsLimits,
      secrets,
    },
  };
};

const readAdminLogin = (read: EnvReader): string => {
  const login = read.optional('ADMIN_LOGIN');
  if (login === null) return DEFAULT_ADMIN_LOGIN;
  if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(login)) {
    read.problem('ADMIN_LOGIN', 'must be 1 to 64 letters, digits or . _ @ - (no spaces)');
    return DEFAULT_ADMIN_LOGIN;
  }
  return login;
};

// Half a key pair would fail only when the first customer pays; refusing to start is kinder.
const readLiqpay = (read: EnvReader): LiqpayConfig | null => {
  const publicKey = read.optional('LIQPAY_PUBLIC_KEY');
  const privateKey = read.optional('LIQPAY_PRIVATE_KEY');
  if (publicKey === null && privateKey === null) return null;
  if (publicKey === null) {
    read.problem('LIQPAY_PUBLIC_KEY', 'is required when LIQPAY_PRIVATE_KEY is set (set both or neither)');
    return null;
  }
  if (privateKey === null) {
    read.problem('LIQPAY_PRIVATE_KEY', 'is required when LIQPAY_PUBLIC_KEY is set (set both or neither)');
    return null;
  }
  return { publicKey, privateKey };
};

const readSmsGateway = (read: EnvReader): SmsGatewayConfig | null => {
  const url = read.url('SMS_GATEWAY_URL', ['http:', 'https:'], 'https://sms.example.com/send');
  const token = read.optional('SMS_GATEWAY_TOKEN');
  const urlGiven = read.optional('SMS_GATEWAY_URL') !== null;
  if (!urlGiven && token === null) return null;
  if (!urlGiven) {
    read.problem('SMS_GATEWAY_URL', 'is required when SMS_GATEWAY_TOKEN is set (set both or neither)');
    return null;
  }
  if (token === null) {
    read.problem('SMS_GATEWAY_TOKEN', 'is required when SMS_GATEWAY_URL is set (set both or neither)');
    return null;
  }
  return url === null ? null : { url, token };
};

const readFixedTime = (read: EnvReader): Date | null => {
  const raw = read.optional('SHOP_FIXED_TIME');
  if (raw === null) return null;
  const instant = new Date(raw);
  if (!ISO_INSTANT.test(raw) || Number.isNaN(instant.getTime())) {
    read.problem(
      'SHOP_FIXED_TIME',
      `must be an ISO 8601 date-time with a zone offset, e.g. 2025-06-01T12:00:00+03:00, got '${raw}'`,
    );
    return null;
  }
  return instant;
};

/** The text printed when the shop refuses to start: one line per bad variable, no stack trace. */
export const formatConfigProblems = (problems: readonly ConfigProblem[]): string =>
  [
    'The shop cannot start: the configuration has problems.',
    ...problems.map((p) => `  - ${p.variable} ${p.message}`),
  ].join('\n');
