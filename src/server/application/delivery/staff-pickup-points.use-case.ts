import type { CityId } from '../../../domain/city/city';
import { ok, type Ok } from '../../../domain/shared/result';
import type { AdminPickupPointDto, AdminPickupPointInput } from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminPickupPointsPort } from '../ports/admin-delivery.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { checkText, checkTranslated, isRefusal, type DeliveryInputRefusal } from './delivery-input.check';

export type PickupPointRefusal = DeliveryInputRefusal | 'pickup-point-not-found';

const checkPoint = (
  input: AdminPickupPointInput,
): AdminPickupPointInput | ReturnType<typeof refuse<DeliveryInputRefusal>> => {
  const locality = checkTranslated(input.locality, 'locality');
  if (isRefusal(locality)) return locality;
  const street = checkTranslated(input.street, 'street');
  if (isRefusal(street)) return street;
  const house = checkText(input.house, 'house');
  if (typeof house !== 'string') return house;
  const hours = checkText(input.hours, 'hours', { allowEmpty: true });
  if (typeof hours !== 'string') return hours;
  return { cityId: input.cityId, locality, street, house, hours, isOpen: input.isOpen };
};

/**
 * Staff add, edit and delete a city's self-pickup points. A city with no open point offers no
 * self-pickup: the storefront hides it and orders for it are refused, so `pointsChanged` drops the
 * order pipeline's cached copy at once.
 */
export class StaffPickupPointsUseCase {
  constructor(
    private readonly deps: {
      readonly points: AdminPickupPointsPort;
      readonly clock: ClockPort;
      readonly pointsChanged: (cityId: CityId) => void;
    },
  ) {}

  async list(cityId: CityId): Promise<Ok<readonly AdminPickupPointDto[]>> {
    return ok(await this.deps.points.list(cityId));
  }

  async add(
    input: AdminPickupPointInput,
    by: AdminIdentity,
  ): Promise<UseCaseResult<AdminPickupPointDto, PickupPointRefusal>> {
    const point = checkPoint(input);
    if (isRefusal(point)) return point;
    const added = await this.deps.points.add(point, { by, at: this.deps.clock.now() });
    this.deps.pointsChanged(input.cityId);
    return ok(added);
  }

  async edit(
    id: string,
    input: AdminPickupPointInput,
    by: AdminIdentity,
  ): Promise<UseCaseResult<AdminPickupPointDto, PickupPointRefusal>> {
    const point = checkPoint(input);
    if (isRefusal(point)) return point;
    const edited = await this.deps.points.update(id, point, { by, at: this.deps.clock.now() });
    if (edited === null) return refuse('pickup-point-not-found');
    this.deps.pointsChanged(input.cityId);
    return ok(edited);
  }

  async remove(cityId: CityId, id: string, by: AdminIdentity): Promise<UseCaseResult<null, PickupPointRefusal>> {
    if (!(await this.deps.points.remove(cityId, id, { by, at: this.deps.clock.now() })))
      return refuse('pickup-point-not-found');
    this.deps.pointsChanged(cityId);
    return ok(null);
  }
}
