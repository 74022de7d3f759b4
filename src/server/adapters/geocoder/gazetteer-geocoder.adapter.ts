import { normalizeStreetText } from '../../../domain/address/street-text.normalizer';
import type { CityId } from '../../../domain/city/city';
import { locateHouse } from '../../../domain/delivery-zone/house-location.geometry';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { Street } from '../../../domain/order/order-form';
import type { GazetteerStreet, GazetteerStreetSource } from './gazetteer-street';
import { indexStreets, type GazetteerStreetIndex } from './gazetteer-street.index';
import type { GeocoderContract } from './geocoder.contract';
import { houseToGeocode } from './house-query';

/**
 * By id first: the storefront sends the id of the street the customer picked from our own list.
 * By name otherwise (another client, an id from an older list), case- and apostrophe-insensitive.
 * A name shared by several streets of the city (вулиця Івана Франка in Lviv and in Брюховичі) is
 * not guessed: a wrong zone promise is worse than none, which sends the order to the operator.
 */
const findStreet = (index: GazetteerStreetIndex, street: Street): GazetteerStreet | null => {
  const byId = index.byId.get(street.id);
  if (byId) return byId;
  const named = index.byName.get(normalizeStreetText(street.name)) ?? [];
  return named.length === 1 ? (named[0] as GazetteerStreet) : null;
};

/**
 * The built-in geocoder: the street's drawn line and house-number interpolation along it (the
 * domain's locateHouse). Offline, instant, and good to a few hundred metres.
 */
export class GazetteerGeocoder implements GeocoderContract {
  constructor(private readonly streets: GazetteerStreetSource) {}

  async geocode(cityId: CityId, street: Street, house: string): Promise<LngLat | null> {
    const found = findStreet(indexStreets(await this.streets.streetsOf(cityId)), street);
    if (found === null) return null;
    // No house: the domain's "unknown house" fraction (the middle) is the least-wrong guess.
    return locateHouse(found, houseToGeocode(house) ?? '');
  }
}
