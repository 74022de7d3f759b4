import type { AxiosInstance } from 'axios';
import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import type { AddressZoneApiPort, ZoneLookupRequest } from '../../application/ports/address-zone-api.port';
import type { MapZone } from '../../application/ports/map.port';
import { readZoneAnswer, readZoneFeatures } from './checkout-parts.serialization';

/** The zone lookup and the zone polygons over axios (the shared client adds /api). */
export class AxiosAddressZoneApi implements AddressZoneApiPort {
  constructor(private readonly http: AxiosInstance) {}

  async findZone(request: ZoneLookupRequest): Promise<Result<ZoneAnswerDto, 'unavailable'>> {
    try {
      const response = await this.http.post<unknown>(`/addresses/zone/${request.cityId}`, {
        street: { id: request.street.id, name: request.street.name },
        house: request.house,
      });
      const answer = readZoneAnswer(response.data);
      return answer === null ? err('unavailable') : ok(answer);
    } catch {
      // The view-model logs and tells the customer; a refusal (400) is as unusable as a timeout.
      return err('unavailable');
    }
  }

  async getZones(cityId: CityId): Promise<Result<readonly MapZone[], 'unavailable'>> {
    try {
      const response = await this.http.get<unknown>('/zones', { params: { cityId } });
      const zones = readZoneFeatures(response.data);
      return zones === null ? err('unavailable') : ok(zones);
    } catch {
      return err('unavailable');
    }
  }
}
