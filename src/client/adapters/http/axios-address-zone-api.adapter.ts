import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import type { AddressZoneApiPort, ZoneLookupRequest } from '../../application/ports/address-zone-api.port';
import type { MapZone } from '../../application/ports/map.port';
import { readZoneAnswer, readZoneFeatures } from './checkout-parts.serialization';
import { sendRequest } from './http-request';

/** The zone lookup and the zone polygons over axios (the shared client adds /api). */
export class AxiosAddressZoneApi implements AddressZoneApiPort {
  constructor(private readonly http: HttpClient) {}

  async findZone(request: ZoneLookupRequest): Promise<Result<ZoneAnswerDto, 'unavailable'>> {
    const answer = await sendRequest(this.http, {
      method: 'post',
      url: `/addresses/zone/${request.cityId}`,
      data: { street: { id: request.street.id, name: request.street.name }, house: request.house },
    });
    // The view-model logs and tells the customer; a refusal (400) is as unusable as a timeout.
    const zone = answer.ok ? readZoneAnswer(answer.value) : null;
    return zone === null ? err('unavailable') : ok(zone);
  }

  async getZones(cityId: CityId): Promise<Result<readonly MapZone[], 'unavailable'>> {
    const answer = await sendRequest(this.http, { method: 'get', url: '/zones', params: { cityId } });
    const zones = answer.ok ? readZoneFeatures(answer.value) : null;
    return zones === null ? err('unavailable') : ok(zones);
  }
}
