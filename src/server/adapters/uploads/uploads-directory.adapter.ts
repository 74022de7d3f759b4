import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeUploadName } from '../../application/catalogue/upload-file-name.rule';

/** DATA_DIR/uploads: product photos and banner images, served at /api/uploads/{name}. */
export class UploadsDirectory {
  constructor(readonly root: string) {}

  async ensureExists(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /**
   * Writes the file unless one with that name exists already (an admin may have replaced it).
   * The content goes to a temporary file first and is linked into place, so a crash never leaves
   * a half-written image under the real name.
   */
  async writeIfMissing(name: string, content: string | Buffer): Promise<boolean> {
    if (!isSafeUploadName(name)) throw new Error(`Refusing to store an upload named '${name}'`);
    await this.ensureExists();
    const target = join(this.root, name);
    const scratch = join(this.root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(scratch, content, { mode: 0o644 });
    try {
      await link(scratch, target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(scratch).catch(() => undefined);
    }
  }
}
