import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type {
  AddressCheckAnswerDto,
  AdminLocalityDto,
  AdminStreetDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import type { DeliveryAdminApiPort } from '../../application/ports/delivery-admin-api.port';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../admin-session.view-model';
import { problemOf, type DeliveryProblem } from './delivery-problem';

/** "Which zone is this address in?": locality, street and house, answered by the lookup customers get. */
@injectable()
export class DeliveryAddressCheckViewModel {
  cityId: CityId = 1;
  localities: readonly AdminLocalityDto[] = [];
  streets: readonly AdminStreetDto[] = [];
  localityId: number | null = null;
  streetId = '';
  house = '';
  answer: AddressCheckAnswerDto | null = null;
  problem: DeliveryProblem | null = null;
  /** Problems of the house field only (empty, too long). */
  houseProblem: DeliveryProblem | null = null;
  checking = false;
  /** Where the checked address is, for the zone map. */
  onAnswer: (point: LngLat | null) => void = () => undefined;

  constructor(
    @inject(TOKENS.DeliveryAdminApi) private readonly api: DeliveryAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(
      this,
      { api: false, session: false, onAnswer: false },
      { autoBind: true },
    );
  }

  async load(cityId: CityId): Promise<void> {
    this.cityId = cityId;
    this.answer = null;
    this.problem = null;
    this.houseProblem = null;
    this.streets = [];
    this.streetId = '';
    const result = await this.api.listLocalities(cityId);
    runInAction(() => {
      if (cityId !== this.cityId) return;
      if (!result.ok) return this.fail(result);
      this.localities = result.value;
      void this.chooseLocality(result.value[0]?.id ?? null);
    });
  }

  async chooseLocality(localityId: number | null): Promise<void> {
    this.localityId = localityId;
    this.streets = [];
    this.streetId = '';
    if (localityId === null) return;
    const result = await this.api.listStreets(this.cityId, localityId);
    runInAction(() => {
      if (localityId !== this.localityId) return;
      if (!result.ok) return this.fail(result);
      this.streets = result.value;
      this.streetId = result.value[0]?.id ?? '';
    });
  }

  chooseStreet(streetId: string): void {
    this.streetId = streetId;
  }

  setHouse(house: string): void {
    this.house = house;
    this.houseProblem = null;
  }

  async check(): Promise<void> {
    if (this.streetId === '' || this.checking) return;
    this.checking = true;
    this.problem = null;
    this.houseProblem = null;
    const result = await this.api.checkAddress(this.cityId, this.streetId, this.house);
    runInAction(() => {
      this.checking = false;
      if (!result.ok) {
        this.answer = null;
        this.onAnswer(null);
        return this.fail(result);
      }
      this.answer = result.value;
      this.onAnswer(result.value.point === null ? null : [result.value.point[0], result.value.point[1]]);
    });
  }

  private fail(failure: Parameters<typeof problemOf>[0]): void {
    if (failure.reason === 'unauthorized') this.session.signOut();
    else if (failure.field === 'house') this.houseProblem = problemOf(failure);
    else this.problem = problemOf(failure);
  }
}
