import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { PgImageStore } from '../../../src/server/adapters/database/repositories/pg-image-store.repository';
import { FolderImageStore } from '../../../src/server/adapters/uploads/folder-image-store.adapter';
import { ImageStoreWithFallback } from '../../../src/server/application/support/image-store-with-fallback';
import { Database } from '../../../src/server/adapters/database/database';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';
import { makeTempDir, removeDir } from '../support/temp-dir';
import { describeImageStoreContract, type ImageStoreSubject } from './support/image-store.contract';

/** Each store on its own, run through the same contract (architecture/uploads.md). */

describe('the uploads folder', () => {
  let root = '';
  beforeEach(async () => {
    root = await makeTempDir('image-store');
  });
  afterEach(async () => {
    await removeDir(root);
  });
  // Two instances sharing DATA_DIR: two stores on one folder.
  describeImageStoreContract('folder', () => ({
    store: new FolderImageStore(join(root, 'uploads')),
    sibling: new FolderImageStore(join(root, 'uploads')),
  }));

  it('leaves no temporary file behind, and a half-written one left by a crash is never served', async () => {
    const store = new FolderImageStore(join(root, 'uploads'));
    const bytes = Buffer.from('a picture, say');
    const name = await store.put(bytes, 'image/webp');
    expect(await readdir(join(root, 'uploads'))).toEqual([name]);
    // What a crash between write and rename leaves: the temporary file, never the real name.
    const other = 'f'.repeat(32) + '.webp';
    await writeFile(join(root, 'uploads', `.${other}.abc123.tmp`), 'half a pict');
    expect(await store.get(other)).toBeNull();
    expect(await store.get(`.${other}.abc123.tmp`)).toBeNull();
  });
});

describe.each(databaseTargets())('PostgreSQL image stores on $name PostgreSQL', (target) => {
  let server: TestServer;
  let fresh: FreshDatabase;
  let second: Database;
  let root = '';
  beforeAll(async () => {
    server = await target.start();
    fresh = await server.createDatabase();
    await runMigrations(fresh.database, SHOP_MIGRATIONS);
    second = new Database({ connectionString: fresh.connectionString, maxConnections: 2 });
  });
  afterAll(async () => {
    await second.close();
    await fresh.drop();
    await server.stop();
  });
  beforeEach(async () => {
    root = await makeTempDir('image-store-pg');
  });
  afterEach(async () => {
    await removeDir(root);
  });

  // Two instances on one DATABASE_URL, sharing nothing else: two stores on two connection pools.
  const database = (): ImageStoreSubject => ({
    store: new PgImageStore(fresh.database),
    sibling: new PgImageStore(second),
  });
  describeImageStoreContract('database', database);

  // What the shop composes: the folder first, PostgreSQL behind it (and the other way round).
  describeImageStoreContract('folder reading through to PostgreSQL', () => ({
    store: new ImageStoreWithFallback(new FolderImageStore(root), new PgImageStore(fresh.database)),
    sibling: new ImageStoreWithFallback(new FolderImageStore(root), new PgImageStore(second)),
  }));
  describeImageStoreContract('PostgreSQL reading through to a folder', () => ({
    store: new ImageStoreWithFallback(new PgImageStore(fresh.database), new FolderImageStore(root)),
    sibling: new ImageStoreWithFallback(new PgImageStore(second), new FolderImageStore(join(root, 'elsewhere'))),
  }));

  it('a folder store still serves a picture an earlier version kept in PostgreSQL, and stores new ones only in the folder', async () => {
    const old = Buffer.from('uploaded before the folder store existed');
    const oldName = await new PgImageStore(fresh.database).put(old, 'image/webp');
    const store = new ImageStoreWithFallback(new FolderImageStore(root), new PgImageStore(fresh.database));
    expect((await store.get(oldName))?.bytes.equals(old)).toBe(true);
    const fresher = await store.put(Buffer.from('uploaded now'), 'image/avif');
    expect(await readdir(root)).toEqual([fresher]);
    const inDatabase = await fresh.database.query('SELECT 1 FROM photo_files WHERE name = $1', [fresher]);
    expect(inDatabase.rowCount).toBe(0);
  });
});
