/** The shapes of a product's uploaded photo on the wire (architecture/admin-menu.md, "Photos"). */

/** One encoded size of a photo, at an immutable address (its name holds a hash of its bytes). */
export interface PhotoVariantDto {
  /** '/api/photos/{hash}.webp' */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A photo staff uploaded: WebP at each width the original reached (narrowest first), and AVIF at
 * the widths where it came out smaller than the WebP (possibly none). Every variant has the same
 * proportions, so `width`/`height` of the widest one size the <img> before it loads.
 */
export interface ProductPhotoDto {
  readonly webp: readonly PhotoVariantDto[];
  readonly avif: readonly PhotoVariantDto[];
}

/** Where the API serves a photo variant: GET /api/photos/{name}. */
export const photoLinkOf = (name: string): string => `/api/photos/${encodeURIComponent(name)}`;

/** `srcset` of a list of variants: "url 320w, url 640w". */
export const srcSetOf = (variants: readonly PhotoVariantDto[]): string =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** The widest WebP: the `src` of browsers without srcset, link previews and structured data. */
export const widestVariant = (photo: ProductPhotoDto): PhotoVariantDto | undefined => photo.webp.at(-1);

/** The narrowest WebP: enough for a thumbnail (cart line) and kept with the cart. */
export const narrowestVariant = (photo: ProductPhotoDto): PhotoVariantDto | undefined => photo.webp[0];
