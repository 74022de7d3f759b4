import { describe, expect, it } from 'vitest';
import type { ImageStorePort, StoredImageType } from '../../../../src/server/application/ports/image-store.port';
import type { ProcessedPhoto } from '../../../../src/server/application/ports/product-photos.port';
import { storePhotoFiles } from '../../../../src/server/application/support/store-photo-files';

/** Names each stored file by its order, so the test sees the rows take the store's names. */
class CountingStore implements ImageStorePort {
  readonly puts: { bytes: string; contentType: StoredImageType }[] = [];
  put(bytes: Buffer, contentType: StoredImageType): Promise<string> {
    this.puts.push({ bytes: bytes.toString(), contentType });
    return Promise.resolve(`stored-${this.puts.length}.${contentType === 'image/avif' ? 'avif' : 'webp'}`);
  }
  get(): Promise<null> {
    return Promise.resolve(null);
  }
  delete(): Promise<void> {
    return Promise.resolve();
  }
}

describe('storePhotoFiles', () => {
  it('puts every file and answers the variants under the names the store gave', async () => {
    const photo: ProcessedPhoto = {
      files: [
        { name: 'a.webp', width: 320, height: 320, contentType: 'image/webp', bytes: Buffer.from('small') },
        { name: 'b.avif', width: 320, height: 320, contentType: 'image/avif', bytes: Buffer.from('small avif') },
        { name: 'c.webp', width: 640, height: 640, contentType: 'image/webp', bytes: Buffer.from('wide') },
      ],
      variants: {
        webp: [
          { name: 'a.webp', width: 320, height: 320 },
          { name: 'c.webp', width: 640, height: 640 },
        ],
        avif: [{ name: 'b.avif', width: 320, height: 320 }],
      },
    };
    const store = new CountingStore();
    const stored = await storePhotoFiles(store, photo);
    expect(store.puts).toEqual([
      { bytes: 'small', contentType: 'image/webp' },
      { bytes: 'small avif', contentType: 'image/avif' },
      { bytes: 'wide', contentType: 'image/webp' },
    ]);
    expect(stored.variants).toEqual({
      webp: [
        { name: 'stored-1.webp', width: 320, height: 320 },
        { name: 'stored-3.webp', width: 640, height: 640 },
      ],
      avif: [{ name: 'stored-2.avif', width: 320, height: 320 }],
    });
    expect(stored.files.map((file) => file.name)).toEqual(['stored-1.webp', 'stored-2.avif', 'stored-3.webp']);
  });
});
