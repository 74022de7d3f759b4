import { spawn, type ChildProcess } from 'node:child_process';

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Database } from '../../../src/server/adapters/database/database';
import { readPostmasterPidFile } from '../../../src/server/adapters/database/embedded/postmaster-pid-file';
import { WATCHDOG_NAME } from '../../../src/server/adapters/database/embedded/postgres-watchdog';
import { freeTestPort } from './free-test-port';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = join(REPO_ROOT, 'src/server/main.ts');
const BUILT_MAIN = join(REPO_ROOT, 'dist/server/main.mjs');

export interface ShopExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** The real shop (`node --import tsx src/server/main.ts`, or its build) running as a child process. */
export interface ShopProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  readonly baseUrl: string;
  /** Whether its log level lets it say "The shop is open" (info and below). */
  readonly announcesOpen: boolean;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves when the process exits (immediately if it already has). */
  exited(): Promise<ShopExit>;
  /** A signal to the shop process only (SIGTERM/SIGINT for a graceful stop). */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to the shop's whole process group: the hardest crash short of power loss. */
  killGroup(): Promise<ShopExit>;
}

export interface ShopProcessOptions {
  readonly dataDir: string;
  readonly port?: number;
  /** Extra environment; DATABASE_URL is removed unless given here. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * 'sources' (default): src/server/main.ts through tsx, no build needed. 'built': what production
   * runs, dist/server/main.mjs, for tests that run after `npm run build` (the browser journeys).
   * A start script (an installed copy's src/server/cli/start.mjs) runs as `npm start` would there.
   */
  readonly server?: 'sources' | 'built' | { readonly startScript: string; readonly cwd: string };
  /** How long the start may take (30 s unless given): a bench on a machine other jobs load needs longer. */
  readonly healthyWithinMs?: number;
}

const commandOf = (server: ShopProcessOptions['server']): { args: string[]; cwd: string } => {
  if (server === undefined || server === 'sources') return { args: ['--import', 'tsx', MAIN], cwd: REPO_ROOT };
  if (server === 'built') return { args: ['--enable-source-maps', BUILT_MAIN], cwd: REPO_ROOT };
  return { args: [server.startScript], cwd: server.cwd };
};

/**
 * Spawns the shop in its own process group (so a test can kill the group as a crash would) with
 * a clean environment for the shop's own variables.
 */
