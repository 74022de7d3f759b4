import { DEFAULT_CITY, type CitySlug } from '../city/city';
import type { ShopRoute } from './shop-route';

/**
 * Sushi is a per-city setting, and where it is off the sushi page sends the visitor
 * to the city's home page. `isSushiEnabled` answers null while the setting is not known yet: then
 * the route stays, so nobody is sent away from a live page on a guess. Answers the same route
 * object when nothing changes. The browser's router and the server's page status both use it.
 */
export const withoutClosedSushiPage = (
  route: ShopRoute,
  isSushiEnabled: (city: CitySlug) => boolean | null,
): ShopRoute =>
  route.page === 'sushi' && isSushiEnabled(route.city ?? DEFAULT_CITY) === false ? { ...route, page: 'home' } : route;
