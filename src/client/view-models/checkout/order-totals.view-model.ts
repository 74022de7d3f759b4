import { makeAutoObservable } from 'mobx';
import type { Cart } from '../../../domain/cart/cart.types';
import { hasSushi } from '../../../domain/cart/cart-counters';
import type { CityId } from '../../../domain/city/city';
import { deliveryMessage } from '../../../domain/delivery-message/delivery-message.rule';
import type { DeliveryMessage } from '../../../domain/delivery-message/delivery-message.types';
import type { DeliveryType } from '../../../domain/order/order-form';
import { firstSubmissionReason } from '../../../domain/order/submission-priority';
import { canSubmitOrder, type SubmissionFailures } from '../../../domain/order/submission-rules';
import { showsChangeField, validateCashback, type CashbackError } from '../../../domain/payment/cashback.rule';
import { orderTotals, orderTotalsKopiykas, type OrderTotals } from '../../../domain/pricing/order-totals';
import type { Locale } from '../../../domain/shared/locale';
import { toHryvnias } from '../../../domain/shared/money';
import { busyMinutesAt } from '../../../domain/site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import { areOrdersAllowed, blockingStop } from '../../../domain/working-hours/stop-list.rule';
import { resolveStopText } from '../../../domain/working-hours/stop-notice.rule';
import type { WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';
import type { FormField, OrderDraftStore } from './order-draft.store';

/** What the totals part needs to know besides the draft (read when the rules run). */
export interface OrderTotalsInputs {
  readonly cityId: CityId;
  readonly locale: Locale;
  readonly cartItems: Cart;
  /** Hryvnias off for the applied coupon, 0 without one. */
  readonly couponDiscount: number;
  /** Staff's stop records of every city. */
  readonly stops: readonly WorkingHoursRecord[];
  readonly schedule: ShopSchedule;
  readonly isNight: boolean;
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  /** The address's zone minutes; null while not looked up. */
  readonly zoneMinutes: 0 | 29 | 59 | 89 | null;
}

/**
 * What the order comes to and whether it can be sent: the totals, the domain's verdict on the
 * form with the reason under each field, the reason next to a disabled button, and the delivery
 * message above it.
 */
export class OrderTotalsViewModel {
  constructor(
    private readonly draft: OrderDraftStore,
    private readonly inputs: OrderTotalsInputs,
  ) {
    makeAutoObservable<this, 'draft' | 'inputs'>(this, { draft: false, inputs: false }, { autoBind: true });
  }

  get amounts(): OrderTotals {
    return orderTotals(this.totalsInput);
  }

  private get totalsInput() {
    const form = this.draft.form;
    return {
      items: this.inputs.cartItems,
      couponDiscount: this.inputs.couponDiscount,
      payMethod: form.payMethod,
      deliveryType: form.deliveryType,
    };
  }

  get totalAfterDiscount(): number {
    return toHryvnias(orderTotalsKopiykas(this.totalsInput).cartAfterDiscount);
  }

  private get cartSections() {
    const items = this.inputs.cartItems;
    return { hasBurgers: items.some((line) => line.sushi !== true), hasSushi: hasSushi(items) };
  }

  get ordersAllowed(): boolean {
    return areOrdersAllowed(this.inputs.stops, this.inputs.cityId, this.cartSections);
  }

  get failures(): SubmissionFailures {
    const verdict = canSubmitOrder({
      isSubmitting: this.draft.isSubmitting,
      totalAfterDiscount: this.totalAfterDiscount,
      ordersAllowed: this.ordersAllowed,
      disabledDeliveryTypes: this.inputs.disabledDeliveryTypes,
      form: this.draft.form,
    });
    return verdict.ok ? {} : verdict.reasons;
  }

  get cashbackError(): CashbackError | null {
    if (!showsChangeField(this.draft.form.payMethod)) return null;
    const result = validateCashback(this.draft.form.cashback, this.amounts.toPay);
    return result.ok ? null : result.reason;
  }

  /** The domain's verdict (the change amount is checked again, it cannot be below the total). */
  get canSubmit(): boolean {
    return Object.keys(this.failures).length === 0 && this.cashbackError === null;
  }

  /** Sendable but for the lock the running submission holds itself. */
  get sendableWhileSubmitting(): boolean {
    return Object.keys(this.failures).every((reason) => reason === 'submitting') && this.cashbackError === null;
  }

  /** The reason under a field, once the customer touched it or tried to submit; a translation key. */
  errorFor(field: FormField): string | null {
    if (!this.draft.showsErrorOf(field)) return null;
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
    if (this.canSubmit || this.draft.isSubmitting) return null;
    return firstSubmissionReason(this.failures) ?? this.cashbackError;
  }

  get deliveryMessage(): DeliveryMessage {
    const { inputs } = this;
    const form = this.draft.form;
    const stop = blockingStop(inputs.stops, inputs.cityId, this.cartSections);
    return deliveryMessage({
      cartIsIncorrect: inputs.cartItems.some((line) => line.disabled === true),
      ordersAllowed: this.ordersAllowed,
      stopTitle: stop === null ? '' : (resolveStopText(stop, inputs.locale)?.title ?? ''),
      isNight: inputs.isNight,
      deliveryType: form.deliveryType,
      preOrderDate: form.deliveryDate,
      preOrderTime: form.deliveryTime,
      zoneMinutes: inputs.zoneMinutes,
      busyMinutes: busyMinutesAt(inputs.schedule.busy, this.draft.now),
      streetEntered: form.address.street.name.trim() !== '',
    });
  }
}
