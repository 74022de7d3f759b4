import { DEFAULT_CITY, type CitySlug } from '../../../../domain/city/city';
import { parseShopPath } from '../../../../domain/routing/shop-route';

const SUSHI_SEGMENT = 'sushi/';

/**
 * decisions.md: sushi is a per-city setting, and where it is off the sushi page redirects to the
 * city's home page ('/kyiv/sushi/' → '/kyiv/', '/en/sushi/' → '/en/' for the default city Lviv).
 * Answers the path to redirect to, or null to leave the URL alone. The locale prefix is kept as
 * written, and the caller keeps the query string. `isSushiEnabled` answers null for a city it
 * does not know yet (cities not loaded): then nothing is redirected.
 */
export const sushiPageRedirect = (
  pathname: string,
  search: string,
  isSushiEnabled: (city: CitySlug) => boolean | null,
): string | null => {
  const route = parseShopPath(pathname, search);
  if (route === null || route.page !== 'sushi') return null;
  if (isSushiEnabled(route.city ?? DEFAULT_CITY) !== false) return null;
  // A parsed page path is canonical: it ends with the page segment and its slash.
  return pathname.endsWith(SUSHI_SEGMENT) ? pathname.slice(0, -SUSHI_SEGMENT.length) : null;
};
