import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret an earlier version of the shop kept in a file of DATA_DIR, if there is one: an upgraded
 * shop stores it in the database instead of a new one, so codes and payment forms issued before
 * the upgrade still verify.
 */
export const readSecretFile = async (dir: string, name: string): Promise<string | null> => {
  try {
    const secret = (await readFile(join(dir, name), 'utf8')).trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** A new random secret, URL-safe (256 bits by default). */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
