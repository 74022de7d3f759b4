import type { LngLat } from '../../../../domain/delivery-zone/lng-lat';
import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { ZoneLookupQuery } from '../../ports/zone-lookup.port';

/** The zone of an address with what the map and the delivery message need. */
export interface AddressZone {
  readonly color: ZoneColor | null;
  /** The Ukrainian colour word the API answers, '' out of zones. */
  readonly word: string;
  readonly minutes: number;
  readonly point: LngLat | null;
}

/** ZoneLookupPort's fuller sibling: the geocoding zone lookup offers both. */
export interface AddressZonePort {
  lookup(query: ZoneLookupQuery): Promise<AddressZone>;
}
