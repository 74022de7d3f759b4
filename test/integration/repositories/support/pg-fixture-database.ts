import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../../src/server/adapters/database/database';
import type { DatabaseTarget, FreshDatabase } from '../../support/database-targets';
import { writeRepositoryFixture } from './pg-fixture.writer';

/**
 * A fresh database on the target, migrated and loaded with the repository fixture, for the
 * describe block it is called in; dropped afterwards.
 */
export const useFixtureDatabase = (target: DatabaseTarget): (() => Database) => {
  let fresh: FreshDatabase | null = null;
  beforeAll(async () => {
    fresh = await (await target.start()).createDatabase();
    await writeRepositoryFixture(fresh.database);
  });
  afterAll(async () => {
    await fresh?.drop();
  });
  return () => {
    if (fresh === null) throw new Error('The fixture database is not ready (use it inside a test)');
    return fresh.database;
  };
};
