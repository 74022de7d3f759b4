import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locale';

/**
 * Splits a canonical path ('/a/b/') into its segments. Paths without the trailing slash or with
 * empty segments ('//') are not canonical and answer null, so every caller gets the same strictness.
 */
export const splitCanonicalPath = (pathname: string): string[] | null => {
  if (!pathname.startsWith('/') || !pathname.endsWith('/')) return null;
  if (pathname === '/') return [];
  const segments = pathname.slice(1, -1).split('/');
  return segments.some((segment) => segment === '') ? null : segments;
};

/** The default locale has no prefix: '/uk/' is not an alias, it is an unknown path. */
export const PREFIXED_LOCALES: readonly Locale[] = ['en', 'ru'];

/** Peels an optional '/en' or '/ru' prefix off the segments. */
export const takeLocalePrefix = (segments: readonly string[]): { locale: Locale; rest: string[] } => {
  const [first, ...rest] = segments;
  if (first !== undefined && isLocale(first) && PREFIXED_LOCALES.includes(first)) {
    return { locale: first, rest };
  }
  return { locale: DEFAULT_LOCALE, rest: [...segments] };
};

export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
