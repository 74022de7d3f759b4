import { houseNumberProblem } from '../../../domain/address/house-number.rule';
import { normalizeHouse } from '../../../domain/address/house.normalizer';
import { ok } from '../../../domain/shared/result';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { AddressZonePort } from './ports/address-zone.port';
import type { CityDirectory } from './support/city-directory';

export interface FindAddressZoneInput {
  readonly cityId: number;
  readonly street: { readonly id: string; readonly name: string };
  readonly house?: string | null;
}

/**
 * POST /addresses/zone/{cityId}: the delivery zone of street + house, answered with the API's
 * Ukrainian colour word ('' out of zones or when the address cannot be placed), the minutes
 * promised and the point for the map marker (architecture/product-rules.md#delivery-zones). The
 * house is normalised as the storefront sends it (trimmed, '0' when empty: the form asks for the
 * street's zone before the house is typed). A house
 * that is given but is no house number ('абв') is refused rather than looked up: a geocoder would
 * place it somewhere on the street and the answer would claim a zone for an address that is none.
 */
export class FindAddressZoneUseCase {
  constructor(private readonly deps: { zones: AddressZonePort; cities: CityDirectory }) {}

  async execute(input: FindAddressZoneInput): Promise<UseCaseResult<ZoneAnswerDto, 'unknown-city' | 'house-invalid'>> {
    const house = normalizeHouse(input.house);
    if (houseNumberProblem(house) !== null) return refuse('house-invalid', { house });
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    const answer = await this.deps.zones.lookup({
      cityId: city.id,
      street: { id: input.street.id.trim(), name: input.street.name.trim() },
      house,
    });
    return ok({ zone: answer.word, minutes: answer.minutes, point: answer.point });
  }
}
