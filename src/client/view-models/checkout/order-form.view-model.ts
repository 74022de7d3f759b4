import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { amountOfRolls, hasAlcohol, hasSushi } from '../../../domain/cart/cart-counters';
import { cityIdOf, type CityId, type CitySlug } from '../../../domain/city/city';
import { deliveryMessage } from '../../../domain/delivery-message/delivery-message.rule';
import type { DeliveryMessage } from '../../../domain/delivery-message/delivery-message.types';
import { emptyOrderForm, isDeliveryType, PAY_METHODS, type Address, type DeliveryType, type OrderForm, type PayMethod } from '../../../domain/order/order-form';
import { formatPhone } from '../../../domain/order/phone-mask';
import { pickupPointHours, pickupPointLabel } from '../../../domain/order/pickup-point-address.rule';
import { applyAutofill, clearAutofill } from '../../../domain/order/previous-order';
import { firstSubmissionReason } from '../../../domain/order/submission-priority';
import { canSubmitOrder, type SubmissionFailures, type SubmissionField } from '../../../domain/order/submission-rules';
import { allowedPayMethods, usablePayMethods } from '../../../domain/payment/allowed-pay-methods.rule';
import { showsChangeField, validateCashback, type CashbackError } from '../../../domain/payment/cashback.rule';
import { resolvePayMethod } from '../../../domain/payment/resolve-pay-method.rule';
import { orderTotals, orderTotalsKopiykas, type OrderTotals } from '../../../domain/pricing/order-totals';
import { fitSticksToRolls } from '../../../domain/sticks/sticks-rule';
import { toHryvnias } from '../../../domain/shared/money';
import { allowedDeliveryTypes, resolveDeliveryType } from '../../../domain/working-hours/delivery-types.rule';
import { isNightAt } from '../../../domain/working-hours/shop-hours.rule';
import { activeStops, areOrdersAllowed, blockingStop, stoppedDeliveryTypes } from '../../../domain/working-hours/stop-list.rule';
import { resolveStopText } from '../../../domain/working-hours/stop-notice.rule';
import type { StopText } from '../../../domain/working-hours/working-hours.types';
import { scheduleOfPublicDto } from '../../../domain/site-schedule/schedule-dto.mapper';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import { busyMinutesAt } from '../../../domain/site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { OrderSessionStoragePort } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CartViewModel } from '../cart.view-model';
import type { WorkingHoursViewModel } from '../working-hours.view-model';
import type { AddressZoneReading, CouponReading } from './checkout-parts.contract';
import type { CheckoutReferenceStore } from './checkout-reference.store';
import { PreOrderViewModel } from './pre-order.view-model';
import { SticksViewModel } from './sticks.view-model';
import { StreetSearchViewModel } from './street-search.view-model';

/** Fields whose error shows once touched; the domain's submission fields plus the cash amount. */
export type FormField = SubmissionField | 'cashback';

export interface PayOption {
  readonly method: PayMethod;
  /** Card is offered but disabled while alcohol is in the cart. */
  readonly disabled: boolean;
}

/**
 * The order form of the sidebar. Every rule comes from the domain: this class holds
 * what the customer typed, asks the rules, and keeps the form consistent when the situation
 * changes (disabled delivery types, night, alcohol, zone). The form is saved per city at every
 * change, so a reload finds it as it was.
 */
