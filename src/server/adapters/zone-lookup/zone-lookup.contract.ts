import type { CityId } from '../../../domain/city/city';
import type { DeliveryZone } from '../../../domain/delivery-zone/delivery-zone.types';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';

/*
 * ZoneLookupPort answers only the colour. The zone endpoint and the map marker want a little more,
 * so the adapter also offers this fuller answer; and it reads zones from a source that has no port
 * yet (the database adapter, or a list in tests and benchmarks).
 */

export interface ZoneLookupAnswer {
  /** The fastest zone containing the address, or null: out of zones, or the address was not found. */
  readonly color: ZoneColor | null;
  /** The API's answer: the Ukrainian colour word, '' when out of zones. */
  readonly word: string;
  /** The delivery promise: 29 / 59 / 89, or 0 out of zones. */
  readonly minutes: number;
  /** Where the address was placed, for the map marker; null when it could not be placed. */
  readonly point: LngLat | null;
}

/** A city's delivery zones. */
export interface DeliveryZoneSource {
  zonesOf(cityId: CityId): Promise<readonly DeliveryZone[]>;
}
