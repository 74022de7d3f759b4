import { isLocale, type Locale } from '../shared/locale';

/** Name kept from the original shop so returning visitors keep their language. */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
/** 365 days, in seconds as cookie Max-Age wants it. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The stored language choice, or null. The browser's own language is deliberately never consulted
 *: the URL decides, the cookie only remembers what the visitor picked.
 */
export const localeFromCookie = (value: string | null | undefined): Locale | null => (isLocale(value) ? value : null);
