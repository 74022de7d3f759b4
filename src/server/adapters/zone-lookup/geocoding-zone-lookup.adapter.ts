import type { ZoneLookupPort, ZoneLookupQuery } from '../../application/ports/zone-lookup.port';
import { isCityId } from '../../../domain/city/city';
import { findZone } from '../../../domain/delivery-zone/find-zone.rule';
import { ZONE_COLOR_WORDS, type ZoneColor } from '../../../domain/delivery-zone/zone-color';
import { zoneMinutes } from '../../../domain/delivery-zone/zone-color-word.rule';
import type { GeocoderContract } from '../geocoder/geocoder.contract';
import type { DeliveryZoneSource, ZoneLookupAnswer } from './zone-lookup.contract';

const OUT_OF_ZONES: ZoneLookupAnswer = { color: null, word: '', minutes: zoneMinutes(null), point: null };

/**
 * Street + house → point (whichever geocoder is configured) → the fastest zone containing it (the
 * domain's findZone). An address that cannot be placed is answered like one outside every zone:
 * the order is still taken and the operator calls back, as for "out of zones"
 * (architecture/product-rules.md#delivery-zones).
 * Geocoder and source failures propagate: the port's callers decide how to degrade.
 */
export class GeocodingZoneLookup implements ZoneLookupPort {
  constructor(
    private readonly geocoder: GeocoderContract,
    private readonly zones: DeliveryZoneSource,
  ) {}

  async findZone(query: ZoneLookupQuery): Promise<ZoneColor | null> {
    return (await this.lookup(query)).color;
  }

  /** The colour with its Ukrainian word, minutes and the point, for the zone endpoint and the map. */
  async lookup(query: ZoneLookupQuery): Promise<ZoneLookupAnswer> {
    // The port takes any number (it comes from a URL); a city the shop does not serve has no zones.
    if (!isCityId(query.cityId)) return OUT_OF_ZONES;
    const [point, zones] = await Promise.all([
      this.geocoder.geocode(query.cityId, query.street, query.house),
      this.zones.zonesOf(query.cityId),
    ]);
    if (point === null) return OUT_OF_ZONES;
    const color = findZone(point, zones)?.color ?? null;
    return {
      color,
      word: color === null ? OUT_OF_ZONES.word : ZONE_COLOR_WORDS[color],
      minutes: zoneMinutes(color),
      point,
    };
  }
}
