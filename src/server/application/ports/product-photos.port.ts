import type { CityId } from '../../../domain/city/city';
import type { PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import type { StaffMenuProductRecord } from './staff-menu.port';
import type { StaffProductChangeContext } from './staff-products.port';
import type { StoredPhotoVariant, StoredPhotoVariants } from './stored-photo.types';

export type { StoredPhotoVariant, StoredPhotoVariants } from './stored-photo.types';

/** One encoded file, ready to store and serve. */
export interface EncodedPhotoFile extends StoredPhotoVariant {
  readonly contentType: 'image/webp' | 'image/avif';
  readonly bytes: Buffer;
}

export interface ProcessedPhoto {
  readonly files: readonly EncodedPhotoFile[];
  readonly variants: StoredPhotoVariants;
}

export type PhotoProcessingOutcome =
  | { readonly kind: 'processed'; readonly photo: ProcessedPhoto }
  | { readonly kind: 'refused'; readonly problem: PhotoUploadProblem };

/**
 * Reads an uploaded file as an image (its real format from its bytes), turns it upright by its
 * EXIF orientation, drops its metadata and encodes the sizes the storefront uses. Works off the
 * event loop.
 */
export interface PhotoProcessorPort {
  process(bytes: Buffer): Promise<PhotoProcessingOutcome>;
}

export type ProductPhotoWriteOutcome =
  { readonly kind: 'saved'; readonly product: StaffMenuProductRecord } | { readonly kind: 'not-found' };

/**
 * Which photo each product shows, shared by every instance on the database; the files themselves are
 * in the image store (image-store.port.ts). Each write is one transaction with its change-log line.
 */
export interface ProductPhotosPort {
  /** Makes the photo (its files already stored) the product's; `cityId` says whose view of it to answer. */
  attach(
    iikoId: string,
    photo: ProcessedPhoto,
    cityId: CityId,
    context: StaffProductChangeContext,
  ): Promise<ProductPhotoWriteOutcome>;
  /** The product shows its default picture again; its files stay for the carts that link them. */
  detach(iikoId: string, cityId: CityId, context: StaffProductChangeContext): Promise<ProductPhotoWriteOutcome>;
}
