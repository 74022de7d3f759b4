import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { Street } from '../../../domain/order/order-form';

/*
 * Declared here because no geocoder port existed in src/server/application/ports when these
 * adapters were written (the design names "a Geocoder port"); zone-lookup depends on this shape.
 */
export interface GeocoderContract {
  /**
   * The point of a house, or null when this geocoder cannot place it. Rejects only on a failure
   * (network, quota, bad key), so a chain can tell "not found" from "could not ask".
   */
  geocode(cityId: CityId, street: Street, house: string): Promise<LngLat | null>;
}
