import { realpath } from 'node:fs/promises';
import type { LoggerPort } from '../../../application/ports/logger.port';
import { isProcessAlive, processCommandLine, waitForProcessExit } from './process-inspection';
import { readPostmasterPidFile, removePostmasterPidFile } from './postmaster-pid-file';

export type LeftoverOutcome = 'none' | 'stale-pid-file-removed' | 'stopped-leftover-server';

const FAST_SHUTDOWN_TIMEOUT_MS = 30_000;
const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Runs only while this shop holds the data-directory lock, so whatever database still serves the
 * directory was left behind by a shop that died without stopping it (SIGKILL, OOM kill, power
 * loss of the parent). It is stopped the way pg_ctl stop -m fast does it; committed data is safe
 * either way because the server runs with fsync on and replays its WAL on the next start.
 */
export const clearLeftoverPostmaster = async (pgDir: string, logger: LoggerPort): Promise<LeftoverOutcome> => {
  const pidFile = await readPostmasterPidFile(pgDir);
  if (pidFile === null) return 'none';

  if (!(await isProcessAlive(pidFile.pid)) || !(await isPostmasterOf(pidFile.pid, pgDir))) {
    // PostgreSQL would mostly cope alone, but not when the dead server's pid now belongs to some
    // unrelated live process: it would then refuse to start, believing a server still runs.
    logger.info('Removing a stale postmaster.pid left by a database server that is no longer running', {
      stalePid: pidFile.pid,
    });
    await removePostmasterPidFile(pgDir);
    return 'stale-pid-file-removed';
  }

  logger.warn('A database server left behind by a previous shop is still running; stopping it before starting again', {
    leftoverPid: pidFile.pid,
    leftoverPort: pidFile.port,
  });
  await stopProcess(pidFile.pid);
  // A clean stop removes the file itself; after SIGKILL it is stale and goes here.
  await removePostmasterPidFile(pgDir);
  return 'stopped-leftover-server';
};

/** SIGINT = PostgreSQL's fast shutdown; SIGQUIT = immediate (crash-like, WAL replays on start). */
const stopProcess = async (pid: number): Promise<void> => {
  const escalation: readonly [NodeJS.Signals, number][] = [
    ['SIGINT', FAST_SHUTDOWN_TIMEOUT_MS],
    ['SIGQUIT', IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
    ['SIGKILL', IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
  ];
  for (const [signal, timeout] of escalation) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await waitForProcessExit(pid, timeout)) return;
  }
  throw new Error(`The leftover database server (pid ${pid}) does not stop even after SIGKILL.`);
};

/** Guards against signalling an unrelated process that happens to have the recorded pid. */
const isPostmasterOf = async (pid: number, pgDir: string): Promise<boolean> => {
  // init and this very process are never a leftover server, whatever a stale file says.
  if (pid <= 1 || pid === process.pid) return false;
  const argv = await processCommandLine(pid);
  if (argv === null) return true; // no /proc: trust the pid file, as pg_ctl does
  const candidates = new Set([pgDir, await realpath(pgDir).catch(() => pgDir)]);
  return argv.some((arg) => candidates.has(arg));
};
