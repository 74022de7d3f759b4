import { ok } from '../../../domain/shared/result';
import type { DeliveryCityDto } from '../../../domain/shop-api/ordering.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { AddressBookPort } from './ports/address-book.port';
import type { CityDirectory } from './support/city-directory';

/** POST /addresses/delivery-cities: the localities a city's kitchen delivers to. */
export class ListDeliveryCitiesUseCase {
  constructor(private readonly deps: { addresses: AddressBookPort; cities: CityDirectory }) {}

  async execute(input: {
    readonly cityId: number;
  }): Promise<UseCaseResult<readonly DeliveryCityDto[], 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    return ok(await this.deps.addresses.listDeliveryCities(city.id));
  }
}
