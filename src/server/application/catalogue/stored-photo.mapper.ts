import {
  photoLinkOf,
  type PhotoVariantDto,
  type ProductPhotoDto,
} from '../../../domain/shop-api/product-photo.contract';
import type { StoredPhotoVariant, StoredPhotoVariants } from '../ports/product-photos.port';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isVariant = (value: unknown): value is StoredPhotoVariant =>
  isObject(value) && typeof value.name === 'string' && Number.isInteger(value.width) && Number.isInteger(value.height);
const variantsIn = (value: unknown): readonly StoredPhotoVariant[] =>
  Array.isArray(value) ? value.filter(isVariant) : [];

/** The variants column as read from the database (jsonb); null when there is no usable photo in it. */
export const storedPhotoVariantsOf = (value: unknown): StoredPhotoVariants | null => {
  if (!isObject(value)) return null;
  const webp = variantsIn(value.webp);
  return webp.length === 0 ? null : { webp, avif: variantsIn(value.avif) };
};

const dtoOf = (variant: StoredPhotoVariant): PhotoVariantDto => ({
  url: photoLinkOf(variant.name),
  width: variant.width,
  height: variant.height,
});

export const productPhotoDtoOf = (variants: StoredPhotoVariants): ProductPhotoDto => ({
  webp: variants.webp.map(dtoOf),
  avif: variants.avif.map(dtoOf),
});
