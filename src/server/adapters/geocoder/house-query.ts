import { DEFAULT_HOUSE } from '../../../domain/address/address.constants';
import { normalizeHouse } from '../../../domain/address/house.normalizer';

/**
 * The house to geocode, or null when the customer gave none. The storefront sends an empty house as
 * '0' so the zone lookup still runs; no building has number 0, so '0' means "somewhere on this
 * street", not "the street's first house".
 */
export const houseToGeocode = (house: string): string | null => {
  const normalized = normalizeHouse(house);
  return normalized === DEFAULT_HOUSE ? null : normalized;
};
