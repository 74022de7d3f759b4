import type { CityProfile } from '../application/city-profile';
import type { CitySlug } from '../../domain/city/city';

/**
 * Built-in values until the city settings come from the API: then the container binds the
 * CityProfiles token to what the server answers and nothing else changes. The phone numbers are
 * the shop's demo numbers (city area codes 032 and 044), not real lines.
 */
export const CITY_PROFILES: Readonly<Record<CitySlug, CityProfile>> = {
  lviv: { phone: '+38 (032) 229 59 29', deliveryMinutes: [29, 59], sushiAvailable: true },
  kyiv: { phone: '+38 (044) 359 29 59', deliveryMinutes: [59], sushiAvailable: false },
};
