import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { Database } from '../../../src/server/adapters/database/database';
import { EmbeddedPostgresServer } from '../../../src/server/adapters/database/embedded/embedded-postgres.adapter';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { copyTemplateCluster } from './embedded-template';
import { makeTempDir, removeDir } from './temp-dir';

/** A fresh, empty database on a target server, dropped again by `drop`. */
export interface FreshDatabase {
  readonly database: Database;
  readonly connectionString: string;
  drop(): Promise<void>;
}

/** One PostgreSQL server a test file runs against, started once per file. */
export interface TestServer {
  readonly targetName: string;
  /** For uploads and anything else a shop keeps on disk. */
  readonly dataDir: string;
  createDatabase(): Promise<FreshDatabase>;
  stop(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: 'embedded' | 'external';
  start(): Promise<TestServer>;
}

/**
 * The servers every database-backed test file runs against: always the embedded PostgreSQL
 * (as the shop runs by default), and the machine's PostgreSQL too when TEST_DATABASE_URL is set
 * (as the shop runs with DATABASE_URL). Use with describe.each(databaseTargets()).
 */
export const databaseTargets = (): DatabaseTarget[] => {
  // Called while vitest collects the file, so this afterAll belongs to the file: the shared
  // servers stop once every describe block of the file is done with them.
  afterAll(stopSharedServers);
  const external = process.env.TEST_DATABASE_URL?.trim();
  return external ? [shared(embeddedTarget), shared(externalTarget(external))] : [shared(embeddedTarget)];
};

// Vitest runs each test file in its own worker, so this cache is per file: every describe block
// of a file shares one server (one embedded PostgreSQL start) and gets its own fresh database.
const running = new Map<string, Promise<TestServer>>();

const shared = (target: DatabaseTarget): DatabaseTarget => ({
  name: target.name,
  start: async () => {
    let server = running.get(target.name);
    if (server === undefined) {
      server = target.start();
      running.set(target.name, server);
    }
    // The file-level afterAll stops it; a describe block letting go of it changes nothing.
    return { ...(await server), stop: async () => undefined };
  },
});

const stopSharedServers = async (): Promise<void> => {
  const servers = [...running.values()];
  running.clear();
  await Promise.all(servers.map(async (server) => (await server).stop()));
};

const uniqueName = (): string => `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;

const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** CREATE DATABASE through a short-lived admin connection; the drop forces out lingering sessions. */
const createOn = async (adminUrl: string): Promise<FreshDatabase> => {
  const name = uniqueName();
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const connectionString = withDatabaseName(adminUrl, name);
  const database = new Database({ connectionString, maxConnections: 5 });
  return {
    database,
    connectionString,
    drop: async () => {
      await database.close();
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const embeddedTarget: DatabaseTarget = {
  name: 'embedded',
  start: async () => {
    const dataDir = await makeTempDir('embedded');
    await copyTemplateCluster(dataDir);
    const server = await EmbeddedPostgresServer.start({ dataDir, logger: silentLogger });
    const adminUrl = withDatabaseName(server.connectionString, 'postgres');
    return {
      targetName: 'embedded',
      dataDir,
      createDatabase: () => createOn(adminUrl),
      stop: async () => {
        await server.stop();
        await removeDir(dataDir);
      },
    };
  },
};

const externalTarget = (adminUrl: string): DatabaseTarget => ({
  name: 'external',
  start: async () => {
    const dataDir = await makeTempDir('external');
    return {
      targetName: 'external',
      dataDir,
      createDatabase: () => createOn(adminUrl),
      stop: () => removeDir(dataDir),
    };
  },
});
