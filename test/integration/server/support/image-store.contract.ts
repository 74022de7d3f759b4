import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImageStorePort, StoredImageType } from '../../../../src/server/application/ports/image-store.port';

/** A store under test, fresh for each test, and a second handle on the same storage (another instance). */
export interface ImageStoreSubject {
  readonly store: ImageStorePort;
  readonly sibling: ImageStorePort;
}

const someImage = (): Buffer => randomBytes(2_000 + Math.floor(Math.random() * 3_000));
const hashName = (bytes: Buffer, extension: string): string =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;

/**
 * What every image store promises (architecture/uploads.md), run against each adapter: the folder
 * and PostgreSQL must be interchangeable behind UPLOAD_STORE.
 */
export const describeImageStoreContract = (name: string, subject: () => ImageStoreSubject): void => {
  describe(`the image store contract: ${name}`, () => {
    it.each<[StoredImageType, string]>([
      ['image/webp', 'webp'],
      ['image/avif', 'avif'],
    ])('names %s bytes by their hash and gives them back byte for byte', async (contentType, extension) => {
      const bytes = someImage();
      const stored = await subject().store.put(bytes, contentType);
      expect(stored).toBe(hashName(bytes, extension));
      const read = await subject().store.get(stored);
      expect(read?.contentType).toBe(contentType);
      expect(read?.bytes.equals(bytes)).toBe(true);
    });

    it('keeps one copy of equal bytes, also when two instances store them at once', async () => {
      const bytes = someImage();
      const { store, sibling } = subject();
      const names = await Promise.all(
        Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? store : sibling).put(bytes, 'image/webp')),
      );
      expect(new Set(names).size).toBe(1);
      expect((await store.get(names[0] ?? ''))?.bytes.equals(bytes)).toBe(true);
    });

    it('serves on one instance what the other stored', async () => {
      const bytes = someImage();
      const { store, sibling } = subject();
      const stored = await store.put(bytes, 'image/webp');
      expect((await sibling.get(stored))?.bytes.equals(bytes)).toBe(true);
    });

    it('answers null for a name it does not hold and for names that are no image names', async () => {
      const { store } = subject();
      await store.put(someImage(), 'image/webp');
      expect(await store.get(hashName(someImage(), 'webp'))).toBeNull();
      for (const name of ['../pg-password', '..%2Fx.webp', 'burger-classic.svg', '', 'ABCDEF.webp', '0'.repeat(32)])
        expect(await store.get(name), name).toBeNull();
    });

    it('forgets a deleted image, and deleting what is not there changes nothing', async () => {
      const { store, sibling } = subject();
      const kept = await store.put(someImage(), 'image/webp');
      const gone = await store.put(someImage(), 'image/avif');
      await sibling.delete(gone);
      expect(await store.get(gone)).toBeNull();
      await store.delete(gone);
      await store.delete('../../etc/passwd');
      expect(await store.get(kept)).not.toBeNull();
    });

    it('stores many different pictures side by side', async () => {
      const { store } = subject();
      const pictures = Array.from({ length: 12 }, someImage);
      const names = await Promise.all(pictures.map((bytes) => store.put(bytes, 'image/webp')));
      expect(new Set(names).size).toBe(pictures.length);
      for (const [index, stored] of names.entries())
        expect((await store.get(stored))?.bytes.equals(pictures[index] as Buffer)).toBe(true);
    });
  });
};
