import type { CitySlug } from '../../../../domain/city/city';
import { parseShopPath } from '../../../../domain/routing/shop-route';
import { withoutClosedSushiPage } from '../../../../domain/routing/sushi-page.rule';

const SUSHI_SEGMENT = 'sushi/';

/**
 * The server's side of the domain's sushi-page rule, on paths: '/kyiv/sushi/' → '/kyiv/',
 * '/en/sushi/' → '/en/'. Answers the path to redirect to, or null to leave the URL alone. The
 * locale prefix is kept as written, and the caller keeps the query string.
 */
export const sushiPageRedirect = (
  pathname: string,
  search: string,
  isSushiEnabled: (city: CitySlug) => boolean | null,
): string | null => {
  const route = parseShopPath(pathname, search);
  if (route === null || withoutClosedSushiPage(route, isSushiEnabled) === route) return null;
  // A parsed page path is canonical: it ends with the page segment and its slash.
  return pathname.endsWith(SUSHI_SEGMENT) ? pathname.slice(0, -SUSHI_SEGMENT.length) : null;
};
