import type { LoggerPort } from '../application/ports/logger.port';
import { redactUrl } from '../config/env-readers';
import type { DatabaseConfig } from '../config/config.types';
import { Database } from '../adapters/database/database';
import { EmbeddedPostgresServer } from '../adapters/database/embedded/embedded-postgres.adapter';
import { sleep } from '../adapters/database/embedded/process-inspection';

export interface OpenDatabase {
  readonly database: Database;
  /** Null for an external DATABASE_URL: that server is not the shop's to stop. */
  readonly embedded: EmbeddedPostgresServer | null;
  /** Closes the pool, then stops the embedded server (if any). */
  close(): Promise<void>;
}

// An external server may still be starting (compose, orchestrators): wait a little before giving up.
const EXTERNAL_CONNECT_ATTEMPTS = 10;
const EXTERNAL_RETRY_MS = 1_000;

/**
 * Embedded or external, the rest of the shop sees the same thing: a pool on a PostgreSQL
 * database. Only where it comes from and who stops it differ.
 */
export const openDatabase = async (
  options: { database: DatabaseConfig; dataDir: string },
  logger: LoggerPort,
): Promise<OpenDatabase> => {
  if (options.database.kind === 'external') {
    const database = new Database({ connectionString: options.database.url });
    await waitUntilReachable(database, options.database.url, logger);
    return { database, embedded: null, close: () => database.close() };
  }

  const embedded = await EmbeddedPostgresServer.start({ dataDir: options.dataDir, logger });
  const database = new Database({ connectionString: embedded.connectionString });
  return {
    database,
    embedded,
    close: async () => {
      try {
        await database.close();
      } finally {
        await embedded.stop();
      }
    },
  };
};

const waitUntilReachable = async (database: Database, url: string, logger: LoggerPort): Promise<void> => {
  let lastError = '';
  for (let attempt = 1; attempt <= EXTERNAL_CONNECT_ATTEMPTS; attempt += 1) {
    try {
      await database.query('SELECT 1');
      return;
    } catch (error) {
      lastError = (error as Error).message;
      if (attempt < EXTERNAL_CONNECT_ATTEMPTS) {
        logger.warn('The database at DATABASE_URL is not reachable yet; retrying', { attempt, error: lastError });
        await sleep(EXTERNAL_RETRY_MS);
      }
    }
  }
  await database.close();
  throw new Error(`Cannot connect to the database at DATABASE_URL (${redactUrl(url)}): ${lastError}`);
};
