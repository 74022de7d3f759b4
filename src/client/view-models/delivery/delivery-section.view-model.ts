import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CITY_IDS, type CityId } from '../../../domain/city/city';
import type { AdminCityPreferencePort } from '../../application/ports/admin-city-preference.port';
import { TOKENS } from '../../di/tokens';
import type { DeliveryAddressBookViewModel } from './delivery-address-book.view-model';
import type { DeliveryAddressCheckViewModel } from './delivery-address-check.view-model';
import type { DeliveryPaymentMethodsViewModel } from './delivery-payment-methods.view-model';
import type { DeliveryPickupPointsViewModel } from './delivery-pickup-points.view-model';
import type { DeliveryZonesViewModel } from './delivery-zones.view-model';

/** The Delivery section's city (the staff's last choice, shared with the other admin screens) and its five parts. */
@injectable()
export class DeliverySectionViewModel {
  cityId: CityId;

  constructor(
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.DeliveryPickupPointsViewModel) readonly pickupPoints: DeliveryPickupPointsViewModel,
    @inject(TOKENS.DeliveryPaymentMethodsViewModel) readonly paymentMethods: DeliveryPaymentMethodsViewModel,
    @inject(TOKENS.DeliveryZonesViewModel) readonly zones: DeliveryZonesViewModel,
    @inject(TOKENS.DeliveryAddressCheckViewModel) readonly addressCheck: DeliveryAddressCheckViewModel,
    @inject(TOKENS.DeliveryAddressBookViewModel) readonly addressBook: DeliveryAddressBookViewModel,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    this.addressCheck.onAnswer = (point) => this.zones.setMarker(point);
    makeAutoObservable<this, 'cityPreference'>(
      this,
      {
        cityPreference: false,
        pickupPoints: false,
        paymentMethods: false,
        zones: false,
        addressCheck: false,
        addressBook: false,
      },
      { autoBind: true },
    );
  }

  /** The screen calls it as it mounts. */
  open(): void {
    this.loadAll();
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.loadAll();
  }

  private loadAll(): void {
    const cityId = this.cityId;
    void this.pickupPoints.load(cityId);
    void this.paymentMethods.load(cityId);
    void this.zones.load(cityId);
    void this.addressCheck.load(cityId);
    void this.addressBook.load(cityId);
  }
}
