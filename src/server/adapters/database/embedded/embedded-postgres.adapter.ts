import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdir, open, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { LoggerPort } from '../../../application/ports/logger.port';
import { DataDirLock } from './data-dir-lock';
import { createPasswordFile, passwordFilePath, readPasswordFile } from './embedded-postgres-password';
import { findFreePort } from './free-port';
import { clearLeftoverPostmaster, type LeftoverOutcome } from './leftover-postmaster';
import { resolvePostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { findUnreachableAncestor, resolveRunAsUser, type RunAsUser } from './postgres-system-user';
import { readPostmasterPidFile } from './postmaster-pid-file';
import { armPostgresWatchdog, type PostgresWatchdog } from './postgres-watchdog';
import { settlesWithin, sleep } from './process-inspection';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in DATA_DIR/pg, its password in DATA_DIR/pg-password. */
  readonly dataDir: string;
  readonly logger: LoggerPort;
  /** The database the shop uses inside the cluster. */
  readonly databaseName?: string;
  /** As root, create the `postgres` system user when it is missing (embedded-postgres' createPostgresUser). */
  readonly createPostgresUser?: boolean;
}

export interface EmbeddedPostgresTimings {
  /** initdb on the very first start, 0 afterwards. */
  readonly initialiseMs: number;
  /** From spawning the server to "ready to accept connections". */
  readonly serverStartMs: number;
  readonly totalMs: number;
}

const SUPERUSER = 'postgres';
const LOG_FILE_NAME = 'postgres.log';
const MAX_LOG_BYTES = 10 * 1024 * 1024;
const PORT_ATTEMPTS = 5;
// Generous: after a crash the server replays WAL before it accepts connections.
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

class PortTakenError extends Error {}

/**
 * A real PostgreSQL server owned by the shop: started on 127.0.0.1 at a free port, data in
 * DATA_DIR/pg with fsync on, stopped with the shop. It runs in its own session (detached) so that
 * Ctrl-C in a terminal reaches only the shop, which then drains requests before stopping it.
 */
export class EmbeddedPostgresServer {
  private stopping: Promise<void> | null = null;
  private readonly exitListeners: ((description: string) => void)[] = [];

  private readonly watchdog: PostgresWatchdog;

