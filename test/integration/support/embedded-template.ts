import { execFile } from 'node:child_process';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedPostgresServer } from '../../../src/server/adapters/database/embedded/embedded-postgres.adapter';
import { isProcessAlive, sleep } from '../../../src/server/adapters/database/embedded/process-inspection';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { makeTempDir, removeDir } from './temp-dir';

const run = promisify(execFile);

// Vitest's worker processes share their parent, the run itself: one template per test run.
const RUN_ID = process.ppid;
const PREFIX = 'shop-pg-template-';
const templateDir = join(tmpdir(), `${PREFIX}${RUN_ID}`);
const WAIT_FOR_TEMPLATE_MS = 60_000;

/**
 * initdb costs ~0.8 s alone and several seconds under load. A test that needs an existing cluster
 * in a folder of its own (the production install's) copies one initialised once per run (cp -a
 * keeps the postgres user's ownership), where the shop's adapter starts it like any existing
 * database. The database tests share the run's server instead (run-databases.global-setup.ts);
 * the lifecycle tests that need a real first start use neither.
 */
export const copyTemplateCluster = async (dataDir: string): Promise<void> => {
  await ensureTemplate();
  await run('cp', ['-a', join(templateDir, 'pg'), join(templateDir, 'pg-password'), dataDir]);
};

const ensureTemplate = async (): Promise<void> => {
  if (await exists(join(templateDir, 'ready'))) return;
  await mkdir(tmpdir(), { recursive: true });
  try {
    await mkdir(`${templateDir}.lock`);
  } catch {
    return waitForTemplate();
  }
  await sweepTemplatesOfFinishedRuns();
  const scratch = await makeTempDir('template');
  const server = await EmbeddedPostgresServer.start({ dataDir: scratch, logger: silentLogger });
  await server.stop();
  await mkdir(join(scratch, 'ready'));
  await rename(scratch, templateDir);
};

const waitForTemplate = async (): Promise<void> => {
  const deadline = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (!(await exists(join(templateDir, 'ready')))) {
    if (Date.now() > deadline)
      throw new Error(`The embedded PostgreSQL test template ${templateDir} never became ready`);
    await sleep(50);
  }
};

/** Templates of earlier runs are removed once their run is over, so /tmp does not fill up. */
const sweepTemplatesOfFinishedRuns = async (): Promise<void> => {
  for (const name of await readdir(tmpdir())) {
    const match = new RegExp(`^${PREFIX}(\\d+)(\\.lock)?$`).exec(name);
    if (match === null || Number(match[1]) === RUN_ID || (await isProcessAlive(Number(match[1])))) continue;
    await removeDir(join(tmpdir(), name));
  }
};

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );
