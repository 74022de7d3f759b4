import { CITY_IDS, type CityId } from '../city/city';
import { buildShopPath, type ShopRoute } from './shop-route';

/**
 * A visitor who chose Kyiv before lands on the Kyiv pages when the URL names no
 * city. Lviv is the default city, so a stored Lviv (or nothing) changes nothing, and a URL that
 * names a city always wins over the cookie. Answers the same object when nothing changes.
 */
export const routeWithStoredCity = (route: ShopRoute, storedCityId: CityId | null): ShopRoute =>
  route.city === null && storedCityId === CITY_IDS.kyiv ? { ...route, city: 'kyiv' } : route;

/** The path to redirect to because of the stored city, or null to stay. */
export const cityRedirect = (route: ShopRoute, storedCityId: CityId | null): string | null => {
  const target = routeWithStoredCity(route, storedCityId);
  return target === route ? null : buildShopPath(target);
};
