import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import type { AddressZoneApiPort, ZoneLookupRequest } from '../../application/ports/address-zone-api.port';
import type { MapZone } from '../../application/ports/map.port';

const square = (center: LngLat, half: number): MapZone['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [center[0] - half, center[1] - half * 0.65],
      [center[0] + half, center[1] - half * 0.65],
      [center[0] + half, center[1] + half * 0.65],
      [center[0] - half, center[1] + half * 0.65],
      [center[0] - half, center[1] - half * 0.65],
    ],
  ],
});

const LVIV: LngLat = [24.0316, 49.8419];
const KYIV: LngLat = [30.5234, 50.4501];

/** Concentric demo zones per city: green 29 in the middle, then red 59 and blue 89. */
export const demoZones = (cityId: CityId): readonly MapZone[] => {
  const center = cityId === 2 ? KYIV : LVIV;
  return [
    { color: 'blue', minutes: 89, geometry: square(center, 0.12) },
    { color: 'red', minutes: 59, geometry: square(center, 0.07) },
    { color: 'green', minutes: 29, geometry: square(center, 0.03) },
  ];
};

/**
 * The zone calls in memory (adapters=fake and tests). Every street is in the green zone near the
 * centre, except names containing 'далеко' / 'far' (out of zones) and 'помилка' / 'error' (fails),
 * so each branch of the form can be shown without a server. Tests may replace `answer`.
 */
export class InMemoryAddressZoneApi implements AddressZoneApiPort {
  readonly requests: ZoneLookupRequest[] = [];
  answer: (request: ZoneLookupRequest) => Result<ZoneAnswerDto, 'unavailable'> = (request) => {
    const name = request.street.name.toLowerCase();
    if (name.includes('помилка') || name.includes('error')) return err('unavailable');
    if (name.includes('далеко') || name.includes('far')) return ok({ zone: '', minutes: 0, point: null });
    const [lng, lat] = request.cityId === 2 ? KYIV : LVIV;
    return ok({ zone: 'зелений', minutes: 29, point: [lng + 0.004, lat - 0.003] });
  };
  zones: (cityId: CityId) => Result<readonly MapZone[], 'unavailable'> = (cityId) => ok(demoZones(cityId));

  async findZone(request: ZoneLookupRequest): Promise<Result<ZoneAnswerDto, 'unavailable'>> {
    this.requests.push(request);
    return this.answer(request);
  }

  async getZones(cityId: CityId): Promise<Result<readonly MapZone[], 'unavailable'>> {
    return this.zones(cityId);
  }
}
