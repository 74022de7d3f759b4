import { houseNumberProblem } from '../../domain/address/house-number.rule';
import { normalizeHouse } from '../../domain/address/house.normalizer';
import { shouldRequestZone } from '../../domain/address/zone-request.rule';
import type { LngLat } from '../../domain/delivery-zone/lng-lat';
import { zoneColorFromWord, zoneMinutes } from '../../domain/delivery-zone/zone-color-word.rule';
import type { ZoneColor } from '../../domain/delivery-zone/zone-color';
import type { AddressZoneApiPort, ZoneLookupRequest } from './ports/address-zone-api.port';
import type { LoggerPort } from './ports/logger.port';

/** The address as the customer typed it. */
export interface ZoneAddress {
  readonly cityId: number;
  readonly street: { readonly id: string; readonly name: string };
  readonly house: string;
}

export type ZoneTime =
  /** The server placed the address: its zone's colour word ('' out of every zone) and minutes. */
  | {
      readonly kind: 'found';
      readonly word: string;
      readonly color: ZoneColor | null;
      /** 29 / 59 / 89, or 0 out of zones. */
      readonly minutes: 0 | 29 | 59 | 89;
      /** Where the marker stands; null when the geocoder could not place the house (out of zones then). */
      readonly point: LngLat | null;
    }
  /** The lookup failed: the zone is unknown and the operator clarifies delivery. */
  | { readonly kind: 'unavailable' };

/**
 * Finding the zone's time (architecture/client-use-cases.md): address → delivery zone and
 * minutes through the address-zone API. Debouncing and dropping stale answers stay with the
 * caller, which knows how fast the customer types.
 */
export class FindZoneTime {
  constructor(private readonly deps: { readonly api: AddressZoneApiPort; readonly logger: LoggerPort }) {}

  /**
   * The request worth sending for an address, or null: a street shorter than four characters, or
   * a house that is no house number (the server would refuse it, and no zone may be claimed for it).
   */
  requestFor(address: ZoneAddress): ZoneLookupRequest | null {
    if (!shouldRequestZone({ streetName: address.street.name, mapReady: true })) return null;
    const house = normalizeHouse(address.house);
    if (houseNumberProblem(house) !== null) return null;
    return { cityId: address.cityId, street: address.street, house };
  }

  async find(request: ZoneLookupRequest): Promise<ZoneTime> {
    const result = await this.deps.api.findZone(request);
    if (!result.ok) {
      this.deps.logger.warn(`POST /addresses/zone failed: ${result.reason}`);
      return { kind: 'unavailable' };
    }
    const { zone, point } = result.value;
    const color = zoneColorFromWord(zone);
    return {
      kind: 'found',
      word: zone,
      color,
      minutes: zoneMinutes(color) as 0 | 29 | 59 | 89,
      point: point === null ? null : [point[0], point[1]],
    };
  }
}
