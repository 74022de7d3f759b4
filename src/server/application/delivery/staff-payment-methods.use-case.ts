import type { CityId } from '../../../domain/city/city';
import type { PayMethod } from '../../../domain/order/order-form';
import { ok, type Ok } from '../../../domain/shared/result';
import type { AdminPaymentMethodDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminPaymentMethodsPort } from '../ports/admin-delivery.port';
import type { ClockPort } from '../ports/clock.port';

/**
 * Staff switch a city's payment methods on and off (a broken terminal: no card). The storefront
 * lists only methods switched on, and the order check refuses the others once `methodsChanged`
 * dropped the pipeline's cached copy.
 */
export class StaffPaymentMethodsUseCase {
  constructor(
    private readonly deps: {
      readonly methods: AdminPaymentMethodsPort;
      readonly clock: ClockPort;
      readonly methodsChanged: (cityId: CityId) => void;
    },
  ) {}

  async list(cityId: CityId): Promise<Ok<readonly AdminPaymentMethodDto[]>> {
    return ok(await this.deps.methods.list(cityId));
  }

  async set(
    cityId: CityId,
    method: PayMethod,
    isAllowed: boolean,
    by: AdminIdentity,
  ): Promise<Ok<AdminPaymentMethodDto>> {
    const changed = await this.deps.methods.set(cityId, method, isAllowed, { by, at: this.deps.clock.now() });
    this.deps.methodsChanged(cityId);
    return ok(changed);
  }
}
