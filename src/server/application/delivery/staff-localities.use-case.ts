import type { CityId } from '../../../domain/city/city';
import type { Translated } from '../../../domain/shared/locale';
import { ok, type Ok } from '../../../domain/shared/result';
import type { AdminLocalityDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminAddressBookPort } from '../ports/admin-delivery.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { checkTranslated, isRefusal, type DeliveryInputRefusal } from './delivery-input.check';

export type LocalityRefusal =
  DeliveryInputRefusal | 'locality-not-found' | 'locality-name-taken' | 'locality-has-streets';

/**
 * Staff add, rename and delete the localities of a city (the settlements deliveries go to). A
 * locality with streets is not deleted: that would silently take its streets out of the order
 * form. `addressesChanged` refreshes the storefront's lists.
 */
export class StaffLocalitiesUseCase {
  constructor(
    private readonly deps: {
      readonly addresses: AdminAddressBookPort;
      readonly clock: ClockPort;
      readonly addressesChanged: (cityId: CityId) => void;
    },
  ) {}

  async list(cityId: CityId): Promise<Ok<readonly AdminLocalityDto[]>> {
    return ok(await this.deps.addresses.listLocalities(cityId));
  }

  async add(
    cityId: CityId,
    translation: Translated,
    by: AdminIdentity,
  ): Promise<UseCaseResult<AdminLocalityDto, LocalityRefusal>> {
    const names = checkTranslated(translation, 'translation');
    if (isRefusal(names)) return names;
    const added = await this.deps.addresses.addLocality(cityId, names, this.change(by));
    if (added === null) return refuse('locality-name-taken');
    this.deps.addressesChanged(cityId);
    return ok(added);
  }

  async rename(
    cityId: CityId,
    id: number,
    translation: Translated,
    by: AdminIdentity,
  ): Promise<UseCaseResult<AdminLocalityDto, LocalityRefusal>> {
    const names = checkTranslated(translation, 'translation');
    if (isRefusal(names)) return names;
    const renamed = await this.deps.addresses.renameLocality(cityId, id, names, this.change(by));
    if (renamed === 'not-found') return refuse('locality-not-found');
    if (renamed === 'taken') return refuse('locality-name-taken');
    this.deps.addressesChanged(cityId);
    return ok(renamed);
  }

  async remove(cityId: CityId, id: number, by: AdminIdentity): Promise<UseCaseResult<null, LocalityRefusal>> {
    const removal = await this.deps.addresses.removeLocality(cityId, id, this.change(by));
    if (removal === 'not-found') return refuse('locality-not-found');
    if (removal === 'has-streets') return refuse('locality-has-streets');
    this.deps.addressesChanged(cityId);
    return ok(null);
  }

  private change(by: AdminIdentity) {
    return { by, at: this.deps.clock.now() };
  }
}
