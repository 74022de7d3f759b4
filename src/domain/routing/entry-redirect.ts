import type { CityId } from '../city/city';
import type { Locale } from '../shared/locale';
import { routeWithStoredCity } from './city-redirect';
import { localeRedirect } from './locale-redirect';
import type { ShopRoute } from './shop-route';

/** What the visitor chose on an earlier visit (the i18n_redirected and city cookies). */
export interface RememberedChoice {
  locale: Locale | null;
  cityId: CityId | null;
}

/**
 * Both remembered choices in one hop ('/' with English and Kyiv remembered → '/en/kyiv/'), so the
 * visitor never sees an intermediate page. Answers the route to go to, or null to stay.
 */
export const entryRedirect = (
  route: ShopRoute,
  pathname: string,
  search: string,
  remembered: RememberedChoice,
): ShopRoute | null => {
  const localized = localeRedirect(route, pathname, search, remembered.locale) ?? route;
  const target = routeWithStoredCity(localized, remembered.cityId);
  return target === route ? null : target;
};
