import { makeAutoObservable } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import { formatPhone } from '../../../domain/order/phone-mask';
import { applyAutofill, clearAutofill } from '../../../domain/order/previous-order';
import type { Street } from '../../../domain/order/order-form';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { AddressZoneReading } from './checkout-parts.contract';
import type { CheckoutReferenceStore } from './checkout-reference.store';
import type { OrderDraftStore } from './order-draft.store';
import { StreetSearchViewModel } from './street-search.view-model';

/** What the contact and address part needs to know besides the draft. */
export interface ContactAddressInputs {
  readonly cityId: CityId;
}

/**
 * Who orders and where to: name, phone, locality, street, house and the rest of the address, and
 * the previous order's autofill. Tells the zone part whenever street or house change.
 */
export class ContactAddressViewModel {
  /**
   * A street the customer had entered was cleared since. Clearing the street switches online to
   * cash (the address is gone, the operator must confirm delivery before anyone pays); a street
   * not typed yet is no reason to refuse online, so an empty field alone is not it.
   */
  private streetWasCleared = false;
  readonly streetSearch: StreetSearchViewModel;

  constructor(
    private readonly draft: OrderDraftStore,
    private readonly reference: Pick<CheckoutReferenceStore, 'deliveryCities' | 'streets'>,
    private readonly zone: Pick<AddressZoneReading, 'addressChanged' | 'reset'>,
    private readonly cartStorage: Pick<CartStoragePort, 'loadPreviousOrder'>,
    private readonly inputs: ContactAddressInputs,
  ) {
    const streetsOf = () => this.streets;
    this.streetSearch = new StreetSearchViewModel({
      get street() {
        return draft.form.address.street;
      },
      get streets() {
        return streetsOf();
      },
      clearStreet: () => this.clearStreet(),
      chooseStreet: (street) => this.chooseStreet(street),
      touchStreet: () => draft.touch('street'),
    });
    makeAutoObservable<this, 'draft' | 'reference' | 'zone' | 'cartStorage' | 'inputs'>(
      this,
      { draft: false, reference: false, zone: false, cartStorage: false, inputs: false, streetSearch: false },
      { autoBind: true },
    );
  }

  /** Another city's form was loaded: nothing was cleared in it yet. */
  cityLoaded(): void {
    this.streetWasCleared = false;
    this.streetSearch.sync();
  }

  setName(name: string): void {
    this.draft.patch({ name });
  }

  /** The live mask: whatever is typed or pasted is shown as +38 (0##) ### ## ##. */
  setPhone(input: string): void {
    this.draft.patch({ phone: formatPhone(input) });
  }

  get deliveryCities() {
    return this.reference.deliveryCities.get(this.inputs.cityId) ?? [];
  }

  /** The first locality of the city, chosen until the customer picks another. */
  get defaultDeliveryCity() {
    const first = this.deliveryCities[0];
    return first ? { id: first.id, name: first.name } : null;
  }

  get deliveryCityValue(): string {
    const id = this.draft.form.address.deliveryCity?.id;
    return id !== undefined && this.deliveryCities.some((city) => city.id === id) ? String(id) : '';
  }

  chooseDeliveryCity(id: string): void {
    const city = this.deliveryCities.find((candidate) => String(candidate.id) === id) ?? null;
    // Another locality drops the street: for the payment rule that is the street being cleared.
    this.noteStreetCleared();
    this.draft.patchAddress({ deliveryCity: city, street: { id: '', name: '' } });
    this.zone.reset();
  }

  get streets(): readonly Street[] {
    const id = this.draft.form.address.deliveryCity?.id;
    return id === undefined ? [] : (this.reference.streets.get(id) ?? []);
  }

  /** The street is chosen from the list only: typing alone leaves the street empty. */
  chooseStreet(street: Street): void {
    this.draft.patchAddress({ street: { id: street.id, name: street.name } });
    this.streetWasCleared = false;
    this.draft.touch('street');
    this.tellZone();
  }

  /** Clearing the street resets the zone and the marker. */
  clearStreet(): void {
    this.noteStreetCleared();
    this.draft.patchAddress({ street: { id: '', name: '' } });
    this.zone.reset();
  }

  /** A street was entered and is gone now: the payment rule falls back from online. */
  get streetCleared(): boolean {
    return this.streetWasCleared && this.draft.form.address.street.name.trim() === '';
  }

  setHouse(house: string): void {
    this.draft.patchAddress({ house });
    this.tellZone();
  }

  setFlat(flat: string): void {
    this.draft.patchAddress({ flat });
  }

  setEntrance(entrance: string): void {
    this.draft.patchAddress({ entrance });
  }

  setFloor(floor: string): void {
    this.draft.patchAddress({ floor });
  }

  private noteStreetCleared(): void {
    if (this.draft.form.address.street.name.trim() !== '') this.streetWasCleared = true;
  }

  private tellZone(): void {
    const { street, house } = this.draft.form.address;
    if (street.name.trim() === '') return;
    this.zone.addressChanged({ cityId: this.inputs.cityId, street, house });
  }

  // ---------------------------------------------------------------- autofill (per city)

  get hasPreviousOrder(): boolean {
    const city = this.draft.city;
    return city !== null && this.cartStorage.loadPreviousOrder(city) !== null;
  }

  autofill(): void {
    const city = this.draft.city;
    const previous = city === null ? null : this.cartStorage.loadPreviousOrder(city);
    if (previous === null) return;
    this.draft.replace(applyAutofill(this.draft.form, previous));
    this.draft.setAutofill(true);
    this.streetWasCleared = false;
    this.streetSearch.sync();
    this.tellZone();
  }

  clearAutofill(): void {
    this.draft.replace(clearAutofill(this.draft.form));
    this.draft.setAutofill(false);
    // The form starts over, as for a customer who has typed nothing yet.
    this.streetWasCleared = false;
    this.draft.startOver();
    this.streetSearch.sync();
    this.zone.reset();
  }
}
