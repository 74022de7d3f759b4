import { randomBytes } from 'node:crypto';
import { chmod, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A random secret kept in a file of DATA_DIR (0600, like the database password), created on first
 * use and read on every later start, so what it signed or digested before a restart still verifies
 * after it: SMS code digests of pending orders, test payment forms open in a browser.
 * Written to a temporary file, synced and renamed, so a crash never leaves a half-written secret.
 * Per DATA_DIR only: instances sharing a database get the secret from the environment instead
 * (composition/secret-from-config-or-data-dir.ts).
 */
export const loadOrCreateSecret = async (dir: string, name: string, bytes = 32): Promise<string> => {
  const path = join(dir, name);
  const existing = await readSecret(path);
  if (existing !== null) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w', 0o600);
  try {
    await file.writeFile(`${secret}\n`, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  await chmod(temporary, 0o600);
  await rename(temporary, path);
  return secret;
};

const readSecret = async (path: string): Promise<string | null> => {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** A secret for this process only (tests, or a shop without a data directory). */
export const ephemeralSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
