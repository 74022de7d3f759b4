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

/** A stored file as served. */
export interface PhotoFile {
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** Where photos live: shared by every instance on the database. Each write is one transaction with its change-log line. */
export interface ProductPhotosPort {
  /** Stores the files (kept if already there) and makes the photo the product's; `cityId` says whose view of it to answer. */
  attach(
    iikoId: string,
    photo: ProcessedPhoto,
    cityId: CityId,
    context: StaffProductChangeContext,
  ): Promise<ProductPhotoWriteOutcome>;
  /** The product shows its default picture again; its files stay for the carts that link them. */
  detach(iikoId: string, cityId: CityId, context: StaffProductChangeContext): Promise<ProductPhotoWriteOutcome>;
  /** A file by its name; null when there is none. */
  readFile(name: string): Promise<PhotoFile | null>;
}
