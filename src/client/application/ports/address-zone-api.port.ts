import type { CityId } from '../../../domain/city/city';
import type { Result } from '../../../domain/shared/result';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import type { MapZone } from './map.port';

export interface ZoneLookupRequest {
  readonly cityId: number;
  readonly street: { readonly id: string; readonly name: string };
  /** Already normalized (trimmed, '0' when empty). */
  readonly house: string;
}

/** What the address part of the order form needs from the shop's API. */
export interface AddressZoneApiPort {
  /** POST /api/addresses/zone/{cityId} */
  findZone(request: ZoneLookupRequest): Promise<Result<ZoneAnswerDto, 'unavailable'>>;
  /** GET /api/zones?cityId — the polygons the map draws. */
  getZones(cityId: CityId): Promise<Result<readonly MapZone[], 'unavailable'>>;
}
