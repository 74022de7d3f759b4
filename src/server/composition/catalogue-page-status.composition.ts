import type { CityDirectory } from '../application/catalogue/support/city-directory';
import { sushiPageRedirect } from '../application/catalogue/support/sushi-page.rule';
import type { PageStatusResolver } from '../http/static/page-status';
import { resolveShopPageStatus } from '../http/static/shop-page-status';

/**
 * The storefront's page statuses with the database's say on sushi: the pure routing rule first
 * (unknown pages 404, missing slashes 301), then, for a sushi page, the city's sushi switch from
 * the cached cities. The redirect is temporary (302): staff can switch sushi back on, and a cached
 * 301 would keep customers away from the page after that.
 */
export const createCataloguePageStatus =
  (cities: Pick<CityDirectory, 'peek'>): PageStatusResolver =>
  (pathname, search) => {
    const status = resolveShopPageStatus(pathname, search);
    if (status !== 200) return status;
    const redirect = sushiPageRedirect(pathname, search, (slug) => {
      const city = cities.peek()?.find((candidate) => candidate.slug === slug);
      return city === undefined ? null : city.sushiEnabled;
    });
    return redirect === null ? status : { redirect, temporary: true };
  };
