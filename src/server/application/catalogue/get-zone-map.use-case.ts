import type { DeliveryZone } from '../../../domain/delivery-zone/delivery-zone.types';
import { ZONE_MINUTES } from '../../../domain/delivery-zone/zone-color';
import { ok } from '../../../domain/shared/result';
import type { ZoneFeatureDto } from '../../../domain/shop-api/ordering.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { DeliveryZonesReadPort } from './ports/delivery-zones-read.port';
import type { CityDirectory } from './support/city-directory';

export interface ZoneMap {
  readonly type: 'FeatureCollection';
  readonly features: readonly ZoneFeatureDto[];
}

/**
 * GET /zones?cityId: the city's zones as GeoJSON for the map layers, slowest first so the faster
 * zones are drawn on top. Built once per zone list (the source answers the same array until the
 * zones change), so the HTTP layer can keep the serialized answer.
 */
export class GetZoneMapUseCase {
  private readonly maps = new WeakMap<readonly DeliveryZone[], ZoneMap>();

  constructor(private readonly deps: { zones: DeliveryZonesReadPort; cities: CityDirectory }) {}

  async execute(input: { readonly cityId: number }): Promise<UseCaseResult<ZoneMap, 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    const zones = await this.deps.zones.zonesOf(city.id);
    let map = this.maps.get(zones);
    if (map === undefined) {
      const features = zones.map((zone): ZoneFeatureDto => ({
        type: 'Feature',
        properties: { color: zone.color, minutes: ZONE_MINUTES[zone.color] },
        geometry: { type: zone.geometry.type, coordinates: zone.geometry.coordinates },
      }));
      map = {
        type: 'FeatureCollection',
        features: features.sort((a, b) => b.properties.minutes - a.properties.minutes),
      };
      this.maps.set(zones, map);
    }
    return ok(map);
  }
}
