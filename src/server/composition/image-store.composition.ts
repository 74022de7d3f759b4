import type { Database } from '../adapters/database/database';
import { PgImageStore } from '../adapters/database/repositories/pg-image-store.repository';
import { FolderImageStore } from '../adapters/uploads/folder-image-store.adapter';
import type { ImageStorePort } from '../application/ports/image-store.port';
import { ImageStoreWithFallback } from '../application/support/image-store-with-fallback';
import type { UploadStoreKind } from '../config/config.types';

/**
 * UPLOAD_STORE's image store (architecture/uploads.md): the uploads folder by default, PostgreSQL
 * for instances that share no disk. Either reads through to the other, so pictures stored before
 * the choice changed (every photo uploaded before the folder store existed sits in PostgreSQL)
 * are still served.
 */
export const composeImageStore = (deps: {
  readonly kind: UploadStoreKind;
  readonly database: Database;
  readonly uploadsDir: string;
}): ImageStorePort => {
  const folder = new FolderImageStore(deps.uploadsDir);
  const database = new PgImageStore(deps.database);
  return deps.kind === 'database'
    ? new ImageStoreWithFallback(database, folder)
    : new ImageStoreWithFallback(folder, database);
};
