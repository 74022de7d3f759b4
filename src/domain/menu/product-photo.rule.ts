import { err, ok, type Result } from '../shared/result';

/*
 * Product photos staff upload (architecture/admin-menu.md, "Photos"). The browser checks a file
 * with these rules before sending it, for an instant answer; the server checks again, reading the
 * image's real format from its bytes, never its name or declared type.
 */

/** 10 MB: a phone's full-size photo fits, a burst of them cannot exhaust the server's memory. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The formats staff may upload; anything else, even a real image (GIF, TIFF, SVG), is refused. */
export const PHOTO_UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PhotoUploadFormat = (typeof PHOTO_UPLOAD_FORMATS)[number];

/** The MIME types the file picker offers (the server still reads the bytes). */
export const PHOTO_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Widths the storefront picks from: a phone's card at 1x, 2x, and a desktop card at 2x–3x. */
export const PHOTO_WIDTHS = [320, 640, 960] as const;

/** A photo narrower than this is too small to look sharp on any card. */
export const PHOTO_MIN_WIDTH = 160;

/** More pixels than a 48-megapixel camera gives is refused before decoding (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 50_000_000;

export const PHOTO_UPLOAD_PROBLEMS = [
  'empty',
  'too-big',
  'unsupported-type',
  'not-an-image',
  'too-small',
  'too-many-pixels',
] as const;
export type PhotoUploadProblem = (typeof PHOTO_UPLOAD_PROBLEMS)[number];

export const isPhotoUploadFormat = (format: string): format is PhotoUploadFormat =>
  (PHOTO_UPLOAD_FORMATS as readonly string[]).includes(format);

/** What can be said of a file before reading its pixels: its size and (in the browser) its declared type. */
export const checkPhotoFile = (file: {
  readonly byteLength: number;
  readonly mimeType?: string;
}): Result<null, 'empty' | 'too-big' | 'unsupported-type'> => {
  if (file.byteLength === 0) return err('empty');
  if (file.byteLength > PHOTO_MAX_BYTES) return err('too-big');
  if (
    file.mimeType !== undefined &&
    file.mimeType !== '' &&
    !(PHOTO_UPLOAD_MIME_TYPES as readonly string[]).includes(file.mimeType)
  )
    return err('unsupported-type');
  return ok(null);
};

/** What the decoder read from the bytes: the format and the size as the photo is shown (after EXIF rotation). */
export interface DecodedPhotoFacts {
  /** The decoder's word: 'jpeg', 'png', 'webp', 'gif', 'svg', … */
  readonly format: string;
  readonly width: number;
  readonly height: number;
}

export const checkDecodedPhoto = (
  facts: DecodedPhotoFacts,
): Result<PhotoUploadFormat, 'unsupported-type' | 'too-small' | 'too-many-pixels'> => {
  if (!isPhotoUploadFormat(facts.format)) return err('unsupported-type');
  if (facts.width * facts.height > PHOTO_MAX_PIXELS) return err('too-many-pixels');
  if (Math.min(facts.width, facts.height) < PHOTO_MIN_WIDTH) return err('too-small');
  return ok(facts.format);
};

/**
 * The widths to make of a photo `width` pixels wide: each standard width it reaches, never an
 * upscaled one; a photo narrower than the first standard width is kept at its own width.
 */
export const photoVariantWidths = (width: number): readonly number[] => {
  const reached = PHOTO_WIDTHS.filter((each) => each <= width);
  return reached.length > 0 ? reached : [Math.floor(width)];
};

/** AVIF is kept only where it pays: smaller than the WebP of the same width (older browsers get the WebP anyway). */
export const avifPays = (avifBytes: number, webpBytes: number): boolean => avifBytes < webpBytes;

/** A variant's height at `width`, keeping the photo's proportions as the resizer rounds them. */
export const scaledHeight = (original: { readonly width: number; readonly height: number }, width: number): number =>
  Math.max(1, Math.round((original.height * width) / original.width));