export const spawnShop = async (options: ShopProcessOptions): Promise<ShopProcess> => {
  const port = options.port ?? (await freeTestPort());
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !SHOP_VARIABLES.has(key)) env[key] = value;
  }
  Object.assign(env, { DATA_DIR: options.dataDir, PORT: String(port), HOST: '127.0.0.1' }, options.env);

  // SHOP_NODE_ARGS: node flags for the spawned shop only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  // to profile it under `npm run bench` (NODE_OPTIONS refuses --cpu-prof).
  const nodeFlags = (process.env.SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const command = commandOf(options.server);
  const child = spawn(process.execPath, [...nodeFlags, ...command.args], {
    cwd: command.cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exit = new Promise<ShopExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The shop process did not start');

  return {
    child,
    pid,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    announcesOpen: !QUIET_LOG_LEVELS.has(env.LOG_LEVEL ?? 'info'),
    output: () => output,
    exited: () => exit,
    signal: (signal) => void child.kill(signal),
    killGroup: async () => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      return exit;
    },
  };
};

/**
 * Polls /api/health until the shop answers 200 and (when its log level shows it) has said it is
 * open: the second condition makes sure the answer came from this shop, not from another test's
 * server on the same port.
 */
export const waitUntilHealthy = async (shop: ShopProcess, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void shop.exited().then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new ShopExitedError(shop.output());
    try {
      const response = await fetch(`${shop.baseUrl}/api/health`);
      if (response.status === 200 && (!shop.announcesOpen || shop.output().includes(OPEN_MESSAGE))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The shop did not become healthy within ${timeoutMs} ms. Output:\n${shop.output()}`);
};

/** What the shop logs at info level once it listens (src/server/main.ts). */
const OPEN_MESSAGE = 'The shop is open';
const QUIET_LOG_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

class ShopExitedError extends Error {
  constructor(readonly output: string) {
    super(`The shop exited before becoming healthy. Output:\n${output}`);
  }
}

/**
 * Starts a shop and waits until it is healthy. A shop given a chosen-for-it port that someone else
 * bound first exits with EADDRINUSE; it is started again on another port.
 */
export const startShop = async (options: ShopProcessOptions): Promise<ShopProcess> => {
  for (let attempt = 1; ; attempt += 1) {
    const shop = await spawnShop(options);
    try {
      await waitUntilHealthy(shop, options.healthyWithinMs);
      return shop;
    } catch (error) {
      const portLost = error instanceof ShopExitedError && /EADDRINUSE|address already in use/i.test(error.output);
      if (!portLost || options.port !== undefined || attempt >= 3) {
        // A shop that did not get healthy in time is still running, with its database: stop both.
        if (!(error instanceof ShopExitedError)) await exitWithin(shop, 0);
        throw error;
      }
    }
  }
};

/** Waits for the exit, killing the group if it takes longer than `timeoutMs`. */
export const exitWithin = async (shop: ShopProcess, timeoutMs: number): Promise<ShopExit | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([shop.exited(), timeout]);
  clearTimeout(timer);
  if (result === 'timeout') await shop.killGroup();
  return result;
};

/**
 * Connects straight to the embedded database of a shop running on `dataDir` (its password file
 * and postmaster.pid say where), e.g. to check rows a test wrote survive a crash.
 */
export const connectToShopDatabase = async (dataDir: string): Promise<Database> => {
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  const pidFile = await readPostmasterPidFile(join(dataDir, 'pg'));
  if (pidFile === null) throw new Error(`No embedded database is running in ${dataDir}`);
  return new Database({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pidFile.port}/shop`,
    maxConnections: 2,
  });
};

/** The postmaster's pid from DATA_DIR/pg/postmaster.pid, or null when no server claims the directory. */
export const postmasterPidOf = async (dataDir: string): Promise<number | null> =>
  (await readPostmasterPidFile(join(dataDir, 'pg')))?.pid ?? null;

/**
 * A pid a test is about to signal or watch, known to be real. Never let a missing pid become -1:
 * kill(-1) signals every process the user may signal.
 */
export const requirePid = (pid: number | null | undefined, what: string): number => {
  if (pid === null || pid === undefined || !Number.isInteger(pid) || pid <= 1) throw new Error(`No pid for ${what}`);
  return pid;
};

/** The watchdog process guarding the embedded server with this pid (Linux /proc), or null. */
export const watchdogPidOf = async (postgresPid: number): Promise<number | null> => {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const argv: string[] = await readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (raw) => raw.split('\0'),
      () => [],
    );
    if (argv.includes(WATCHDOG_NAME) && argv.includes(String(postgresPid))) return Number(entry);
  }
  return null;
};

// Variables of this shop that must not leak from the developer's shell into a spawned test shop.
const SHOP_VARIABLES = new Set([
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_LOGIN',
  'ADMIN_PASSWORD',
  'LIQPAY_PUBLIC_KEY',
  'LIQPAY_PRIVATE_KEY',
  'GOOGLE_API_KEY',
  'SMS_GATEWAY_URL',
  'SMS_GATEWAY_TOKEN',
  'SHOP_FIXED_TIME',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'LOGIN_ATTEMPTS_PER_MINUTE',
  'SHOP_DEV_SMS',
  'SMS_CODES_PER_ADDRESS',
  'SMS_HOURLY_BUDGET',
  'REDIS_URL',
  'SKIP_BUILD',
]);
