import type { Database } from '../adapters/database/database';
import { PgImageStore } from '../adapters/database/repositories/pg-image-store.repository';
import { FolderImageStore } from '../adapters/uploads/folder-image-store.adapter';
import type { ImageStorePort } from '../application/ports/image-store.port';
import type { LoggerPort } from '../application/ports/logger.port';
import { ImageStoreWithFallback } from '../application/support/image-store-with-fallback';
import type { UploadStoreKind } from '../config/config.types';

/**
 * UPLOAD_STORE's image store (architecture/uploads.md): the uploads folder by default, PostgreSQL
 * for instances that share no disk. Either reads through to the other, so pictures stored before
 * the choice changed (every photo uploaded before the folder store existed sits in PostgreSQL)
 * are still served; the database store also takes the folder's pictures in at start.
 */
export const composeImageStore = async (deps: {
  readonly kind: UploadStoreKind;
  readonly database: Database;
  readonly uploadsDir: string;
  readonly logger: LoggerPort;
}): Promise<ImageStorePort> => {
  const folder = new FolderImageStore(deps.uploadsDir);
  const database = new PgImageStore(deps.database);
  if (deps.kind === 'folder') return new ImageStoreWithFallback(folder, database);
  await copyFolderIntoDatabase(folder, database, deps.logger);
  return new ImageStoreWithFallback(database, folder);
};

/**
 * A shop moving to UPLOAD_STORE=database brings along what its folder holds: each instance copies
 * the pictures the table lacks at start (equal names are equal bytes, so instances copying the
 * same file at once do no harm). After that, instances that share no disk serve them all.
 */
const copyFolderIntoDatabase = async (
  folder: FolderImageStore,
  database: PgImageStore,
  logger: LoggerPort,
): Promise<void> => {
  const missing = await database.missing(await folder.names());
  for (const name of missing) {
    const image = await folder.get(name);
    if (image !== null) await database.put(image.bytes, image.contentType);
  }
  if (missing.length > 0)
    logger.info('Uploaded pictures copied from the uploads folder into the database', { files: missing.length });
};
