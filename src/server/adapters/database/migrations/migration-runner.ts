import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../database';
import type { Migration } from './migration.types';

export interface MigrationReport {
  readonly applied: readonly string[];
  /** Applied earlier, but their SQL differs now: someone edited a shipped migration. */
  readonly changed: readonly string[];
}

/**
 * One arbitrary constant shared by every shop instance: pg_advisory_xact_lock on it serialises
 * concurrent starts against one database, and the lock ends with the transaction by itself.
 */
const MIGRATION_LOCK_KEY = 7_246_170_311;

const checksum = (sql: string): string => createHash('sha256').update(sql).digest('hex');

/**
 * Applies the pending migrations in one transaction: either the schema moves to the newest
 * version or it stays exactly as it was. Instances starting together wait on the advisory lock;
 * the later ones then find nothing left to do.
 */
export const runMigrations = async (database: Database, migrations: readonly Migration[]): Promise<MigrationReport> => {
  assertWellFormed(migrations);
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id         text PRIMARY KEY,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done = await appliedChecksums(tx);
    const applied: string[] = [];
    const changed: string[] = [];
    for (const migration of migrations) {
      const previous = done.get(migration.id);
      if (previous !== undefined) {
        if (previous !== checksum(migration.sql)) changed.push(migration.id);
        continue;
      }
      try {
        await tx.query(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [
        migration.id,
        checksum(migration.sql),
      ]);
      applied.push(migration.id);
    }
    return { applied, changed };
  });
};

const appliedChecksums = async (tx: Queryable): Promise<Map<string, string>> => {
  const result = await tx.query<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations');
  return new Map(result.rows.map((row) => [row.id, row.checksum]));
};

const assertWellFormed = (migrations: readonly Migration[]): void => {
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error(`Duplicate migration ids: ${ids.join(', ')}`);
  const sorted = [...ids].sort();
  if (sorted.some((id, index) => id !== ids[index]))
    throw new Error(`Migrations are not in id order: ${ids.join(', ')}`);
};
