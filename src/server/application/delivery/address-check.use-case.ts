import type { CityId } from '../../../domain/city/city';
import { normalizeHouse } from '../../../domain/address/house.normalizer';
import { ok } from '../../../domain/shared/result';
import type { AddressCheckAnswerDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { AddressZonePort } from '../catalogue/ports/address-zone.port';
import type { AdminAddressBookPort } from '../ports/admin-delivery.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { checkText } from './delivery-input.check';

export type AddressCheckRefusal = 'street-not-found' | 'empty-field' | 'too-long-field';

/**
 * Staff check which zone a street and house fall in, with the very lookup customers' addresses go
 * through (Google first when configured, the street gazetteer otherwise): after an import, the
 * answer is the one the next customer gets.
 */
export class AddressCheckUseCase {
  constructor(private readonly deps: { readonly addresses: AdminAddressBookPort; readonly zones: AddressZonePort }) {}

  async execute(input: {
    readonly cityId: CityId;
    readonly streetId: string;
    readonly house: string;
  }): Promise<UseCaseResult<AddressCheckAnswerDto, AddressCheckRefusal>> {
    const house = checkText(input.house, 'house');
    if (typeof house !== 'string') return house;
    const street = await this.deps.addresses.findStreet(input.cityId, input.streetId.trim());
    if (street === null) return refuse('street-not-found');
    const answer = await this.deps.zones.lookup({
      cityId: input.cityId,
      street: { id: street.id, name: street.translation.uk },
      house: normalizeHouse(house),
    });
    return ok({
      streetName: street.translation.uk,
      house,
      color: answer.color,
      minutes: answer.minutes,
      point: answer.point,
    });
  }
}
