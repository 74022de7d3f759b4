import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_PORT, DEMO_URL, E2E_FIRST_PORT, shopUrlOfWorker } from './support/shop-url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
// E2E_PORT lets two runs share a machine (e.g. a developer and a helper script); each worker's
// shop listens on the next port up.
const PORT = E2E_FIRST_PORT;
/**
 * Three workers, each with a shop of its own (its own port and database), so journeys that change
 * the shop (stops, hours, zones) never meet another worker's. The journeys spend much of their
 * time waiting for the browser's and the shop's timers, so a third worker fills cores that two
 * leave idle: on a machine already loaded by other jobs (load 15) two and three workers took the
 * same 18 min, all journeys passing; on one worker the suite once took 9.1 min against 7.3 on two.
 * E2E_WORKERS=1 runs them one after another on one shop.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

// This machine has a system Chromium and no Playwright download; elsewhere Playwright's own browser
// is used. The headless shell (Debian's chromium-headless-shell, what Playwright itself runs
// headless) is preferred: the full browser in headless mode also runs its own UI's pages in extra
// renderer processes ("--top-chrome-webui"), CPU the journeys do not need. Two journey files on one
// worker at load 7: 153 s with the full browser, 106 s with the shell.
const SYSTEM_CHROMIUM = [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (path): path is string => path !== undefined && path !== '' && existsSync(path),
);
const launchOptions =
  SYSTEM_CHROMIUM !== undefined
    ? {
        executablePath: SYSTEM_CHROMIUM,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      }
    : {};

// A fresh database directory per run, so a smoke test never sees an earlier run's data. mkdtemp
// makes it private (0700), but the embedded PostgreSQL runs as the 'postgres' user and must enter it.
const freshDataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  chmodSync(dir, 0o711);
  return dir;
};

/** One worker's shop: what `npm start` runs, with a fixed clock and the journeys' settings. */
const shopServer = (index: number) => {
  const baseURL = shopUrlOfWorker(index);
  const port = PORT + index;
  return {
    command: 'node src/server/cli/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The first start creates this admin; the smoke test signs in with it.
    env: {
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      ADMIN_LOGIN: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-password-1',
      SHOP_FIXED_TIME: '2025-01-15T10:00:00Z',
      // Each journey signs staff in afresh; the brute-force limit has API tests of its own.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      // The journeys read the SMS codes the dev sender logged.
      SHOP_DEV_SMS: '1',
      // The new-code journey moves the fixed clock a minute on (and back) at /api/dev/clock.
      SHOP_DEV_CLOCK: '1',
      // Every journey orders from this one machine's address.
      SMS_CODES_PER_ADDRESS: '100000',
      // Warnings and errors still reach the output; a line per request would bury them.
      LOG_LEVEL: 'warn',
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
};

/**
 * The demo (`npm run demo`, architecture/demo.md): built for the browser alone and served by Vite's
 * preview, with no shop behind it. Its journey is the project 'demo'.
 */
const demoServer = {
  command: `npm run demo -- --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
  cwd: repoRoot,
  url: DEMO_URL,
  reuseExistingServer: false,
  // The demo is built first (about a minute on a busy 2-core machine).
  timeout: 300_000,
  // The build's chunk list would bury the journeys' output; its errors still show.
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

const DEMO_JOURNEY = /demo\.e2e\.ts$/;

export default defineConfig({
  testDir: here,
  testMatch: '*.e2e.ts',
  // Playwright empties its output folder at start: one per port, so parallel runs keep their traces.
  outputDir: join(repoRoot, 'test-results', `playwright-${PORT}`),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: WORKERS,
  // A journey's timeout catches a hang; speed is measured by the benchmarks, not here. Measured on
  // the 2-core development machine: the slowest journeys take 12-15 s when it is quiet and 25-38 s
  // when four other agents and a second test run share it (load about 21). Journeys measured
  // above that set their own timeout next to the figure.
  timeout: 90_000,
  reporter: [['list']],
  use: {
    // Each worker's own shop: support/shop-test.ts sets baseURL per worker.
    // A failure still leaves its page's accessibility snapshot (error-context.md). Recording a
    // trace of every journey, kept only for failures, cost about a quarter of the suite's time (two
    // files on one worker at load 5: 118-124 s with it, 83-97 s without): add
    // `--trace retain-on-failure` to the command when a failure needs one.
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: DEMO_JOURNEY, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'demo', testMatch: DEMO_JOURNEY, use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: [...Array.from({ length: WORKERS }, (_, index) => shopServer(index)), demoServer],
});
