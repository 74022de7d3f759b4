import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh DATA_DIR for one test. mkdtemp makes it 0700; as root the embedded PostgreSQL runs as
 * the postgres user, which must be able to enter it, hence 0755 (the shop's own secrets inside
 * stay 0600).
 */
export const makeTempDir = async (label: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), `shop-${label}-`));
  await chmod(dir, 0o755);
  return dir;
};

export const removeDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true, maxRetries: 3 });
