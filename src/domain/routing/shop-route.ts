import type { Locale } from '../shared/locale';
import { isCitySlug, type CitySlug } from '../city/city';
import { isAdminPath } from './admin-path';
import { readLangQuery } from './lang-query';
import { isOrderCodeSegment, isPageName, type FixedPageName } from './page-name';
import { localePrefix, splitCanonicalPath, takeLocalePrefix } from './path-segments';

export type { FixedPageName, PageName } from './page-name';
// The server answers 404 from this one module, so the admin check is offered here too.
export { isAdminPath } from './admin-path';

interface RouteBase {
  locale: Locale;
  city: CitySlug | null;
}

/** A page at a fixed address. */
export interface FixedPageRoute extends RouteBase {
  page: FixedPageName;
}

/** The order status page: its address names the order ('/order/{code}/'). */
export interface OrderStatusRoute extends RouteBase {
  page: 'order';
  orderCode: string;
}

/** A public storefront page as the URL names it. `city: null` means the URL has no city segment. */
export type ShopRoute = FixedPageRoute | OrderStatusRoute;

/**
 * Reads a storefront URL. null means "not found": unknown city or page, a missing
 * trailing slash, a wrong case, or a '?lang=' outside uk/en/ru. A valid '?lang=' overrides the prefix.
 */
export const parseShopPath = (pathname: string, search: string): ShopRoute | null => {
  const segments = splitCanonicalPath(pathname);
  if (segments === null) return null;
  const lang = readLangQuery(search);
  if (lang === 'invalid') return null;

  const { locale: prefixLocale, rest } = takeLocalePrefix(segments);
  const locale = lang === 'absent' ? prefixLocale : lang;
  let city: CitySlug | null = null;
  let remaining = rest;
  const [first, ...afterCity] = rest;
  if (first !== undefined && isCitySlug(first)) {
    city = first;
    remaining = afterCity;
  }

  if (remaining.length === 0) return { locale, city, page: 'home' };
  const [page, parameter] = remaining;
  // 'home' has no segment of its own: '/home/' would be a second address for '/'.
  if (remaining.length === 1 && page !== undefined && page !== 'home' && isPageName(page)) {
    return { locale, city, page };
  }
  if (remaining.length === 2 && page === 'order' && parameter !== undefined && isOrderCodeSegment(parameter)) {
    return { locale, city, page, orderCode: parameter };
  }
  return null;
};

/** The one canonical address of a route; the inverse of `parseShopPath` without '?lang='. */
export const buildShopPath = (route: ShopRoute): string => {
  const city = route.city === null ? '' : `/${route.city}`;
  const page = route.page === 'home' ? '' : route.page === 'order' ? `/order/${route.orderCode}` : `/${route.page}`;
  return `${localePrefix(route.locale)}${city}${page}/`;
};

/**
 * A known page asked for without its trailing slash redirects to the slashed path (the caller
 * keeps the query string). Anything else answers null: unknown paths stay 404, not redirect.
 */
export const canonicalRedirect = (pathname: string): string | null => {
  if (!pathname.startsWith('/') || pathname.endsWith('/')) return null;
  const slashed = `${pathname}/`;
  return parseShopPath(slashed, '') !== null || isAdminPath(slashed) ? slashed : null;
};
