import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { DeliveryType, SelfPickupPoint } from '../../../domain/order/order-form';
import type { PaymentType } from '../../../domain/payment/payment-type';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { DeliveryCityDto, StreetDto } from '../../../domain/shop-api/ordering.contract';
import type { OrderApiPort } from '../../application/ports/order-api.port';
import type { SiteApiPort } from '../../application/ports/site-api.port';
import { TOKENS } from '../../di/tokens';

/**
 * The server's lists the order form chooses from: payment types, disabled delivery types, pickup
 * points, delivery cities and their streets. Each is fetched once per page (streets once per
 * delivery city, loaded once and then kept); a failed fetch leaves the list empty.
 */
@injectable()
export class CheckoutReferenceStore {
  paymentTypes: readonly PaymentType[] = [];
  disabledDeliveryTypes: readonly DeliveryType[] = [];
  pickupPoints = new Map<CityId, readonly SelfPickupPoint[]>();
  deliveryCities = new Map<CityId, readonly DeliveryCityDto[]>();
  streets = new Map<number, readonly StreetDto[]>();
  /** Each city's schedule and full pre-order slots; a city not (yet) loaded follows the default hours. */
  schedules = new Map<CityId, PublicScheduleDto>();
  private readonly requested = new Set<string>();

  constructor(
    @inject(TOKENS.OrderApi) private readonly api: OrderApiPort,
    @inject(TOKENS.SiteApi) private readonly site: SiteApiPort,
  ) {
    makeAutoObservable<this, 'api' | 'site' | 'requested'>(
      this,
      { api: false, site: false, requested: false, paymentTypes: observableRef, disabledDeliveryTypes: observableRef },
      { autoBind: true },
    );
  }

  /** Everything the form of a city needs; safe to call on every render of the form. */
  loadFor(cityId: CityId): void {
    this.once('payment-types', async () => {
      const result = await this.api.getPaymentTypes();
      if (result.ok) runInAction(() => (this.paymentTypes = result.value));
    });
    this.once('site-management', async () => {
      const result = await this.site.getSiteManagement();
      if (result.ok) runInAction(() => (this.disabledDeliveryTypes = result.value.disabledDeliveryTypes));
    });
    this.once(`schedule:${cityId}`, async () => {
      const result = await this.site.getSchedule(cityId);
      if (result.ok) runInAction(() => this.schedules.set(cityId, result.value));
    });
    this.once(`pickup:${cityId}`, async () => {
      const result = await this.api.getPickupPoints(cityId);
      if (result.ok) runInAction(() => this.pickupPoints.set(cityId, result.value));
    });
    this.once(`delivery-cities:${cityId}`, async () => {
      const result = await this.api.getDeliveryCities(cityId);
      if (result.ok) runInAction(() => this.deliveryCities.set(cityId, result.value));
    });
  }

  loadStreets(cityId: CityId, deliveryCityId: number): void {
    this.once(`streets:${deliveryCityId}`, async () => {
      const result = await this.api.getStreets(cityId, deliveryCityId);
      if (result.ok) runInAction(() => this.streets.set(deliveryCityId, result.value));
    });
  }

  private once(key: string, load: () => Promise<void>): void {
    if (this.requested.has(key)) return;
    this.requested.add(key);
    void load().catch(() => this.requested.delete(key));
  }
}
