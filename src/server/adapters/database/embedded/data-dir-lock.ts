import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive, processStartTime } from './process-inspection';

export const LOCK_FILE_NAME = 'shop.lock';

interface LockRecord {
  readonly pid: number;
  /** /proc start time of the owner, so a recycled pid is not mistaken for a live shop. */
  readonly startTime: string | null;
  readonly startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another shop (pid ${ownerPid}) is already running with this DATA_DIR (lock file ${lockFile}). ` +
        'Stop that shop first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * The embedded database lets one shop use a data directory at a time. PostgreSQL's own
 * postmaster.pid cannot tell "another shop is running" from "a crashed shop left its database
 * behind", so the shop keeps its own lock naming the owning shop process.
 */
export class DataDirLock {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly record: LockRecord,
  ) {}

  static async acquire(dataDir: string, now: () => Date = () => new Date()): Promise<DataDirLock> {
    const path = join(dataDir, LOCK_FILE_NAME);
    const record: LockRecord = {
      pid: process.pid,
      startTime: await processStartTime(process.pid),
      startedAt: now().toISOString(),
    };
    // Two tries: the second follows the removal of a lock whose owner is dead.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const handle = await open(path, 'wx', 0o644);
        try {
          await handle.writeFile(`${JSON.stringify(record)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
        return new DataDirLock(path, record);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await readLock(path);
      if (owner !== null && (await isLiveOwner(owner))) throw new DataDirLockedError(path, owner.pid);
      await unlink(path).catch(ignoreMissing);
    }
    throw new Error(
      `Could not create the lock file ${path}: it keeps reappearing; is another shop starting right now?`,
    );
  }

  /** Removes the lock only if it is still ours (never another shop's). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    const current = await readLock(this.path);
    if (current !== null && current.pid === this.record.pid && current.startedAt === this.record.startedAt) {
      await unlink(this.path).catch(ignoreMissing);
    }
  }
}

const readLock = async (path: string): Promise<LockRecord | null> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, startTime, startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number') return null;
    return {
      pid,
      startTime: typeof startTime === 'string' ? startTime : null,
      startedAt: typeof startedAt === 'string' ? startedAt : '',
    };
  } catch {
    // Missing, or torn by a crash in the middle of writing: either way nobody owns it.
    return null;
  }
};

const isLiveOwner = async (owner: LockRecord): Promise<boolean> => {
  if (!(await isProcessAlive(owner.pid))) return false;
  const startTime = await processStartTime(owner.pid);
  if (owner.startTime !== null && startTime !== null) return startTime === owner.startTime;
  // Without start times, a lock naming our own pid can only come from an earlier life of this
  // container (restarted shops there often get the same pid again).
  return owner.pid !== process.pid;
};

const ignoreMissing = (error: NodeJS.ErrnoException): void => {
  if (error.code !== 'ENOENT') throw error;
};
