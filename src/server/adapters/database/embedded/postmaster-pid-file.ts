import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** PostgreSQL's own lock file in the data directory (see miscadmin.h, LOCK_FILE_LINE_*). */
export interface PostmasterPidFile {
  readonly pid: number;
  readonly dataDir: string;
  readonly port: number;
  /** 'starting', 'ready', 'stopping' or 'standby' once the server has progressed that far. */
  readonly status: string | null;
}

export const postmasterPidPath = (pgDir: string): string => join(pgDir, 'postmaster.pid');

export const readPostmasterPidFile = async (pgDir: string): Promise<PostmasterPidFile | null> => {
  let raw: string;
  try {
    raw = await readFile(postmasterPidPath(pgDir), 'utf8');
  } catch {
    return null;
  }
  const lines = raw.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return {
    pid,
    dataDir: lines[1] ?? '',
    port: Number.parseInt(lines[3] ?? '', 10),
    status: lines[7]?.trim() || null,
  };
};

export const removePostmasterPidFile = (pgDir: string): Promise<void> =>
  unlink(postmasterPidPath(pgDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
