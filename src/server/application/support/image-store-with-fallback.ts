import type { ImageStorePort, StoredImage, StoredImageType } from '../ports/image-store.port';

/**
 * The configured store, reading through to the other one for names it does not hold: pictures
 * uploaded before a shop moved from one store to the other (PostgreSQL before the folder existed,
 * or the folder before UPLOAD_STORE=database) keep being served without being copied. New
 * pictures go only to the configured store; a delete reaches both.
 */
export class ImageStoreWithFallback implements ImageStorePort {
  constructor(
    private readonly primary: ImageStorePort,
    private readonly fallback: ImageStorePort,
  ) {}

  put(bytes: Buffer, contentType: StoredImageType): Promise<string> {
    return this.primary.put(bytes, contentType);
  }

  async get(name: string): Promise<StoredImage | null> {
    return (await this.primary.get(name)) ?? this.fallback.get(name);
  }

  async delete(name: string): Promise<void> {
    await Promise.all([this.primary.delete(name), this.fallback.delete(name)]);
  }
}
