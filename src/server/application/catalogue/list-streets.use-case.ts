import { ok } from '../../../domain/shared/result';
import type { StreetDto } from '../../../domain/shop-api/ordering.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { AddressBookPort, StreetEntry } from './ports/address-book.port';
import type { CityDirectory } from './support/city-directory';

export interface ListStreetsInput {
  readonly cityId: number;
  readonly deliveryCityId: number;
}

/**
 * POST /addresses/streets: every street of a locality, service entries included. The browser caches the list, so it is sent whole.
 */
export class ListStreetsUseCase {
  // Projections per source list: the same street list object yields the same answers.
  private readonly projections = new WeakMap<readonly StreetEntry[], Map<number, readonly StreetDto[]>>();

  constructor(private readonly deps: { addresses: AddressBookPort; cities: CityDirectory }) {}

  async execute(
    input: ListStreetsInput,
  ): Promise<UseCaseResult<readonly StreetDto[], 'unknown-city' | 'unknown-delivery-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    const localities = await this.deps.addresses.listDeliveryCities(city.id);
    if (!localities.some((locality) => locality.id === input.deliveryCityId)) {
      return refuse('unknown-delivery-city', { cityId: city.id, deliveryCityId: input.deliveryCityId });
    }
    return ok(this.streetsOf(await this.deps.addresses.listStreets(city.id), input.deliveryCityId));
  }

  private streetsOf(streets: readonly StreetEntry[], deliveryCityId: number): readonly StreetDto[] {
    let byLocality = this.projections.get(streets);
    if (byLocality === undefined) {
      byLocality = new Map();
      this.projections.set(streets, byLocality);
    }
    let answer = byLocality.get(deliveryCityId);
    if (answer === undefined) {
      answer = streets
        .filter((street) => street.deliveryCityId === deliveryCityId)
        .map(({ id, name }) => ({ id, name }));
      byLocality.set(deliveryCityId, answer);
    }
    return answer;
  }
}
