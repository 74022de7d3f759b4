import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { Database } from '../../../src/server/adapters/database/database';
import { copyDemoShop, dropDatabase, type DemoShopTemplate } from './demo-shop-template';
import { withClient, withDatabaseName } from './pg-admin';
import { makeTempDir, removeDir } from './temp-dir';

/** A fresh, empty database on a target server, dropped again by `drop`. */
export interface FreshDatabase {
  readonly database: Database;
  readonly connectionString: string;
  drop(): Promise<void>;
}

/** One PostgreSQL server a test file runs against (the run's own, shared by its files). */
export interface TestServer {
  readonly targetName: string;
  /** For uploads and anything else a shop keeps on disk. */
  readonly dataDir: string;
  createDatabase(): Promise<FreshDatabase>;
  /** A fresh database holding the migrated demo shop, its pictures copied into `uploadsDir`. */
  createDemoShopDatabase(uploadsDir: string): Promise<FreshDatabase>;
  stop(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: 'embedded' | 'external';
  start(): Promise<TestServer>;
}

/**
 * The servers every database-backed test file runs against: always the embedded PostgreSQL
 * (as the shop runs by default), and the machine's PostgreSQL too when TEST_DATABASE_URL is set
 * (as the shop runs with DATABASE_URL). Both are the run's, started by its global setup; each
 * file gets databases of its own on them. Use with describe.each(databaseTargets()).
 */
export const databaseTargets = (): DatabaseTarget[] => {
  // Called while vitest collects the file, so this afterAll belongs to the file: its data folders
  // go once every describe block of the file is done with them.
  afterAll(stopSharedServers);
  const { embedded, external } = inject('runDatabases');
  const targets = [serverOf('embedded', embedded), ...(external === null ? [] : [serverOf('external', external)])];
  return targets.map(shared);
};

// Every describe block of a file shares one data folder per server and gets its own fresh database.
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

const freshDatabase = (adminUrl: string, name: string): FreshDatabase => {
  const connectionString = withDatabaseName(adminUrl, name);
  const database = new Database({ connectionString, maxConnections: 5 });
  return {
    database,
    connectionString,
    drop: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
};

/** A test file's view of one of the run's servers (test/integration/support/run-databases.global-setup.ts). */
const serverOf = (targetName: DatabaseTarget['name'], template: DemoShopTemplate): DatabaseTarget => ({
  name: targetName,
  start: async () => {
    const dataDir = await makeTempDir(targetName);
    return {
      targetName,
      dataDir,
      createDatabase: async () => {
        const name = uniqueName();
        await withClient(template.adminUrl, (client) =>
          client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
        );
        return freshDatabase(template.adminUrl, name);
      },
      createDemoShopDatabase: async (uploadsDir) => {
        const name = uniqueName();
        await copyDemoShop(template, name, uploadsDir);
        return freshDatabase(template.adminUrl, name);
      },
      stop: () => removeDir(dataDir),
    };
  },
});
