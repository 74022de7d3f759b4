import { inject, injectable } from 'inversify';
import { reaction, type IReactionDisposer } from 'mobx';
import { cityIdOf, type CitySlug } from '../../../domain/city/city';
import type { PayMethod } from '../../../domain/order/order-form';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { OrderSessionStoragePort } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CartViewModel } from '../cart.view-model';
import type { WorkingHoursViewModel } from '../working-hours.view-model';
import type { AddressZoneReading, CouponReading } from './checkout-parts.contract';
import type { CheckoutReferenceStore } from './checkout-reference.store';
import { ContactAddressViewModel } from './contact-address.view-model';
import { DeliveryPaymentViewModel } from './delivery-payment.view-model';
import type { OrderDraftStore } from './order-draft.store';
import { OrderTotalsViewModel } from './order-totals.view-model';

export type { FormField } from './order-draft.store';
export type { PayOption } from './delivery-payment.view-model';

/**
 * The order form of the sidebar, in three parts over one draft: contact and address, delivery and
 * payment, totals. Every rule comes from the domain. This class builds the parts, hands each only
 * what it reads (as getters, never the parts themselves), and keeps the form consistent when the
 * situation changes (the city, disabled delivery types, alcohol, the zone, the cart). The draft is
 * saved per city at every change, so a reload finds it as it was.
 */
@injectable()
export class OrderFormViewModel {
  readonly contact: ContactAddressViewModel;
  readonly delivery: DeliveryPaymentViewModel;
  readonly totals: OrderTotalsViewModel;
  private disposers: IReactionDisposer[] = [];

  constructor(
    @inject(TOKENS.OrderDraft) readonly draft: OrderDraftStore,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.CheckoutReferenceStore) readonly reference: CheckoutReferenceStore,
    @inject(TOKENS.WorkingHoursViewModel) workingHours: WorkingHoursViewModel,
    @inject(TOKENS.OrderSession) private readonly session: OrderSessionStoragePort,
    @inject(TOKENS.CartStorage) cartStorage: CartStoragePort,
    @inject(TOKENS.AddressZone) zone: AddressZoneReading,
    @inject(TOKENS.Coupon) private readonly coupon: CouponReading,
  ) {
    const cityId = () => cityIdOf(shell.city);
    const contact = new ContactAddressViewModel(draft, reference, zone, cartStorage, {
      get cityId() {
        return cityId();
      },
    });
    const delivery = new DeliveryPaymentViewModel(draft, reference, {
      get cityId() {
        return cityId();
      },
      get locale() {
        return shell.locale;
      },
      get sushiOnMenu() {
        return shell.sushiEnabledIn(shell.city);
      },
      get cartItems() {
        return cart.items;
      },
      get stops() {
        return workingHours.records;
      },
      get outOfZone() {
        return zone.outOfZone;
      },
      get streetCleared() {
        return contact.streetCleared;
      },
    });
    this.totals = new OrderTotalsViewModel(draft, {
      get cityId() {
        return cityId();
      },
      get locale() {
        return shell.locale;
      },
      get cartItems() {
        return cart.items;
      },
      get couponDiscount() {
        return coupon.discount;
      },
      get stops() {
        return workingHours.records;
      },
      get schedule() {
        return delivery.schedule;
      },
      get isNight() {
        return delivery.isNight;
      },
      get disabledDeliveryTypes() {
        return delivery.disabledDeliveryTypes;
      },
      get zoneMinutes() {
        return zone.zoneMinutes;
      },
    });
    this.contact = contact;
    this.delivery = delivery;
  }

  /** Starts following the city and keeping the form consistent. Idempotent. */
  activate(): void {
    if (this.disposers.length > 0) return;
    const { draft, contact, delivery } = this;
    this.disposers = [
      reaction(
        () => this.shell.city,
        (city) => this.switchTo(city),
        { fireImmediately: true },
      ),
      reaction(
        () => draft.form,
        (form) => draft.city !== null && this.session.saveForm(draft.city, form),
      ),
      // The chosen type resets to the first allowed one when the allowed types change.
      reaction(
        () => delivery.deliveryType,
        (type) => type !== null && type !== draft.form.deliveryType && draft.patch({ deliveryType: type }),
        { fireImmediately: true },
      ),
      reaction(
        () => delivery.resolvedPayMethod,
        (method) => this.applyPayMethod(method),
        { fireImmediately: true },
      ),
      reaction(
        () => contact.defaultDeliveryCity,
        (city) =>
          city !== null && draft.form.address.deliveryCity === null && draft.patchAddress({ deliveryCity: city }),
        { fireImmediately: true },
      ),
      reaction(
        () => draft.form.address.deliveryCity?.id ?? null,
        (id) => id !== null && this.reference.loadStreets(cityIdOf(this.shell.city), id),
        { fireImmediately: true },
      ),
      reaction(
        () => delivery.rolls,
        () => delivery.fitSticks(),
      ),
      // The coupon part does not watch the cart: every new cart rechecks an applied coupon.
      // Debouncing is not needed, each click is one change and a newer check supersedes the running one.
      reaction(
        () => this.cart.items,
        () => this.coupon.cartChanged(),
      ),
    ];
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
  }

  private switchTo(city: CitySlug): void {
    this.draft.load(city, this.session.loadForm(city));
    this.reference.loadFor(cityIdOf(city));
    this.contact.cityLoaded();
  }

  private applyPayMethod(method: PayMethod | null): void {
    if (method !== this.draft.form.payMethod) this.draft.patch({ payMethod: method });
    // The coupon's discount depends on cash vs non-cash: it is told of every change.
    this.coupon.payMethodChanged(method);
  }
}
