import { isProcessAlive, waitForProcessExit } from '../../src/server/adapters/database/embedded/process-inspection';
import { connectToShopDatabase, exitWithin, postmasterPidOf, startShop } from '../integration/support/shop-process';
import { makeTempDir, removeDir } from '../integration/support/temp-dir';
import type { RunningServer } from './hello-world.process';

/** The shop, with the embedded PostgreSQL's postmaster (for its CPU time). */
export interface BenchShop extends RunningServer {
  readonly databasePid: number | null;
  /** Where its embedded database lives: a second instance and the soak's checks connect there. */
  readonly dataDir: string;
}

/** A Wednesday noon in Kyiv: the shop is open and every delivery type is allowed. */
export const BENCH_TIME = '2025-06-11T12:00:00+03:00';
/** The staff account the bench's shop is created with. */
export const BENCH_ADMIN = { login: 'bench', password: 'bench-password-1' } as const;
/**
 * BENCH_PORT: the bench's shop listens there and a second instance on the next port (for a machine
 * where each user keeps to a range of ports); without it, free ports are picked.
 */
const BENCH_PORT = process.env.BENCH_PORT === undefined ? undefined : Number(process.env.BENCH_PORT);
const BENCH_ENV = {
  SHOP_FIXED_TIME: BENCH_TIME,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
  ADMIN_LOGIN: BENCH_ADMIN.login,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

/**
 * The real shop (node --import tsx src/server/main.ts) on the embedded PostgreSQL in a fresh
 * DATA_DIR, as `npm start` runs it, with three differences a benchmark needs: a fixed clock at a
 * working hour, LOG_LEVEL=warn (two log lines per request would measure the log pipe), and
 * TRUST_PROXY=loopback (the bench client is the trusted proxy) so each virtual client can name its own address in X-Forwarded-For and stays
 * under the per-IP limit of 300 POSTs a minute, as real customers would.
 */
export const startBenchShop = async (): Promise<BenchShop> => {
  const dataDir = await makeTempDir('bench');
  const shop = await startShop({
    dataDir,
    env: BENCH_ENV,
    // Started while other jobs load the machine, a shop took over 30 s to answer.
    healthyWithinMs: 120_000,
    ...(BENCH_PORT === undefined ? {} : { port: BENCH_PORT }),
  });
  return {
    baseUrl: shop.baseUrl,
    pid: shop.pid,
    dataDir,
    databasePid: await postmasterPidOf(dataDir),
    stop: async () => {
      const postmaster = await postmasterPidOf(dataDir);
      shop.signal('SIGTERM');
      if ((await exitWithin(shop, 30_000)) === 'timeout') await shop.killGroup();
      // Whatever the shutdown left (it should leave nothing) is stopped before the folder goes.
      if (postmaster !== null && (await isProcessAlive(postmaster))) {
        process.kill(postmaster, 'SIGINT');
        await waitForProcessExit(postmaster, 10_000);
      }
      await removeDir(dataDir);
    },
  };
};

/**
 * A second shop instance on the first one's embedded database (DATABASE_URL), as a shop that
 * outgrew one machine runs a second one: its own process and DATA_DIR, the same data.
 */
export const startSecondInstance = async (first: BenchShop): Promise<RunningServer> => {
  const database = await connectToShopDatabase(first.dataDir);
  const connectionString = database.connectionString;
  await database.close();
  const dataDir = await makeTempDir('bench-second');
  const shop = await startShop({
    dataDir,
    env: { ...BENCH_ENV, DATABASE_URL: connectionString },
    ...(BENCH_PORT === undefined ? {} : { port: BENCH_PORT + 1 }),
  });
  return {
    baseUrl: shop.baseUrl,
    pid: shop.pid,
    stop: async () => {
      shop.signal('SIGTERM');
      if ((await exitWithin(shop, 30_000)) === 'timeout') await shop.killGroup();
      await removeDir(dataDir);
    },
  };
};
