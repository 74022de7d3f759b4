import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';
import type { Street } from '../../../domain/order/order-form';

export interface ZoneLookupQuery {
  readonly cityId: number;
  readonly street: Street;
  /** Already normalised by the domain (trimmed, '0' when empty). */
  readonly house: string;
}

/**
 * The delivery zone of an address (geocoder + point-in-polygon behind it). null means out of every
 * zone or an address that cannot be placed: both are left to the operator. An outage throws.
 */
export interface ZoneLookupPort {
  findZone(query: ZoneLookupQuery): Promise<ZoneColor | null>;
}