@injectable()
export class OrderFormViewModel {
  form: OrderForm = emptyOrderForm();
  isAutofill = false;
  isSubmitting = false;
  /** Touched fields and a submit attempt decide when errors show (never on an untouched form). */
  private touched = new Set<FormField>();
  submitAttempted = false;
  /**
   * A street the customer had entered was cleared since. Spec §4 switches online to cash on
   * CLEARING the street (the address is gone, the operator must confirm delivery before anyone
   * pays); a street not typed yet is no reason to refuse online, so an empty field alone is not it.
   */
  private streetWasCleared = false;
  /** The instant the rules are evaluated at; refreshed on activation and on each submit attempt. */
  now: number;
  private city: CitySlug | null = null;
  private disposers: IReactionDisposer[] = [];
  readonly streetSearch: StreetSearchViewModel;
  readonly preOrder: PreOrderViewModel;
  readonly sticks: SticksViewModel;

  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.CheckoutReferenceStore) readonly reference: CheckoutReferenceStore,
    @inject(TOKENS.WorkingHoursViewModel) private readonly workingHours: WorkingHoursViewModel,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.OrderSession) private readonly session: OrderSessionStoragePort,
    @inject(TOKENS.CartStorage) private readonly cartStorage: CartStoragePort,
    @inject(TOKENS.AddressZone) readonly zone: AddressZoneReading,
    @inject(TOKENS.Coupon) readonly coupon: CouponReading,
  ) {
    this.now = clock.now();
    this.streetSearch = new StreetSearchViewModel(this);
    this.preOrder = new PreOrderViewModel(this);
    this.sticks = new SticksViewModel(this);
    // The coupon check names the real customer, read from the form at the moment it runs.
    coupon.connectCustomer(() => ({ name: this.form.name, phone: this.form.phone }));
    makeAutoObservable<this, 'shell' | 'cart' | 'workingHours' | 'clock' | 'session' | 'cartStorage' | 'disposers' | 'city'>(
      this,
      {
        shell: false, cart: false, reference: false, workingHours: false, clock: false, session: false, cartStorage: false,
        zone: false, coupon: false, disposers: false, city: false, form: observableRef, streetSearch: false, preOrder: false, sticks: false,
      },
      { autoBind: true },
    );
  }

  /** Starts following the city and keeping the form consistent. Idempotent. */
  activate(): void {
    if (this.disposers.length > 0) return;
    this.disposers = [
      reaction(() => this.shell.city, (city) => this.switchTo(city), { fireImmediately: true }),
      reaction(() => this.form, (form) => this.city !== null && this.session.saveForm(this.city, form)),
      // Spec §4: the chosen type resets to the first allowed one when the allowed types change.
      reaction(() => this.deliveryType, (type) => type !== null && type !== this.form.deliveryType && this.patch({ deliveryType: type }), { fireImmediately: true }),
      reaction(() => this.resolvedPayMethod, (method) => this.applyPayMethod(method), { fireImmediately: true }),
      reaction(() => this.defaultDeliveryCity, (city) => city !== null && this.form.address.deliveryCity === null && this.patchAddress({ deliveryCity: city }), { fireImmediately: true }),
      reaction(() => this.form.address.deliveryCity?.id ?? null, (id) => id !== null && this.reference.loadStreets(this.cityId, id), { fireImmediately: true }),
      reaction(() => this.rolls, () => this.fitSticks()),
      // The form owns the seam, so it tells the coupon of cart changes (the coupon part does not
      // watch the cart): every new cart rechecks an applied coupon, debouncing is not needed because
      // each click is one change and a newer check supersedes the running one.
      reaction(() => this.cart.items, () => this.coupon.cartChanged()),
    ];
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
  }

  private switchTo(city: CitySlug): void {
    this.city = city;
    this.form = this.session.loadForm(city) ?? emptyOrderForm();
    this.touched = new Set();
    this.submitAttempted = false;
    this.streetWasCleared = false;
    this.reference.loadFor(cityIdOf(city));
    this.streetSearch.sync();
  }

  refreshClock(): void {
    this.now = this.clock.now();
  }

  // ---------------------------------------------------------------- editing

  private patch(changes: Partial<OrderForm>): void {
    this.form = { ...this.form, ...changes };
  }

  private patchAddress(changes: Partial<Address>): void {
    this.patch({ address: { ...this.form.address, ...changes } });
  }

  touch(field: FormField): void {
    this.touched.add(field);
    this.touched = new Set(this.touched);
  }

  setName(name: string): void {
    this.patch({ name });
  }

  /** The live mask: whatever is typed or pasted is shown as +38 (0##) ### ## ##. */
  setPhone(input: string): void {
    this.patch({ phone: formatPhone(input) });
  }

  chooseDeliveryType(type: DeliveryType): void {
    if (!this.allowedDeliveryTypes.includes(type)) return;
    this.patch({ deliveryType: type });
  }

  /** The night modal's pre-order button: pre-order is the only way to order now. */
  preferPreOrder(): void {
    this.refreshClock();
    this.chooseDeliveryType('pre-order');
  }

  chooseDeliveryCity(id: string): void {
    const city = this.deliveryCities.find((candidate) => String(candidate.id) === id) ?? null;
    // Another locality drops the street: for the payment rule that is the street being cleared.
    this.noteStreetCleared();
    this.patchAddress({ deliveryCity: city, street: { id: '', name: '' } });
    this.zone.reset();
  }

  setHouse(house: string): void {
    this.patchAddress({ house });
    this.tellZone();
  }

  setFlat(flat: string): void {
    this.patchAddress({ flat });
  }

  setEntrance(entrance: string): void {
    this.patchAddress({ entrance });
  }

  setFloor(floor: string): void {
    this.patchAddress({ floor });
  }

  /** The street is chosen from the list only: typing alone leaves the street empty. */
  chooseStreet(street: { id: string; name: string }): void {
    this.patchAddress({ street: { id: street.id, name: street.name } });
    this.streetWasCleared = false;
    this.touch('street');
    this.tellZone();
  }

  /** Clearing the street resets the zone and the marker. */
  clearStreet(): void {
    this.noteStreetCleared();
    this.patchAddress({ street: { id: '', name: '' } });
    this.zone.reset();
  }

  private noteStreetCleared(): void {
    if (this.form.address.street.name.trim() !== '') this.streetWasCleared = true;
  }

  private tellZone(): void {
    const street = this.form.address.street;
    if (street.name.trim() === '') return;
    this.zone.addressChanged({ cityId: this.cityId, street, house: this.form.address.house });
  }

  setDeliveryDate(date: string): void {
    this.patch({ deliveryDate: date, deliveryTime: '' });
  }

  setDeliveryTime(time: string): void {
    this.patch({ deliveryTime: time });
  }

  choosePickupPoint(id: string): void {
    this.patch({ selfPickupPointId: id });
  }

  choosePayMethod(method: PayMethod): void {
    if (!this.payOptions.some((option) => option.method === method && !option.disabled)) return;
    this.patch({ payMethod: method });
  }

  setCashback(cashback: string): void {
    this.patch({ cashback });
  }

  setComment(comment: string): void {
    this.patch({ comment });
  }

  toggleNoCall(): void {
    this.patch({ call: !this.form.call });
  }

  toggleEcoPack(): void {
    this.patch({ isEcoPack: !this.form.isEcoPack });
  }

  /** Replaces the sticks counters with the domain's answer (the sticks view-model decides). */
  setSticks(state: Pick<OrderForm, 'sticks' | 'trainingSticks'>): void {
    this.patch(state);
  }

  private fitSticks(): void {
    const fitted = fitSticksToRolls(this.form, this.rolls);
    if (fitted !== this.form) this.setSticks(fitted);
  }

  setSubmitting(value: boolean): void {
    this.isSubmitting = value;
  }

  attemptSubmit(): void {
    this.submitAttempted = true;
    this.refreshClock();
  }

  // ---------------------------------------------------------------- autofill (per city)

  get hasPreviousOrder(): boolean {
    return this.city !== null && this.cartStorage.loadPreviousOrder(this.city) !== null;
  }

  autofill(): void {
    const previous = this.city === null ? null : this.cartStorage.loadPreviousOrder(this.city);
    if (previous === null) return;
    this.form = applyAutofill(this.form, previous);
    this.isAutofill = true;
    this.streetWasCleared = false;
    this.streetSearch.sync();
    this.tellZone();
  }

  clearAutofill(): void {
    this.form = clearAutofill(this.form);
    this.isAutofill = false;
    // The form starts over, as for a customer who has typed nothing yet.
    this.streetWasCleared = false;
    this.touched = new Set();
    this.submitAttempted = false;
    this.streetSearch.sync();
    this.zone.reset();
  }

  /** After a placed order: the customer's details stay for next time, the order's own choices go. */
  resetAfterOrder(): void {
    this.patch({ comment: '', cashback: '', deliveryDate: '', deliveryTime: '', sticks: 0, trainingSticks: 0, coupon: '' });
    this.isAutofill = false;
    this.touched = new Set();
    this.submitAttempted = false;
  }

  // ---------------------------------------------------------------- what the rules say

  get cityId(): CityId {
    return cityIdOf(this.shell.city);
  }

  get rolls(): number {
    return amountOfRolls(this.cart.items);
  }

  get hasAlcohol(): boolean {
    return hasAlcohol(this.cart.items);
  }

  /** The city's schedule as staff set it (the default hours until it is loaded). */
  get schedule(): ShopSchedule {
    const loaded = this.reference.schedules.get(this.cityId);
    return loaded === undefined ? DEFAULT_SCHEDULE : scheduleOfPublicDto(loaded);
  }

  get fullSlots(): readonly string[] {
    return this.reference.schedules.get(this.cityId)?.fullSlots ?? [];
  }

  get isNight(): boolean {
    return isNightAt(this.now, this.schedule);
  }

  /** Types disabled in site management and those staff stopped in this city. */
  get disabledDeliveryTypes(): readonly DeliveryType[] {
    return [...new Set([...this.reference.disabledDeliveryTypes, ...stoppedDeliveryTypes(this.workingHours.records, this.cityId)])];
  }

  get allowedDeliveryTypes(): readonly DeliveryType[] {
    // A city whose pickup list came back empty has no open point: self-pickup would be a dead end.
    const noPickupPoint = this.reference.pickupPoints.get(this.cityId)?.length === 0;
    const disabled = noPickupPoint ? [...this.disabledDeliveryTypes, 'self-pickup' as const] : this.disabledDeliveryTypes;
    return allowedDeliveryTypes(disabled, this.now, this.schedule);
  }

  /** The stopped delivery types with the message staff wrote, for the customer to read why. */
  get deliveryTypeStops(): readonly { readonly type: DeliveryType; readonly text: StopText | null }[] {
    return activeStops(this.workingHours.records, this.cityId).flatMap((record) =>
      isDeliveryType(record.functionality) ? [{ type: record.functionality, text: resolveStopText(record, this.shell.locale) }] : [],
    );
  }

  get deliveryType(): DeliveryType | null {
    return resolveDeliveryType(this.form.deliveryType, this.allowedDeliveryTypes);
  }

  get needsAddress(): boolean {
    return this.form.deliveryType !== 'self-pickup';
  }

  get deliveryCities() {
    return this.reference.deliveryCities.get(this.cityId) ?? [];
  }

  private get defaultDeliveryCity() {
    const first = this.deliveryCities[0];
    return first ? { id: first.id, name: first.name } : null;
  }

  get deliveryCityValue(): string {
    const id = this.form.address.deliveryCity?.id;
    return id !== undefined && this.deliveryCities.some((city) => city.id === id) ? String(id) : '';
  }

  get pickupPoints() {
    return this.reference.pickupPoints.get(this.cityId) ?? [];
  }

  /** The city's points as the customer reads them: the address in their language. */
  get pickupPointOptions(): readonly { readonly id: string; readonly label: string }[] {
    return this.pickupPoints.map((point) => ({ id: point.id, label: pickupPointLabel(point, this.shell.locale) }));
  }

  /** Opening hours of the chosen point; null before a choice or when staff gave none. */
  get pickupPointHours(): string | null {
    const point = this.pickupPoints.find((candidate) => candidate.id === this.form.selfPickupPointId);
    return point === undefined ? null : pickupPointHours(point);
  }

  get pickupPointValue(): string {
    return this.pickupPoints.some((point) => point.id === this.form.selfPickupPointId) ? this.form.selfPickupPointId : '';
  }

  get streets() {
    const id = this.form.address.deliveryCity?.id;
    return id === undefined ? [] : (this.reference.streets.get(id) ?? []);
  }

  private get allowedMethods(): readonly PayMethod[] {
    return allowedPayMethods(this.reference.paymentTypes, this.cityId);
  }

  /**
   * Online, card, cash in that order, those the admin allows for the city. A method the
   * fallback rule would replace at once (card with alcohol, online out of zone or after the street
   * was cleared) is shown disabled: picking it would flip straight back, and a radio whose click changes nothing
   * in the form is never re-rendered, so the page would show a choice the form does not hold.
   */
  get payOptions(): readonly PayOption[] {
    const usable = usablePayMethods(this.allowedMethods, this.hasAlcohol);
    return PAY_METHODS.filter((method) => this.allowedMethods.includes(method)).map((method) => ({
      method,
      disabled: !usable.includes(method) || this.payMethodResolvedFrom(method) !== method,
    }));
  }

  private get resolvedPayMethod(): PayMethod | null {
    if (this.reference.paymentTypes.length === 0) return this.form.payMethod;
    return this.payMethodResolvedFrom(this.form.payMethod);
  }

  /** The domain's fallback rule applied to a chosen method in the current situation. */
  private payMethodResolvedFrom(chosen: PayMethod | null): PayMethod | null {
    return resolvePayMethod({
      chosen,
      allowedMethods: this.allowedMethods,
      cartHasAlcohol: this.hasAlcohol,
      // Self-pickup has no address, so neither rule can apply to it.
      streetCleared: this.needsAddress && this.streetWasCleared && this.form.address.street.name.trim() === '',
      outOfZone: this.needsAddress && this.zone.outOfZone,
    });
  }

  private applyPayMethod(method: PayMethod | null): void {
    if (method !== this.form.payMethod) this.patch({ payMethod: method });
    // The coupon's discount depends on cash vs non-cash: it is told of every change.
    this.coupon.payMethodChanged(method);
  }

  get showsChangeField(): boolean {
    return showsChangeField(this.form.payMethod);
  }

  get totals(): OrderTotals {
    return orderTotals(this.totalsInput);
  }

  private get totalsInput() {
    return { items: this.cart.items, couponDiscount: this.coupon.discount, payMethod: this.form.payMethod, deliveryType: this.form.deliveryType };
  }

  get totalAfterDiscount(): number {
    return toHryvnias(orderTotalsKopiykas(this.totalsInput).cartAfterDiscount);
  }

  private get cartSections() {
    return { hasBurgers: this.cart.items.some((line) => line.sushi !== true), hasSushi: hasSushi(this.cart.items) };
  }

  get ordersAllowed(): boolean {
    return areOrdersAllowed(this.workingHours.records, this.cityId, this.cartSections);
  }

  get failures(): SubmissionFailures {
    const verdict = canSubmitOrder({
      isSubmitting: this.isSubmitting,
      totalAfterDiscount: this.totalAfterDiscount,
      ordersAllowed: this.ordersAllowed,
      disabledDeliveryTypes: this.disabledDeliveryTypes,
      form: this.form,
    });
    return verdict.ok ? {} : verdict.reasons;
  }

  get cashbackError(): CashbackError | null {
    if (!this.showsChangeField) return null;
    const result = validateCashback(this.form.cashback, this.totals.toPay);
    return result.ok ? null : result.reason;
  }

  /** Spec §5, exactly: the domain's verdict (the change amount is checked again, it cannot be below the total). */
  get canSubmit(): boolean {
    return Object.keys(this.failures).length === 0 && this.cashbackError === null;
  }

  /** The reason under a field, once the customer touched it or tried to submit; a translation key. */
  errorFor(field: FormField): string | null {
    if (!this.submitAttempted && !this.touched.has(field)) return null;
    if (field === 'cashback') return this.cashbackError;
    return this.failures[field] ?? null;
  }

  /**
   * Why the submit button is disabled, as a translation key of the checkout namespace: the first
   * reason in the domain's order, shown next to the button whether or not the field was touched,
   * so a greyed-out button is never a riddle. Null while the button works or while it shows
   * progress (the button's own label says so then).
   */
  get submitBlockReason(): string | null {
    if (this.canSubmit || this.isSubmitting) return null;
    return firstSubmissionReason(this.failures) ?? this.cashbackError;
  }

  /**
   * Chopstick counters make sense only where the city sells rolls: a city without sushi on its
   * menu hides them (rolls already in the cart keep them, the limit follows the rolls anyway).
   */
  get showsSticks(): boolean {
    return this.shell.sushiEnabledIn(this.shell.city) || this.rolls > 0;
  }

  get deliveryMessage(): DeliveryMessage {
    const stop = blockingStop(this.workingHours.records, this.cityId, this.cartSections);
    return deliveryMessage({
      cartIsIncorrect: this.cart.items.some((line) => line.disabled === true),
      ordersAllowed: this.ordersAllowed,
      stopTitle: stop === null ? '' : (resolveStopText(stop, this.shell.locale)?.title ?? ''),
      isNight: this.isNight,
      deliveryType: this.form.deliveryType,
      preOrderDate: this.form.deliveryDate,
      preOrderTime: this.form.deliveryTime,
      zoneMinutes: this.zone.zoneMinutes,
      busyMinutes: busyMinutesAt(this.schedule.busy, this.now),
      streetEntered: this.form.address.street.name.trim() !== '',
    });
  }
}