  private constructor(
    private readonly child: ChildProcess,
    private readonly logFile: FileHandle,
    private readonly lock: DataDirLock,
    readonly port: number,
    readonly connectionString: string,
    readonly timings: EmbeddedPostgresTimings,
    readonly leftover: LeftoverOutcome,
  ) {
    this.watchdog = armPostgresWatchdog(child.pid ?? -1);
    child.on('exit', (code, signal) => {
      // Its pid may be reused from now on: the watchdog must never signal it.
      this.watchdog.disarm();
      if (this.stopping !== null) return;
      const description = signal === null ? `exit code ${code ?? 'unknown'}` : `signal ${signal}`;
      for (const listener of this.exitListeners) listener(description);
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
    const began = performance.now();
    const { dataDir, logger } = options;
    await mkdir(dataDir, { recursive: true });
    const lock = await DataDirLock.acquire(dataDir);
    let logFile: FileHandle | null = null;
    let started: ChildProcess | null = null;
    try {
      const binaries = await resolvePostgresBinaries();
      const runAs = await resolveRunAsUser(options.createPostgresUser ?? true);
      const pgDir = join(dataDir, 'pg');
      if (runAs !== null) await assertReachable(pgDir, runAs);

      const initialiseStarted = performance.now();
      const { password, initialised } = await prepareCluster(dataDir, pgDir, binaries, runAs, logger);
      const initialiseMs = initialised ? performance.now() - initialiseStarted : 0;

      const leftover = await clearLeftoverPostmaster(pgDir, logger);
      logFile = await openLogFile(dataDir);

      const serverStarted = performance.now();
      const { child, port } = await spawnUntilReady(binaries, pgDir, runAs, logFile, join(dataDir, LOG_FILE_NAME));
      started = child;
      const serverStartMs = performance.now() - serverStarted;

      const databaseName = options.databaseName ?? 'shop';
      const adminUrl = connectionUrl(password, port, 'postgres');
      await ensureDatabase(adminUrl, databaseName);
      const timings = {
        initialiseMs: Math.round(initialiseMs),
        serverStartMs: Math.round(serverStartMs),
        totalMs: Math.round(performance.now() - began),
      };
      logger.info('Embedded PostgreSQL is ready', { port, postgresPid: child.pid, ...timings });
      return new EmbeddedPostgresServer(
        child,
        logFile,
        lock,
        port,
        connectionUrl(password, port, databaseName),
        timings,
        leftover,
      );
    } catch (error) {
      // Never leave a server running that nobody owns.
      if (started !== null) await stopChild(started);
      await logFile?.close().catch(() => undefined);
      await lock.release();
      throw error;
    }
  }

  /** Called when the server dies while the shop still needs it. */
  onUnexpectedExit(listener: (description: string) => void): void {
    this.exitListeners.push(listener);
  }

  /**
   * For a forced exit: asks the server for a fast shutdown without waiting for it. Being in its
   * own session it finishes on its own after the shop is gone.
   */
  requestStopWithoutWaiting(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
  }

  /** Fast shutdown (SIGINT): open transactions roll back, committed ones are already on disk. */
  stop(): Promise<void> {
    this.stopping ??= this.stopNow();
    return this.stopping;
  }

  private async stopNow(): Promise<void> {
    this.watchdog.disarm();
    try {
      await stopChild(this.child);
    } finally {
      await this.logFile.close().catch(() => undefined);
      await this.lock.release();
    }
  }
}

/**
 * initdb on the first start only. It writes into a scratch directory that is renamed into place
 * when complete, so a crash halfway through never leaves a half-made cluster that looks real.
 */
const prepareCluster = async (
  dataDir: string,
  pgDir: string,
  binaries: PostgresBinaries,
  runAs: RunAsUser | null,
  logger: LoggerPort,
): Promise<{ password: string; initialised: boolean }> => {
  const versionFile = join(pgDir, 'PG_VERSION');
  const existingVersion = await readFile(versionFile, 'utf8').then(
    (v) => Number.parseInt(v, 10),
    () => null,
  );
  if (existingVersion !== null) {
    if (existingVersion !== binaries.majorVersion) {
      throw new Error(
        `The database in ${pgDir} was made by PostgreSQL ${existingVersion}, but this shop runs PostgreSQL ` +
          `${binaries.majorVersion}. Dump it with the old version and restore it, or move ${pgDir} away to start empty.`,
      );
    }
    const password = await readPasswordFile(dataDir);
    if (password === null) {
      throw new Error(
        `The database in ${pgDir} exists but its password file ${passwordFilePath(dataDir)} is missing or empty. ` +
          `Restore that file, or move ${pgDir} away to start with an empty database.`,
      );
    }
    return { password, initialised: false };
  }

  logger.info('Creating the embedded database cluster (first start)', { pgDir });
  const scratch = `${pgDir}.initdb`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { mode: 0o700 });
  const password = await createPasswordFile(dataDir);
  // initdb runs as the postgres user and cannot read the shop's 0600 password file.
  const initPasswordFile = join(dataDir, 'pg-initdb-password');
  await writeFile(initPasswordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs !== null) {
      await chown(scratch, runAs.uid, runAs.gid);
      await chown(initPasswordFile, runAs.uid, runAs.gid);
    }
    await runToCompletion(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${initPasswordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider needs no OS locales and still upper/lower-cases Cyrillic correctly.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    await rm(initPasswordFile, { force: true });
  }
  await rm(pgDir, { recursive: true, force: true });
  await rename(scratch, pgDir);
  return { password, initialised: true };
};

const assertReachable = async (pgDir: string, runAs: RunAsUser): Promise<void> => {
  const blocked = await findUnreachableAncestor(pgDir, runAs);
  if (blocked !== null) {
    throw new Error(
      `The embedded PostgreSQL runs as the 'postgres' system user, which cannot enter ${blocked}. ` +
        `Allow it (chmod o+x ${blocked}) or choose a DATA_DIR outside that directory.`,
    );
  }
};

const openLogFile = async (dataDir: string): Promise<FileHandle> => {
  const path = join(dataDir, LOG_FILE_NAME);
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  // One generation of history is enough to read why the last run failed.
  if (size > MAX_LOG_BYTES) await rename(path, `${path}.1`);
  return open(path, 'a', 0o640);
};

const spawnUntilReady = async (
  binaries: PostgresBinaries,
  pgDir: string,
  runAs: RunAsUser | null,
  logFile: FileHandle,
  logPath: string,
): Promise<{ child: ChildProcess; port: number }> => {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    try {
      return { child: await spawnServer(binaries, pgDir, port, runAs, logFile, logPath), port };
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
};

const spawnServer = async (
  binaries: PostgresBinaries,
  pgDir: string,
  port: number,
  runAs: RunAsUser | null,
  logFile: FileHandle,
  logPath: string,
): Promise<ChildProcess> => {
  const logOffset = (await logFile.stat()).size;
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      pgDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: nothing in /tmp to clash with another server, TCP on loopback only.
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
    ],
    {
      ...(runAs ?? {}),
      cwd: pgDir,
      detached: true,
      stdio: ['ignore', logFile.fd, logFile.fd],
      // A minimal environment: the shop's secrets (LiqPay key, admin password) stay out of it.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C' },
    },
  );
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`could not be started: ${error.message}`));
    child.once('exit', (code, signal) =>
      resolve(signal === null ? `exited with code ${code ?? 'unknown'}` : `was killed by ${signal}`),
    );
  });
  let exitDescription: string | null = null;
  void exited.then((description) => {
    exitDescription = description;
  });

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitDescription !== null) {
      const log = await readLogSince(logPath, logOffset);
      if (/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(log)) {
        throw new PortTakenError(`port ${port} was taken`);
      }
      throw new Error(
        `The embedded PostgreSQL server ${exitDescription} while starting. Its log says:\n${log.trim() || '(nothing)'}`,
      );
    }
    const pidFile = await readPostmasterPidFile(pgDir);
    if (pidFile !== null && pidFile.pid === child.pid && pidFile.status === 'ready') return child;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(
        `The embedded PostgreSQL server did not become ready within ${READY_TIMEOUT_MS / 1000} s; see ${logPath}.`,
      );
    }
    await sleep(15);
  }
};

const readLogSince = async (logPath: string, offset: number): Promise<string> => {
  const text = await readFile(logPath, 'utf8').catch(() => '');
  return text.slice(offset).slice(-4000);
};

const stopChild = async (child: ChildProcess): Promise<void> => {
  const escalation: readonly NodeJS.Signals[] = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
  for (const signal of escalation) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    if (await settlesWithin(exited, STOP_TIMEOUT_MS)) return;
  }
};

const runToCompletion = async (command: string, args: readonly string[], runAs: RunAsUser | null): Promise<void> => {
  const child = spawn(command, args, {
    ...(runAs ?? {}),
    cwd: '/',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code, signal] = (await Promise.race([
    once(child, 'exit'),
    once(child, 'error').then(([error]) => {
      throw new Error(`${command} could not be started: ${(error as Error).message}`);
    }),
  ])) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(`initdb failed (${signal ?? `exit code ${code}`}):\n${output.trim().slice(-4000)}`);
  }
};

const connectionUrl = (password: string, port: number, database: string): string =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

const ensureDatabase = async (adminUrl: string, name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
};
