import { makeAutoObservable } from 'mobx';
import type { Cart } from '../../../domain/cart/cart.types';
import { amountOfRolls, hasAlcohol } from '../../../domain/cart/cart-counters';
import type { CityId } from '../../../domain/city/city';
import { isDeliveryType, PAY_METHODS, type DeliveryType, type PayMethod } from '../../../domain/order/order-form';
import { pickupPointHours, pickupPointLabel } from '../../../domain/order/pickup-point-address.rule';
import { allowedPayMethods, usablePayMethods } from '../../../domain/payment/allowed-pay-methods.rule';
import { showsChangeField } from '../../../domain/payment/cashback.rule';
import { resolvePayMethod } from '../../../domain/payment/resolve-pay-method.rule';
import type { Locale } from '../../../domain/shared/locale';
import { scheduleOfPublicDto } from '../../../domain/site-schedule/schedule-dto.mapper';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import { fitSticksToRolls } from '../../../domain/sticks/sticks-rule';
import { allowedDeliveryTypes, resolveDeliveryType } from '../../../domain/working-hours/delivery-types.rule';
import { isNightAt } from '../../../domain/working-hours/shop-hours.rule';
import { activeStops, stoppedDeliveryTypes } from '../../../domain/working-hours/stop-list.rule';
import { resolveStopMessage, resolveStopText } from '../../../domain/working-hours/stop-notice.rule';
import type { StopText, WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';
import type { CheckoutReferenceStore } from './checkout-reference.store';
import type { OrderDraftStore } from './order-draft.store';
import { PreOrderViewModel } from './pre-order.view-model';
import { SticksViewModel } from './sticks.view-model';

export interface PayOption {
  readonly method: PayMethod;
  /** Card is offered but disabled while alcohol is in the cart. */
  readonly disabled: boolean;
}

/** What the delivery and payment part needs to know besides the draft (read when the rules run). */
export interface DeliveryPaymentInputs {
  readonly cityId: CityId;
  readonly locale: Locale;
  /** The city sells rolls (its sushi menu is on). */
  readonly sushiOnMenu: boolean;
  readonly cartItems: Cart;
  /** Staff's stop records of every city. */
  readonly stops: readonly WorkingHoursRecord[];
  /** The address lies out of every delivery zone. */
  readonly outOfZone: boolean;
  /** A street the customer had entered was cleared. */
  readonly streetCleared: boolean;
}

/**
 * How the order comes and is paid: the delivery type (what the hours, stops and site settings
 * allow), the pickup point, the pre-order date and time, the pay method with its fallbacks, the
 * change amount, sticks and the order's small options.
 */
export class DeliveryPaymentViewModel {
  readonly preOrder: PreOrderViewModel;
  readonly sticks: SticksViewModel;

  constructor(
    private readonly draft: OrderDraftStore,
    private readonly reference: Pick<
      CheckoutReferenceStore,
      'schedules' | 'disabledDeliveryTypes' | 'pickupPoints' | 'paymentTypes'
    >,
    private readonly inputs: DeliveryPaymentInputs,
  ) {
    const rules = {
      hasAlcohol: () => this.hasAlcohol,
      rolls: () => this.rolls,
      schedule: () => this.schedule,
      fullSlots: () => this.fullSlots,
    };
    this.preOrder = new PreOrderViewModel({
      get form() {
        return draft.form;
      },
      get hasAlcohol() {
        return rules.hasAlcohol();
      },
      get now() {
        return draft.now;
      },
      get schedule() {
        return rules.schedule();
      },
      get fullSlots() {
        return rules.fullSlots();
      },
      setDeliveryDate: (date) => this.setDeliveryDate(date),
    });
    this.sticks = new SticksViewModel({
      get form() {
        return draft.form;
      },
      get rolls() {
        return rules.rolls();
      },
      setSticks: (state) => draft.patch(state),
    });
    makeAutoObservable<this, 'draft' | 'reference' | 'inputs'>(
      this,
      { draft: false, reference: false, inputs: false, preOrder: false, sticks: false },
      { autoBind: true },
    );
  }

  // ---------------------------------------------------------------- the cart's part in the rules

  get rolls(): number {
    return amountOfRolls(this.inputs.cartItems);
  }

  get hasAlcohol(): boolean {
    return hasAlcohol(this.inputs.cartItems);
  }

  /**
   * Chopstick counters make sense only where the city sells rolls: a city without sushi on its
   * menu hides them (rolls already in the cart keep them, the limit follows the rolls anyway).
   */
  get showsSticks(): boolean {
    return this.inputs.sushiOnMenu || this.rolls > 0;
  }

  /** Fewer rolls in the cart: the counters shrink to what the rolls allow. */
  fitSticks(): void {
    const form = this.draft.form;
    const fitted = fitSticksToRolls(form, this.rolls);
    if (fitted !== form) this.draft.patch({ sticks: fitted.sticks, trainingSticks: fitted.trainingSticks });
  }

  // ---------------------------------------------------------------- hours and delivery types

  /** The city's schedule as staff set it (the default hours until it is loaded). */
  get schedule(): ShopSchedule {
    const loaded = this.reference.schedules.get(this.inputs.cityId);
    return loaded === undefined ? DEFAULT_SCHEDULE : scheduleOfPublicDto(loaded);
  }

  get fullSlots(): readonly string[] {
    return this.reference.schedules.get(this.inputs.cityId)?.fullSlots ?? [];
  }

  get isNight(): boolean {
    return isNightAt(this.draft.now, this.schedule);
  }

  /** Types disabled in site management and those staff stopped in this city. */
  get disabledDeliveryTypes(): readonly DeliveryType[] {
    return [
      ...new Set([
        ...this.reference.disabledDeliveryTypes,
        ...stoppedDeliveryTypes(this.inputs.stops, this.inputs.cityId),
      ]),
    ];
  }

  get allowedDeliveryTypes(): readonly DeliveryType[] {
    // A city whose pickup list came back empty has no open point: self-pickup would be a dead end.
    const noPickupPoint = this.reference.pickupPoints.get(this.inputs.cityId)?.length === 0;
    const disabled = noPickupPoint
      ? [...this.disabledDeliveryTypes, 'self-pickup' as const]
      : this.disabledDeliveryTypes;
    return allowedDeliveryTypes(disabled, this.draft.now, this.schedule);
  }

  /** The stopped delivery types with the message staff wrote, for the customer to read why. */
  get deliveryTypeStops(): readonly { readonly type: DeliveryType; readonly text: StopText | null }[] {
    return activeStops(this.inputs.stops, this.inputs.cityId).flatMap((record) =>
      isDeliveryType(record.functionality)
        ? [{ type: record.functionality, text: resolveStopText(record, this.inputs.locale) }]
        : [],
    );
  }

  /** The chosen type, or the first allowed one when the chosen is not allowed (any more). */
  get deliveryType(): DeliveryType | null {
    return resolveDeliveryType(this.draft.form.deliveryType, this.allowedDeliveryTypes);
  }

  get needsAddress(): boolean {
    return this.draft.form.deliveryType !== 'self-pickup';
  }

  chooseDeliveryType(type: DeliveryType): void {
    if (!this.allowedDeliveryTypes.includes(type)) return;
    this.draft.patch({ deliveryType: type });
  }

  /** The night modal's pre-order button: pre-order is the only way to order now. */
  preferPreOrder(): void {
    this.draft.refreshClock();
    this.chooseDeliveryType('pre-order');
  }

  setDeliveryDate(date: string): void {
    this.draft.patch({ deliveryDate: date, deliveryTime: '' });
  }

  setDeliveryTime(time: string): void {
    this.draft.patch({ deliveryTime: time });
  }

  // ---------------------------------------------------------------- self-pickup

  get pickupPoints() {
    return this.reference.pickupPoints.get(this.inputs.cityId) ?? [];
  }

  /** The city's points as the customer reads them: the address in their language. */
  get pickupPointOptions(): readonly { readonly id: string; readonly label: string }[] {
    return this.pickupPoints.map((point) => ({ id: point.id, label: pickupPointLabel(point, this.inputs.locale) }));
  }

  /** Opening hours of the chosen point; null before a choice or when staff gave none. */
  get pickupPointHours(): string | null {
    const point = this.pickupPoints.find((candidate) => candidate.id === this.draft.form.selfPickupPointId);
    return point === undefined ? null : pickupPointHours(point);
  }

  get pickupPointValue(): string {
    return this.pickupPoints.some((point) => point.id === this.draft.form.selfPickupPointId)
      ? this.draft.form.selfPickupPointId
      : '';
  }

  choosePickupPoint(id: string): void {
    this.draft.patch({ selfPickupPointId: id });
  }

  // ---------------------------------------------------------------- payment

  private get allowedMethods(): readonly PayMethod[] {
    return allowedPayMethods(this.reference.paymentTypes, this.inputs.cityId);
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

  /** Why online payment is not offered, when staff switched it off with a message for customers. */
  get onlinePaymentStop(): StopText | null {
    const online = this.reference.paymentTypes.find(
      (type) => type.cityId === this.inputs.cityId && type.name === 'online',
    );
    if (online === undefined || online.isAllowed || online.stopMessage === undefined) return null;
    return resolveStopMessage(online.stopMessage, this.inputs.locale);
  }

  /** The method the form should hold in the current situation (the domain's fallback rule). */
  get resolvedPayMethod(): PayMethod | null {
    if (this.reference.paymentTypes.length === 0) return this.draft.form.payMethod;
    return this.payMethodResolvedFrom(this.draft.form.payMethod);
  }

  private payMethodResolvedFrom(chosen: PayMethod | null): PayMethod | null {
    return resolvePayMethod({
      chosen,
      allowedMethods: this.allowedMethods,
      cartHasAlcohol: this.hasAlcohol,
      // Self-pickup has no address, so neither rule can apply to it.
      streetCleared: this.needsAddress && this.inputs.streetCleared,
      outOfZone: this.needsAddress && this.inputs.outOfZone,
    });
  }

  choosePayMethod(method: PayMethod): void {
    if (!this.payOptions.some((option) => option.method === method && !option.disabled)) return;
    this.draft.patch({ payMethod: method });
  }

  get showsChangeField(): boolean {
    return showsChangeField(this.draft.form.payMethod);
  }

  setCashback(cashback: string): void {
    this.draft.patch({ cashback });
  }

  // ---------------------------------------------------------------- the order's small options

  setComment(comment: string): void {
    this.draft.patch({ comment });
  }

  toggleNoCall(): void {
    this.draft.patch({ call: !this.draft.form.call });
  }

  toggleEcoPack(): void {
    this.draft.patch({ isEcoPack: !this.draft.form.isEcoPack });
  }
}
