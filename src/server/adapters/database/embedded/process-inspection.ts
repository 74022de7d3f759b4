import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * What this machine knows about a process id. Linux answers through /proc; elsewhere only
 * liveness is known and the identity checks are skipped.
 */

const HAS_PROCFS = existsSync('/proc/self/stat');

/** Alive and not a zombie: a zombie has exited already, it only waits for its parent to reap it. */
export const isProcessAlive = async (pid: number): Promise<boolean> => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readProcStat(pid);
  if (stat !== null) return stat.state !== 'Z';
  // No stat: a machine without /proc (trust the signal), or a zombie reaped between the two
  // looks, which is gone. Counting the latter alive failed a leftover-server check under load.
  return !HAS_PROCFS;
};

/**
 * The start time of a process in clock ticks since boot. A pid alone can be reused by an unrelated
 * process after a reboot or a long uptime; pid plus start time names one process for good.
 */
export const processStartTime = async (pid: number): Promise<string | null> =>
  (await readProcStat(pid))?.startTime ?? null;

/** argv of a process, or null when it cannot be read (gone, or no /proc on this system). */
export const processCommandLine = async (pid: number): Promise<string[] | null> => {
  try {
    const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter((part) => part !== '');
  } catch {
    return null;
  }
};

const readProcStat = async (pid: number): Promise<{ state: string; startTime: string } | null> => {
  let raw: string;
  try {
    raw = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (2nd field) may contain spaces and parentheses: fields restart after the last ')'.
  const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); field 22 (starttime) is fields[19].
  const state = fields[0];
  const startTime = fields[19];
  return state === undefined || startTime === undefined ? null : { state, startTime };
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settles within `ms`; the timer is cleared so it never holds the process open. */
export const settlesWithin = async (promise: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** Polls until the process is gone; answers false when it still runs after `timeoutMs`. */
export const waitForProcessExit = async (pid: number, timeoutMs: number, pollMs = 25): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (await isProcessAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(pollMs);
  }
  return true;
};
