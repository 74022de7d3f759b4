import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PASSWORD_FILE_NAME = 'pg-password';

export const passwordFilePath = (dataDir: string): string => join(dataDir, PASSWORD_FILE_NAME);

/**
 * The server listens on 127.0.0.1 only, but any local user could connect: it still gets a real
 * password, generated once and readable by the shop's user alone (0600).
 */
export const createPasswordFile = async (dataDir: string): Promise<string> => {
  const password = randomBytes(24).toString('base64url');
  const path = passwordFilePath(dataDir);
  await writeFile(path, `${password}\n`, { mode: 0o600, flag: 'w' });
  await chmod(path, 0o600); // the mode of writeFile does not apply to an existing file
  return password;
};

export const readPasswordFile = async (dataDir: string): Promise<string | null> => {
  try {
    const password = (await readFile(passwordFilePath(dataDir), 'utf8')).trim();
    return password === '' ? null : password;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
