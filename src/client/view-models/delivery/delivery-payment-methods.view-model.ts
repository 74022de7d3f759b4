import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { PayMethod } from '../../../domain/order/order-form';
import type { AdminPaymentMethodDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { DeliveryAdminApiPort } from '../../application/ports/delivery-admin-api.port';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../admin-session.view-model';
import { problemOf, type DeliveryProblem } from './delivery-problem';

/** The payment methods a city takes, switched on and off one at a time; the switch shows the server's answer, never a guess. */
@injectable()
export class DeliveryPaymentMethodsViewModel {
  cityId: CityId = 1;
  state: 'loading' | 'failed' | 'ready' = 'loading';
  methods: readonly AdminPaymentMethodDto[] = [];
  saving: PayMethod | null = null;
  problem: DeliveryProblem | null = null;

  constructor(
    @inject(TOKENS.DeliveryAdminApi) private readonly api: DeliveryAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  async load(cityId: CityId): Promise<void> {
    this.cityId = cityId;
    this.state = 'loading';
    this.problem = null;
    const result = await this.api.listPaymentMethods(cityId);
    runInAction(() => {
      if (cityId !== this.cityId) return;
      if (result.ok) {
        this.methods = result.value;
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  async toggle(method: PayMethod): Promise<void> {
    const current = this.methods.find((candidate) => candidate.name === method);
    if (current === undefined || this.saving !== null) return;
    this.saving = method;
    this.problem = null;
    const cityId = this.cityId;
    const result = await this.api.setPaymentMethod(cityId, method, !current.isAllowed);
    runInAction(() => {
      this.saving = null;
      if (cityId !== this.cityId) return;
      if (result.ok)
        this.methods = this.methods.map((candidate) => (candidate.name === method ? result.value : candidate));
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.problem = problemOf(result);
    });
  }
}
