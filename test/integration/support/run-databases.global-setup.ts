import type { TestProject } from 'vitest/node';
import { EmbeddedPostgresServer } from '../../../src/server/adapters/database/embedded/embedded-postgres.adapter';
import { isProcessAlive } from '../../../src/server/adapters/database/embedded/process-inspection';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { createDemoShopTemplate, dropDatabase, TEMPLATE_PREFIX, type DemoShopTemplate } from './demo-shop-template';
import { withClient, withDatabaseName } from './pg-admin';
import { makeTempDir, removeDir } from './temp-dir';

/** What the integration files of one run share: its PostgreSQL servers and their demo-shop templates. */
export interface RunDatabases {
  readonly embedded: DemoShopTemplate;
  /** The machine's PostgreSQL, when TEST_DATABASE_URL names it. */
  readonly external: DemoShopTemplate | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runDatabases: RunDatabases;
  }
}

/**
 * One embedded PostgreSQL for the whole run instead of one per test file (its start and stop cost
 * 1-3 s a file, ~100 files), and a demo-shop template on each server. Every file still gets
 * fresh databases of its own on it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await makeTempDir('embedded-run');
  const embeddedServer = await EmbeddedPostgresServer.start({ dataDir, logger: silentLogger });
  const templateName = `${TEMPLATE_PREFIX}${process.pid}`;
  const externalUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  if (externalUrl !== null) await dropTemplatesOfFinishedRuns(externalUrl);
  const [embedded, external] = await Promise.all([
    createDemoShopTemplate(
      withDatabaseName(embeddedServer.connectionString, 'postgres'),
      templateName,
      `${dataDir}/template-uploads-embedded`,
    ),
    externalUrl === null
      ? null
      : createDemoShopTemplate(externalUrl, templateName, `${dataDir}/template-uploads-external`),
  ]);
  project.provide('runDatabases', { embedded, external });
  return async () => {
    if (external !== null) await dropDatabase(external.adminUrl, external.databaseName);
    await embeddedServer.stop();
    await removeDir(dataDir);
  };
}

/** A run that was killed leaves its template on the shared server; its process is gone. */
const dropTemplatesOfFinishedRuns = async (adminUrl: string): Promise<void> => {
  const { rows } = await withClient(adminUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEMPLATE_PREFIX}%`]),
  );
  for (const { datname } of rows) {
    const pid = new RegExp(`^${TEMPLATE_PREFIX}(\\d+)$`).exec(datname)?.[1];
    if (pid !== undefined && !(await isProcessAlive(Number(pid)))) await dropDatabase(adminUrl, datname);
  }
};
