import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { FixedClock } from './adapters/clock/fixed-clock.adapter';
import { SystemClock } from './adapters/clock/system-clock.adapter';
import { RandomSecretGenerator } from './adapters/crypto/random-secret-generator.adapter';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher.adapter';
import { demoShop } from './adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR, seedPicturesIn } from './adapters/database/seed/seed-pictures';
import { JsonLogger } from './adapters/logging/json-logger.adapter';
import { UploadsDirectory } from './adapters/uploads/uploads-directory.adapter';
import type { ClockPort } from './application/ports/clock.port';
import { composeAdminAuth } from './composition/admin-auth.composition';
import { createHttpApp } from './composition/create-http-app';
import { GracefulShutdown } from './composition/graceful-shutdown';
import { openDatabase, type OpenDatabase } from './composition/open-database';
import { prepareDatabase } from './composition/prepare-database';
import { formatConfigProblems, loadConfig } from './config/load-config';

/**
 * The server's composition root: configuration, adapters, use cases and the HTTP app are wired
 * here and nowhere else. `npm start` (src/server/cli/start.mjs) runs it bundled as
 * dist/server/main.mjs; tests run the sources with `node --import tsx src/server/main.ts`
 * (architecture/build-and-run.md).
 */
// Both src/server/main.ts and dist/server/main.mjs sit two folders below the repository root.
const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

const main = async (): Promise<void> => {
  const loaded = loadConfig(process.env, process.cwd());
  if (!loaded.ok) {
    process.stderr.write(`${formatConfigProblems(loaded.problems)}\n`);
    process.exitCode = 1;
    return;
  }
  const config = loaded.config;
  const logger = new JsonLogger(config.logLevel);
  const fixedClock = config.fixedTime === null ? null : new FixedClock(config.fixedTime);
  const clock: ClockPort = fixedClock ?? new SystemClock();
  if (config.fixedTime !== null)
    logger.warn('The shop clock is fixed (SHOP_FIXED_TIME)', { now: config.fixedTime.toISOString() });

  let database: OpenDatabase | null = null;
  let app: FastifyInstance | null = null;
  // Connects lazily and keeps retrying: while it is away the limits let requests through.
  const redis =
    config.redisUrl === null
      ? null
      : new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis?.on('error', (error: Error) => logger.warn('Redis (the rate limits) is unreachable', { error: error.message }));
  const shutdown = new GracefulShutdown(
    logger,
    () => [
      { name: 'close the HTTP server', run: async () => void (await app?.close()) },
      { name: 'close the database', run: async () => void (await database?.close()) },
      { name: 'close Redis', run: async () => void (await redis?.quit().catch(() => undefined)) },
    ],
    { onForcedExit: () => database?.embedded?.requestStopWithoutWaiting() },
  );
  // Registered before the database starts, so even a signal during start-up stops it cleanly.
  let starting: Promise<void> = Promise.resolve();
  const stopOn = (reason: string, exitCode: number) => () => {
    // Wait for start-up to settle (it may hold a half-started database), then stop everything.
    void starting.catch(() => undefined).then(() => shutdown.run(reason, exitCode));
  };
  process.on('SIGTERM', stopOn('SIGTERM', 0));
  process.on('SIGINT', stopOn('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    logger.error('Uncaught exception', { error });
    stopOn('uncaught exception', 1)();
  });
  process.on('unhandledRejection', (error) => {
    logger.error('Unhandled promise rejection', { error });
    stopOn('unhandled rejection', 1)();
  });

  starting = (async () => {
    database = await openDatabase(config, logger);
    database.embedded?.onUnexpectedExit((description) => {
      logger.error('The embedded database stopped unexpectedly; the shop cannot work without it', { description });
      stopOn('database stopped', 1)();
    });
    const hasher = new ScryptPasswordHasher();
    const secrets = new RandomSecretGenerator();
    const adminAuth = composeAdminAuth({ database: database.database, clock, hasher, secrets });
    const uploads = new UploadsDirectory(join(config.dataDir, 'uploads'));
    await prepareDatabase({
      database: database.database,
      seed: { shop: demoShop, pictures: seedPicturesIn(SEED_PICTURES_DIR), uploads },
      admin: config.admin,
      adminAuth,
      logger,
    });
    await redis
      ?.connect()
      .catch((error: Error) =>
        logger.warn('Redis (the rate limits) is unreachable at start', { error: error.message }),
      );
    app = await createHttpApp({
      database: database.database,
      clock,
      adminAuth,
      uploadsDir: uploads.root,
      uploadStore: config.uploadStore,
      clientDir: CLIENT_DIR,
      publicUrl: config.publicUrl,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      rateLimits: { loginsPerMinute: config.loginAttemptsPerMinute },
      redis,
      googleApiKey: config.googleApiKey,
      logger,
      liqpay: config.liqpay,
      sms: config.sms,
      secretsDir: config.dataDir,
      secrets: config.secrets,
      devSms: config.devSms,
      devClock: config.devClock ? fixedClock : null,
      smsLimits: config.smsLimits,
    });
    await app.listen({ port: config.port, host: config.host });
    logger.info('The shop is open', {
      url: `http://localhost:${config.port}/`,
      publicUrl: config.publicUrl,
      pid: process.pid,
    });
  })();

  try {
    await starting;
  } catch (error) {
    // A start-up failure is reported as one sentence; the stack only helps when debugging.
    process.stderr.write(`The shop could not start: ${(error as Error).message}\n`);
    logger.debug('Start-up failure details', { error });
    await shutdown.run('start-up failed', 1);
  }
};

await main();
