import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive, waitForProcessExit } from '../../../src/server/adapters/database/embedded/process-inspection';
import {
  connectToShopDatabase,
  exitWithin,
  postmasterPidOf,
  spawnShop,
  startShop,
  requirePid,
  watchdogPidOf,
  type ShopProcess,
} from '../support/shop-process';
import { makeTempDir, removeDir } from '../support/temp-dir';

const ADMIN = { ADMIN_LOGIN: 'crash-admin', ADMIN_PASSWORD: 'survives every crash' };

/**
 * The real shop process (node --import tsx src/server/main.ts) on one DATA_DIR through crashes:
 * each step runs on what the previous step left behind, as a production restart would.
 */
describe('the shop process on one DATA_DIR', () => {
  let dataDir: string;
  let shop: ShopProcess | null = null;
  let token = '';

  const logIn = async (running: ShopProcess): Promise<string> => {
    const response = await fetch(`${running.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN.ADMIN_LOGIN, password: ADMIN.ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const whoAmI = async (running: ShopProcess): Promise<number> =>
    (await fetch(`${running.baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  const callbackRows = async (): Promise<string[]> => {
    const db = await connectToShopDatabase(dataDir);
    try {
      const rows = await db.query<{ name: string }>('SELECT name FROM callback_requests ORDER BY id');
      return rows.rows.map((r) => r.name);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('process');
  });
  afterAll(async () => {
    const pid = await postmasterPidOf(dataDir);
    await shop?.killGroup();
    // A database a failed test left behind must not outlive the run.
    if (pid !== null && (await isProcessAlive(pid))) {
      process.kill(pid, 'SIGINT');
      await waitForProcessExit(pid, 10_000);
    }
    await removeDir(dataDir);
  });

  it('starts on an empty DATA_DIR, seeds the shop and stores what it is given', async () => {
    shop = await startShop({ dataDir, env: ADMIN });
    token = await logIn(shop);
    expect(await whoAmI(shop)).toBe(200);
    // Started as `npm start` starts it, the shop never shows the codes its dev SMS sender logged.
    expect((await fetch(`${shop.baseUrl}/api/dev/sms?phone=%2B38%20(067)%20111%2011%2011`)).status).toBe(404);
    const db = await connectToShopDatabase(dataDir);
    try {
      await db.query("INSERT INTO callback_requests (name, phone) VALUES ('before the crash', '+38 (067) 111 11 11')");
      const products = await db.query<{ n: number }>('SELECT count(*) AS n FROM products');
      expect(products.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('refuses to start a second shop on the same DATA_DIR, quickly and clearly', async () => {
    const began = Date.now();
    const second = await spawnShop({ dataDir, env: ADMIN });
    const exit = await exitWithin(second, 15_000);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`Another shop (pid ${shop?.pid}) is already running with this DATA_DIR`);
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(await whoAmI(shop as ShopProcess)).toBe(200); // the first one is untouched
  });

  it('does not leave its database running when its process group is SIGKILLed', async () => {
    const crashed = shop as ShopProcess;
    const postmaster = await postmasterPidOf(dataDir);
    expect(await watchdogPidOf(requirePid(postmaster, 'the database'))).not.toBeNull();
    expect(await crashed.killGroup()).toEqual({ code: null, signal: 'SIGKILL' });
    // The database runs in its own session; its watchdog sees the shop gone and stops it.
    expect(await waitForProcessExit(requirePid(postmaster, 'the database'), 15_000)).toBe(true);

    shop = await startShop({ dataDir, env: ADMIN });
    expect(await whoAmI(shop)).toBe(200);
    expect(await callbackRows()).toEqual(['before the crash']);
  });

  it('stops a database left running by a dead shop (watchdog killed too) before starting again', async () => {
    const crashed = shop as ShopProcess;
    const leftoverPid = await postmasterPidOf(dataDir);
    // The watchdog first: once the shop is gone it would stop the server within milliseconds.
    process.kill(requirePid(await watchdogPidOf(requirePid(leftoverPid, 'the database')), 'the watchdog'), 'SIGKILL');
    await crashed.killGroup();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await isProcessAlive(requirePid(leftoverPid, 'the database'))).toBe(true);

    shop = await startShop({ dataDir, env: ADMIN });
    expect(shop.output()).toContain('A database server left behind by a previous shop is still running');
    expect(await isProcessAlive(requirePid(leftoverPid, 'the database'))).toBe(false);
    expect(await postmasterPidOf(dataDir)).not.toBe(leftoverPid);
    expect(await whoAmI(shop)).toBe(200);
    expect(await callbackRows()).toEqual(['before the crash']);
  });

  it('recovers when the shop and its database were both killed (stale postmaster.pid)', async () => {
    const db = await connectToShopDatabase(dataDir);
    await db.query(
      "INSERT INTO callback_requests (name, phone) VALUES ('committed just before', '+38 (067) 222 22 22')",
    );
    await db.close();
    const postmaster = await postmasterPidOf(dataDir);
    process.kill(requirePid(await watchdogPidOf(requirePid(postmaster, 'the database')), 'the watchdog'), 'SIGKILL');
    await (shop as ShopProcess).killGroup();
    process.kill(requirePid(postmaster, 'the database'), 'SIGKILL'); // like a power cut: no shutdown checkpoint
    expect(await waitForProcessExit(requirePid(postmaster, 'the database'), 5_000)).toBe(true);
    expect(await postmasterPidOf(dataDir)).toBe(postmaster); // the stale file is still there

    shop = await startShop({ dataDir, env: ADMIN });
    expect(await whoAmI(shop)).toBe(200);
    expect(await callbackRows()).toEqual(['before the crash', 'committed just before']);
    // The admin from the first start is kept: no second admin, no new generated password.
    const admins = await connectToShopDatabase(dataDir);
    try {
      expect((await admins.query('SELECT login FROM admins')).rows).toEqual([{ login: ADMIN.ADMIN_LOGIN }]);
    } finally {
      await admins.close();
    }
  });

  it('stops cleanly on SIGTERM: exit code 0, database stopped, locks released', async () => {
    const running = shop as ShopProcess;
    const postmaster = await postmasterPidOf(dataDir);
    running.signal('SIGTERM');
    expect(await exitWithin(running, 20_000)).toEqual({ code: 0, signal: null });
    shop = null;
    expect(await isProcessAlive(requirePid(postmaster, 'the database'))).toBe(false);
    expect(await postmasterPidOf(dataDir)).toBeNull();
    expect(await watchdogPidOf(requirePid(postmaster, 'the database'))).toBeNull();
    await expect(stat(join(dataDir, 'shop.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('stops cleanly on Ctrl-C, which `npm start` delivers twice (terminal and npm)', async () => {
    const running = await startShop({ dataDir, env: ADMIN });
    running.signal('SIGINT');
    running.signal('SIGINT');
    expect(await exitWithin(running, 20_000)).toEqual({ code: 0, signal: null });
    expect(await postmasterPidOf(dataDir)).toBeNull();
    await expect(stat(join(dataDir, 'shop.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('exits with code 1 when its database dies underneath it, and starts again afterwards', async () => {
    const running = await startShop({ dataDir, env: ADMIN });
    const postmaster = await postmasterPidOf(dataDir);
    process.kill(requirePid(postmaster, 'the database'), 'SIGKILL');
    expect(await exitWithin(running, 20_000)).toEqual({ code: 1, signal: null });
    expect(running.output()).toContain('The embedded database stopped unexpectedly');
    await expect(stat(join(dataDir, 'shop.lock'))).rejects.toThrow(/ENOENT/);

    const again = await startShop({ dataDir, env: ADMIN });
    expect(await whoAmI(again)).toBe(200);
    again.signal('SIGTERM');
    expect(await exitWithin(again, 20_000)).toEqual({ code: 0, signal: null });
  });
});
