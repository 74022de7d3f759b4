import type { TrustProxy } from './trust-proxy';
import type { SmsLimits } from '../application/use-cases/support/sms-confirmation.policy';

/** Everything the shop reads from its environment, validated once at start (see load-config.ts). */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path: the embedded database (pg/), its password, the shop lock and uploads/. */
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly admin: AdminConfig;
  readonly liqpay: LiqpayConfig | null;
  readonly googleApiKey: string | null;
  readonly sms: SmsGatewayConfig | null;
  /** When set, the shop's clock stands still at this instant (demos, tests). */
  readonly fixedTime: Date | null;
  /** Where customers reach the shop; payment callbacks and result pages are built from it. No trailing slash. */
  readonly publicUrl: string;
  readonly logLevel: LogLevel;
  /** Which proxies may name the client's address (rate limits, logs); trust-proxy.ts. */
  readonly trustProxy: TrustProxy;
  /** SHOP_DEV_SMS: the codes the development SMS sender logs are readable at /api/dev/sms. */
  readonly devSms: boolean;
  /** SHOP_DEV_CLOCK, only with SHOP_FIXED_TIME: the fixed clock can be moved at /api/dev/clock (tests, demos). */
  readonly devClock: boolean;
  /** SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET: confirmation codes per client address, and for the whole shop, an hour. */
  readonly smsLimits: SmsLimits;
  /** Admin login attempts allowed per client address and minute (brute-force guard). */
  readonly loginAttemptsPerMinute: number;
  /** REDIS_URL: the rate limits count in Redis instead of PostgreSQL (both are shared by all instances). */
  readonly redisUrl: string | null;
  /** UPLOAD_STORE: where uploaded pictures' bytes live (architecture/uploads.md). */
  readonly uploadStore: UploadStoreKind;
  readonly secrets: SecretsConfig;
}

/** `folder`: DATA_DIR/uploads (the default; instances share it by sharing DATA_DIR); `database`: PostgreSQL. */
export type UploadStoreKind = 'folder' | 'database';
export const UPLOAD_STORE_KINDS: readonly UploadStoreKind[] = ['folder', 'database'];

export type DatabaseConfig = { readonly kind: 'embedded' } | { readonly kind: 'external'; readonly url: string };

export interface AdminConfig {
  /** The first admin's login (default 'admin'). */
  readonly login: string;
  /** Null: a password is generated and printed once on the first start. */
  readonly password: string | null;
}

export interface LiqpayConfig {
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface SmsGatewayConfig {
  readonly url: string;
  readonly token: string;
}

/**
 * Secrets every instance behind a load balancer must share (what one signs, another verifies).
 * Null: the shop keeps its own in a file of DATA_DIR, which is enough for a single instance.
 */
export interface SecretsConfig {
  /** SMS_CODE_SECRET: the pepper of the SMS confirmation code digests. */
  readonly smsCode: string | null;
  /** TEST_PAYMENT_SECRET: signs the built-in test payment page's forms. */
  readonly testPayment: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One wrong environment value, phrased for the person who set it. */
export interface ConfigProblem {
  readonly variable: string;
  readonly message: string;
}
