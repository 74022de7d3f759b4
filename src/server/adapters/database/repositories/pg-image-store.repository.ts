import type { ImageStorePort, StoredImage, StoredImageType } from '../../../application/ports/image-store.port';
import { contentHashedName, imageTypeOfName } from '../../images/content-hashed-name';
import type { Queryable } from '../database';

/**
 * Uploaded pictures as bytea rows of photo_files (migration 0025), for shops whose instances run on
 * machines that share no disk: every instance on one DATABASE_URL serves what any of them received
 * (UPLOAD_STORE=database, architecture/uploads.md). A row is written once (ON CONFLICT DO NOTHING):
 * equal bytes have an equal name.
 */
export class PgImageStore implements ImageStorePort {
  constructor(private readonly database: Queryable) {}

  async put(bytes: Buffer, contentType: StoredImageType): Promise<string> {
    const name = contentHashedName(bytes, contentType);
    await this.database.query(
      'INSERT INTO photo_files (name, content_type, bytes, created_at) VALUES ($1, $2, $3, now()) ON CONFLICT (name) DO NOTHING',
      [name, contentType, bytes],
    );
    return name;
  }

  /** Which of these names the table does not hold. */
  async missing(names: readonly string[]): Promise<string[]> {
    const found = await this.database.query<{ name: string }>(
      'SELECT name FROM photo_files WHERE name = ANY($1::text[])',
      [names],
    );
    const held = new Set(found.rows.map((row) => row.name));
    return names.filter((name) => !held.has(name));
  }

  async get(name: string): Promise<StoredImage | null> {
    if (imageTypeOfName(name) === null) return null;
    const result = await this.database.query<{ content_type: StoredImageType; bytes: Buffer }>(
      'SELECT content_type, bytes FROM photo_files WHERE name = $1',
      [name],
    );
    const row = result.rows[0];
    return row === undefined ? null : { contentType: row.content_type, bytes: row.bytes };
  }

  async delete(name: string): Promise<void> {
    await this.database.query('DELETE FROM photo_files WHERE name = $1', [name]);
  }
}
