import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../../src/server/adapters/database/database';
import { DataDirLockedError } from '../../../src/server/adapters/database/embedded/data-dir-lock';
import { EmbeddedPostgresServer } from '../../../src/server/adapters/database/embedded/embedded-postgres.adapter';
import { isProcessAlive } from '../../../src/server/adapters/database/embedded/process-inspection';
import { readPostmasterPidFile } from '../../../src/server/adapters/database/embedded/postmaster-pid-file';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { makeTempDir, removeDir } from '../support/temp-dir';

/**
 * The embedded server's lifecycle, in-process: the crash scenarios with a real shop process
 * are in shop-process.test.ts.
 */
describe('embedded PostgreSQL lifecycle', () => {
  let dataDir: string;
  const start = () => EmbeddedPostgresServer.start({ dataDir, logger: silentLogger });
  const withDatabase = async <T>(server: EmbeddedPostgresServer, work: (db: Database) => Promise<T>): Promise<T> => {
    const db = new Database({ connectionString: server.connectionString, maxConnections: 1 });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  /** Simulates the shop that owned the server dying: its lock goes stale, its server keeps running. */
  const forgetOwner = async (): Promise<void> => {
    await writeFile(
      join(dataDir, 'shop.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, startTime: null, startedAt: 'x' }),
    );
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('lifecycle');
  });
  afterAll(async () => {
    await removeDir(dataDir);
  });

  it('initialises a cluster on first start: password file 0600, loopback only, fsync on', async () => {
    const server = await start();
    try {
      expect(server.timings.initialiseMs).toBeGreaterThan(0);
      expect((await stat(join(dataDir, 'pg-password'))).mode & 0o777).toBe(0o600);
      const pidFile = await readPostmasterPidFile(join(dataDir, 'pg'));
      expect(pidFile?.pid).toBe(server.pid);
      expect(pidFile?.port).toBe(server.port);
      const postmaster = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
      expect(postmaster[5]).toBe('127.0.0.1'); // listen address line
      await withDatabase(server, async (db) => {
        const settings = await db.query<{ fsync: string; sync: string; db: string }>(
          "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sync, current_database() AS db",
        );
        expect(settings.rows[0]).toEqual({ fsync: 'on', sync: 'on', db: 'shop' });
        await db.query('CREATE TABLE kept (value text)');
        await db.query("INSERT INTO kept VALUES ('survives restarts')");
      });
      expect(server.connectionString).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/shop$/);
    } finally {
      await server.stop();
    }
    expect(await isProcessAlive(server.pid)).toBe(false);
    expect(await readPostmasterPidFile(join(dataDir, 'pg'))).toBeNull();
  });

  it('restarts fast on an existing cluster and keeps its data', async () => {
    const server = await start();
    try {
      expect(server.timings.initialiseMs).toBe(0);
      // Measured here: ~40-150 ms on this machine; the bound only catches a pathological slowdown.
      expect(server.timings.totalMs).toBeLessThan(5_000);
      const rows = await withDatabase(server, (db) => db.query('SELECT value FROM kept'));
      expect(rows.rows).toEqual([{ value: 'survives restarts' }]);
      expect(server.leftover).toBe('none');
    } finally {
      await server.stop();
    }
  });

  it('refuses a second start on the same DATA_DIR while the first runs', async () => {
    const first = await start();
    try {
      const began = Date.now();
      await expect(start()).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(start()).rejects.toThrow(/Another shop \(pid \d+\) is already running with this DATA_DIR/);
      expect(Date.now() - began).toBeLessThan(1_000);
      expect(await withDatabase(first, (db) => db.query('SELECT 1'))).toBeDefined();
    } finally {
      await first.stop();
    }
  });

  it('takes over a lock whose shop is dead', async () => {
    await forgetOwner();
    const server = await start();
    await server.stop();
    await expect(stat(join(dataDir, 'shop.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('stops a server left running by a dead shop, then starts its own', async () => {
    const orphan = await start();
    await forgetOwner();
    const server = await start();
    try {
      expect(server.leftover).toBe('stopped-leftover-server');
      expect(await isProcessAlive(orphan.pid)).toBe(false);
      expect(server.pid).not.toBe(orphan.pid);
      const rows = await withDatabase(server, (db) => db.query('SELECT value FROM kept'));
      expect(rows.rows).toHaveLength(1);
    } finally {
      await server.stop();
      await orphan.stop();
    }
  });

  it('removes a stale postmaster.pid whose process is dead', async () => {
    const deadPid = await deadProcessId();
    await writeFile(
      join(dataDir, 'pg', 'postmaster.pid'),
      `${deadPid}\n${join(dataDir, 'pg')}\n0\n5432\n\n127.0.0.1\n0 0\nready   \n`,
    );
    const server = await start();
    try {
      expect(server.leftover).toBe('stale-pid-file-removed');
      expect((await readPostmasterPidFile(join(dataDir, 'pg')))?.pid).toBe(server.pid);
    } finally {
      await server.stop();
    }
  });

  it('removes a postmaster.pid naming a live process that is not its server', async () => {
    // Our own pid: alive, but certainly not a postgres serving this directory.
    await writeFile(
      join(dataDir, 'pg', 'postmaster.pid'),
      `${process.pid}\n${join(dataDir, 'pg')}\n0\n5432\n\n127.0.0.1\n0 0\nready   \n`,
    );
    const server = await start();
    try {
      expect(server.leftover).toBe('stale-pid-file-removed');
    } finally {
      await server.stop();
    }
  });

  it('explains a missing password file instead of failing to log in', async () => {
    const password = await readFile(join(dataDir, 'pg-password'), 'utf8');
    await writeFile(join(dataDir, 'pg-password'), '');
    try {
      await expect(start()).rejects.toThrow(/password file .*pg-password is missing or empty/);
      await expect(stat(join(dataDir, 'shop.lock'))).rejects.toThrow(/ENOENT/);
    } finally {
      await writeFile(join(dataDir, 'pg-password'), password, { mode: 0o600 });
    }
  });
});

/** A pid that certainly belonged to a process which has exited. */
const deadProcessId = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid ?? 0;
  await once(child, 'exit');
  return pid;
};
