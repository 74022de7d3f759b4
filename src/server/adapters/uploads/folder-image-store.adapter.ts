import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageStorePort, StoredImage, StoredImageType } from '../../application/ports/image-store.port';
import { contentHashedName, IMAGE_NAME, imageTypeOfName } from '../images/content-hashed-name';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';
const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Uploaded pictures as files in a folder, DATA_DIR/uploads by default (architecture/uploads.md).
 * Instances that share the folder (one DATA_DIR on a shared disk) serve each other's uploads.
 * A file is written under a temporary name, flushed to disk and renamed into place: a rename is
 * atomic, so a crash leaves a stray temporary file, never a half-written image under its real name;
 * two instances writing the same picture at once both rename equal bytes onto one name.
 */
export class FolderImageStore implements ImageStorePort {
  constructor(readonly root: string) {}

  async put(bytes: Buffer, contentType: StoredImageType): Promise<string> {
    const name = contentHashedName(bytes, contentType);
    const target = join(this.root, name);
    // Only ever renamed into place whole, so a file under the name already holds these bytes.
    if (await exists(target)) return name;
    await mkdir(this.root, { recursive: true });
    const scratch = join(this.root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    const file = await open(scratch, 'wx', 0o644);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(scratch, target);
    } catch (error) {
      await unlink(scratch).catch(() => undefined);
      throw error;
    }
    return name;
  }

  /** The names of the images in the folder (the demo's pictures and temporary files are none). */
  async names(): Promise<string[]> {
    try {
      return (await readdir(this.root)).filter((name) => IMAGE_NAME.test(name));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async get(name: string): Promise<StoredImage | null> {
    const contentType = imageTypeOfName(name);
    if (contentType === null) return null;
    try {
      return { contentType, bytes: await readFile(join(this.root, name)) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    if (imageTypeOfName(name) === null) return;
    await unlink(join(this.root, name)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}
