import { err, ok, type Result } from '../shared/result';
import type { Locale } from '../shared/locale';

/*
 * Banner pictures (architecture/admin-banners.md). They go through the product photos' pipeline
 * (the same formats, 10 MB and pixel limits, WebP and AVIF files named by their hash), at widths
 * of their own: a banner spans the page, so it is made for a phone's screen at 2x and a desktop's.
 */

/** A phone at 2x, a desktop slider at 1x–2x, a wide screen at 2x. */
export const BANNER_WIDTHS = [640, 1280, 1920] as const;

/** Narrower than a phone at 2x would look blurred on every screen. */
export const BANNER_MIN_WIDTH = 640;
export const BANNER_MIN_HEIGHT = 160;

/**
 * The widths to make of a picture `width` pixels wide: every standard width below it and the
 * picture's own width (at most the widest standard), never an upscaled one, narrowest first.
 */
export const bannerVariantWidths = (width: number): readonly number[] => {
  const own = Math.min(Math.floor(width), BANNER_WIDTHS[BANNER_WIDTHS.length - 1] as number);
  return [...BANNER_WIDTHS.filter((each) => each < own), own];
};

export const checkBannerSize = (size: {
  readonly width: number;
  readonly height: number;
}): Result<null, 'too-small'> =>
  size.width < BANNER_MIN_WIDTH || size.height < BANNER_MIN_HEIGHT ? err('too-small') : ok(null);

/** The picture a customer sees: their language's own where the banner has one, else the main picture. */
export const bannerPictureFor = <T>(
  main: T,
  perLocale: Partial<Record<Locale, T | null>> | undefined,
  locale: Locale,
): T => perLocale?.[locale] ?? main;
