import { CITY_SLUGS, type CitySlug } from '../city/city';
import { LOCALES } from '../shared/locale';
import { isIndexablePage } from './document-head';
import { PAGE_NAMES } from './page-name';
import type { ShopRoute } from './shop-route';
import { withoutClosedSushiPage } from './sushi-page.rule';

/**
 * Every storefront address search engines should know: each indexable page in every language,
 * at the city-less address (the default city's, which the shop links everywhere) and under each
 * city's segment. A sushi page is left out where the city has sushi switched off, since it only
 * redirects there.
 */
export const sitemapRoutes = (isSushiEnabled: (city: CitySlug) => boolean): ShopRoute[] => {
  const routes: ShopRoute[] = [];
  for (const locale of LOCALES) {
    for (const city of [null, ...CITY_SLUGS]) {
      for (const page of PAGE_NAMES) {
        const route: ShopRoute = { locale, city, page };
        if (isIndexablePage(page) && withoutClosedSushiPage(route, isSushiEnabled) === route) routes.push(route);
      }
    }
  }
  return routes;
};
