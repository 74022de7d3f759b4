import type { ImageStorePort } from '../ports/image-store.port';
import type { ProcessedPhoto, StoredPhotoVariant } from '../ports/product-photos.port';

/**
 * Puts every encoded file of a photo into the image store and answers the photo with the names the
 * store gave them, so the rows written next name exactly what the store holds. The files go in
 * before the rows: should the rows' transaction fail, the store keeps files nobody names, which
 * costs only their room; a row never names a file that is not there.
 */
export const storePhotoFiles = async (store: ImageStorePort, photo: ProcessedPhoto): Promise<ProcessedPhoto> => {
  const stored = new Map<string, string>();
  for (const file of photo.files) stored.set(file.name, await store.put(file.bytes, file.contentType));
  const renamed = (variant: StoredPhotoVariant): StoredPhotoVariant => ({
    ...variant,
    name: stored.get(variant.name) ?? variant.name,
  });
  return {
    files: photo.files.map((file) => ({ ...file, name: stored.get(file.name) ?? file.name })),
    variants: { webp: photo.variants.webp.map(renamed), avif: photo.variants.avif.map(renamed) },
  };
};
