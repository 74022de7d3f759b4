import type { PhotoVariantDto, ProductPhotoDto } from '../../../domain/shop-api/product-photo.contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
// Only the shop's own photo addresses: a variant pointing elsewhere is left out.
const isVariant = (value: unknown): value is PhotoVariantDto =>
  isObject(value) &&
  typeof value.url === 'string' &&
  value.url.startsWith('/api/photos/') &&
  isSize(value.width) &&
  isSize(value.height);
const variantsIn = (value: unknown): readonly PhotoVariantDto[] =>
  Array.isArray(value) ? value.filter(isVariant).map(({ url, width, height }) => ({ url, width, height })) : [];

/** An answer's photo; null when there is none or nothing usable in it (the default picture shows). */
export const readProductPhoto = (value: unknown): ProductPhotoDto | null => {
  if (!isObject(value)) return null;
  const webp = variantsIn(value.webp);
  return webp.length === 0 ? null : { webp, avif: variantsIn(value.avif) };
};
