import { cp } from 'node:fs/promises';
import { Database } from '../../../src/server/adapters/database/database';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR, seedPicturesIn } from '../../../src/server/adapters/database/seed/seed-pictures';
import { seedShopIfEmpty } from '../../../src/server/adapters/database/seed/shop-seeder';
import { UploadsDirectory } from '../../../src/server/adapters/uploads/uploads-directory.adapter';
import { withClient, withDatabaseName } from './pg-admin';

/**
 * Most test shops start from the demo shop: every migration, then the seed. Doing that for each
 * of the ~300 shops a run starts cost about a second apiece. The run's global setup does it once
 * per server into a template database; a test shop's database is a copy of it (CREATE DATABASE
 * ... TEMPLATE, a file copy inside PostgreSQL) and its uploads folder a copy of the pictures the
 * seed wrote. Starting the shop then runs the same preparation main.ts does, which finds nothing
 * left to migrate or seed. Migrations and the seed keep their own tests on empty databases.
 */
export interface DemoShopTemplate {
  readonly adminUrl: string;
  readonly databaseName: string;
  /** The pictures the seed wrote, copied into each test shop's uploads folder. */
  readonly uploadsDir: string;
}

export const TEMPLATE_PREFIX = 'shop_template_';

export const createDemoShopTemplate = async (
  adminUrl: string,
  databaseName: string,
  uploadsDir: string,
): Promise<DemoShopTemplate> => {
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`));
  const database = new Database({ connectionString: withDatabaseName(adminUrl, databaseName), maxConnections: 2 });
  try {
    await runMigrations(database, SHOP_MIGRATIONS);
    await seedShopIfEmpty(database, {
      shop: demoShop,
      pictures: seedPicturesIn(SEED_PICTURES_DIR),
      uploads: new UploadsDirectory(uploadsDir),
    });
  } finally {
    // A template copy fails while anyone is connected to the template.
    await database.close();
  }
  return { adminUrl, databaseName, uploadsDir };
};

/** A new database holding the demo shop, and the seed's pictures in `uploadsDir`. */
export const copyDemoShop = async (template: DemoShopTemplate, name: string, uploadsDir: string): Promise<void> => {
  await Promise.all([
    withClient(template.adminUrl, (client) =>
      client.query(
        `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template.databaseName)}`,
      ),
    ),
    cp(template.uploadsDir, uploadsDir, { recursive: true }),
  ]);
};

export const dropDatabase = (adminUrl: string, name: string): Promise<unknown> =>
  withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
