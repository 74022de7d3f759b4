import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { localePrefix, PREFIXED_LOCALES } from './path-segments';

const prefixOf = (pathname: string): Locale | undefined =>
  PREFIXED_LOCALES.find((candidate) => pathname === `/${candidate}` || pathname.startsWith(`/${candidate}/`));

/**
 * The same path in another language, for any path (shop, admin or unknown): the locale prefix is
 * swapped and the rest kept, so a language switch on a 404 page stays on that 404 page.
 */
export const relocalizePath = (pathname: string, locale: Locale): string => {
  const prefix = prefixOf(pathname);
  const rest = prefix === undefined ? pathname : pathname.slice(prefix.length + 1) || '/';
  return `${localePrefix(locale)}${rest}`;
};

/** The language a path asks for by its prefix, for pages that are not routes (404). */
export const localeOfPath = (pathname: string): Locale => prefixOf(pathname) ?? DEFAULT_LOCALE;
