import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
// E2E_PORT lets two runs share a machine (e.g. a developer and a helper script).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// This machine has a system Chromium and no Playwright download; elsewhere Playwright's own browser is used.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launchOptions = existsSync(SYSTEM_CHROMIUM)
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
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir();

export default defineConfig({
  testDir: here,
  testMatch: '*.e2e.ts',
  // Playwright empties its output folder at start: one per port, so parallel runs keep their traces.
  outputDir: join(repoRoot, 'test-results', `playwright-${PORT}`),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node src/server/cli/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The first start creates this admin; the smoke test signs in with it.
    env: { PORT: String(PORT), DATA_DIR: dataDir, ADMIN_LOGIN: 'e2e-admin', ADMIN_PASSWORD: 'e2e-password-1', SHOP_FIXED_TIME: '2025-01-15T10:00:00Z',
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
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
