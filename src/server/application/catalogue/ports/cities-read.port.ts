import type { CityDto } from '../../../../domain/shop-api/catalog.contract';

/** The cities the shop serves, in display order. */
export interface CitiesReadPort {
  listCities(): Promise<readonly CityDto[]>;
}
