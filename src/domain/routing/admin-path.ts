import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { localePrefix, PREFIXED_LOCALES, splitCanonicalPath, takeLocalePrefix } from './path-segments';

/**
 * Admin sections, relative to '/admin/' ('' is the dashboard, the orders board). Coupons, callbacks
 * and the change log have sections of their own besides the ones the storefront's staff always had.
 */
export const ADMIN_SECTIONS = [
  '',
  'login',
  'burgers',
  'burgers/menu',
  'burgers/crafts',
  'burgers/combos',
  'sushi',
  'sushi/sets',
  'sushi/rolls',
  'sushi/burgers',
  'addition',
  'drinks',
  'alcohol',
  'sauces',
  'others',
  'accounts',
  'delivery',
  'content',
  'site-management',
  'banners',
  'banners/burgers',
  'banners/sushi',
  'coupons',
  'callbacks',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export interface AdminRoute {
  locale: Locale;
  section: AdminSection;
}

const isAdminSection = (value: string): value is AdminSection => (ADMIN_SECTIONS as readonly string[]).includes(value);

/** Parses '/admin/…/' with or without a locale prefix; null when it is not a known admin page. */
export const parseAdminPath = (pathname: string): AdminRoute | null => {
  const segments = splitCanonicalPath(pathname);
  if (segments === null) return null;
  const { locale, rest } = takeLocalePrefix(segments);
  const [root, ...section] = rest;
  if (root !== 'admin') return null;
  const joined = section.join('/');
  return isAdminSection(joined) ? { locale, section: joined } : null;
};

export const isAdminPath = (pathname: string): boolean => parseAdminPath(pathname) !== null;

/** Anything under '/admin' (with or without a locale prefix), known section or not: never for search engines. */
export const isAdminArea = (pathname: string): boolean => {
  const [first = '', second] = pathname.split('/').slice(1);
  const prefixed = (PREFIXED_LOCALES as readonly string[]).includes(first);
  return (prefixed ? second : first) === 'admin';
};

export const buildAdminPath = (section: AdminSection, locale: Locale = DEFAULT_LOCALE): string =>
  `${localePrefix(locale)}/admin/${section === '' ? '' : `${section}/`}`;
