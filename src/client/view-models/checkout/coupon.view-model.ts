import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cityIdOf } from '../../../domain/city/city';
import { COUPON_DEBOUNCE_MS } from '../../../domain/coupon/coupon.constants';
import type { CouponEffect, CouponEvent, CouponMachineState } from '../../../domain/coupon/coupon-machine.types';
import {
  appliedCouponValue,
  canApplyCoupon,
  couponChoiceGroups,
  effectiveCouponDiscount,
  isCouponReadOnly,
} from '../../../domain/coupon/coupon.selectors';
import { couponReducer, initialCouponState, normalizeCouponValue } from '../../../domain/coupon/coupon.state-machine';
import type { CouponSelectedItem, CouponState } from '../../../domain/coupon/coupon.types';
import type { PayMethod } from '../../../domain/order/order-form';
import type { ApplyCoupon, CouponCustomer } from '../../application/apply-coupon.use-case';
import type { TimerHandle, TimerPort } from '../../application/ports/timer.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CartViewModel } from '../cart.view-model';
import type { CouponReading } from './checkout-parts.contract';
import {
  couponChoiceViews,
  couponSelectedViews,
  type CouponChoiceGroupView,
  type CouponItemView,
} from './coupon-item-view';

/** Who orders, as typed at the moment a check runs (the order form's draft). */
export interface CouponCustomerSource {
  readonly customer: CouponCustomer;
}

/**
 * The promo field, driven by the domain's coupon reducer. This class only runs the
 * reducer's effects (a check through the API, a delayed event through the timer), debounces
 * typing and keeps the server's error sentence. A page-long singleton: the order form reads the
 * discount and the gift items, the coupon field renders from the same instance.
 */
@injectable()
export class CouponViewModel implements CouponReading {
  machine: CouponMachineState = initialCouponState();
  /** What the customer typed and the field shows (upper case) before the debounce passes it on. */
  draft = '';
  /** The server's sentence for the current error, or null to show the translated hint. */
  errorMessage: string | null = null;
  /** Observable: the apply button reads whether typing still waits for its debounce. */
  private typing: TimerHandle | null = null;
  private readonly scheduled = new Set<TimerHandle>();

  constructor(
    @inject(TOKENS.ApplyCoupon) private readonly applyCoupon: ApplyCoupon,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CouponCustomer) private readonly who: CouponCustomerSource,
  ) {
    makeAutoObservable<this, 'applyCoupon' | 'timer' | 'cart' | 'shell' | 'scheduled' | 'who'>(
      this,
      {
        applyCoupon: false,
        timer: false,
        cart: false,
        shell: false,
        scheduled: false,
        who: false,
        machine: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---------------------------------------------------------------- CouponReading

  get state(): CouponState {
    return this.machine.status;
  }

  get appliedValue(): string {
    return appliedCouponValue(this.machine);
  }

  get discount(): number {
    return effectiveCouponDiscount(this.machine);
  }

  get selectedItems(): readonly CouponSelectedItem[] {
    return this.state === 'applied' ? this.machine.selectedItems : [];
  }

  payMethodChanged(payMethod: PayMethod | null): void {
    this.dispatch({ type: 'payMethodChanged', payMethod });
  }

  /**
   * The cart changed: the domain reducer rechecks an applied (or choosing) coupon against the new
   * cart, and drops it if the recalculation fails. The order form calls this from its reaction on
   * the cart's items; this class does not watch the cart itself, so it stays driven by its caller.
   */
  cartChanged(): void {
    this.dispatch({ type: 'cartChanged' });
  }

  clear(): void {
    this.cancelTyping();
    this.draft = '';
    this.dispatch({ type: 'cleared' });
  }

  // ---------------------------------------------------------------- what the field shows

  get fieldValue(): string {
    return this.readOnly ? this.machine.value : normalizeCouponValue(this.draft);
  }

  get readOnly(): boolean {
    return isCouponReadOnly(this.machine);
  }

  /** Counts the typing still inside its debounce: the button follows the field, not the timer. */
  get canApply(): boolean {
    return canApplyCoupon(this.typing === null ? this.machine : couponReducer(this.machine, this.typedEvent).state);
  }

  get choiceGroups(): readonly CouponChoiceGroupView[] {
    return couponChoiceViews(couponChoiceGroups(this.machine), this.shell.locale);
  }

  get chosenItems(): readonly CouponItemView[] {
    return couponSelectedViews(this.selectedItems, this.shell.locale);
  }

  /** A reselect makes sense only where the customer had something to pick. */
  get canReselect(): boolean {
    return this.state === 'applied' && (this.machine.answer?.actions ?? []).some((action) => action.items.length > 1);
  }

  // ---------------------------------------------------------------- commands

  input(value: string): void {
    if (this.readOnly) return;
    this.draft = value;
    this.cancelTyping();
    this.typing = this.timer.setTimeout(() => this.flushTyping(), COUPON_DEBOUNCE_MS);
  }

  apply(): void {
    this.flushTyping();
    this.dispatch({ type: 'apply' });
  }

  choose(actionIndex: number, iikoId: string): void {
    this.dispatch({ type: 'itemChosen', actionIndex, iikoId });
  }

  reselect(): void {
    this.dispatch({ type: 'reselect' });
  }

  /** The cancel link: the coupon goes and the field empties. */
  cancel(): void {
    this.cancelTyping();
    this.draft = '';
    this.dispatch({ type: 'cancel' });
  }

  dispose(): void {
    this.cancelTyping();
    for (const handle of this.scheduled) this.timer.clearTimeout(handle);
    this.scheduled.clear();
  }

  // ---------------------------------------------------------------- running the reducer

  private get typedEvent(): CouponEvent {
    return { type: 'typed', value: this.draft };
  }

  private flushTyping(): void {
    if (this.typing === null) return;
    this.cancelTyping();
    this.dispatch(this.typedEvent);
  }

  private cancelTyping(): void {
    if (this.typing !== null) this.timer.clearTimeout(this.typing);
    this.typing = null;
  }

  private dispatch(event: CouponEvent): void {
    const { state, effects } = couponReducer(this.machine, event);
    if (state !== this.machine) {
      if (state.status !== 'error') this.errorMessage = null;
      // The field shows the machine's value from now on: an emptied coupon empties the draft too.
      if (state.status === 'default' && state.value !== this.machine.value) this.draft = state.value;
      this.machine = state;
    }
    for (const effect of effects) this.run(effect);
  }

  private run(effect: CouponEffect): void {
    if (effect.type === 'schedule') {
      const handle = this.timer.setTimeout(() => {
        this.scheduled.delete(handle);
        this.dispatch(effect.event);
      }, effect.afterMs);
      this.scheduled.add(handle);
      return;
    }
    void this.check(effect);
  }

  private async check(check: Extract<CouponEffect, { type: 'check' }>): Promise<void> {
    const outcome = await this.applyCoupon({
      check,
      cartItems: this.cart.items,
      customer: this.who.customer,
      cityId: cityIdOf(this.shell.city),
      lang: this.shell.locale,
    });
    runInAction(() => {
      const awaited = this.machine.status === 'loading' && this.machine.seq === check.seq;
      this.dispatch(outcome.event);
      if (awaited && this.machine.status === 'error') this.errorMessage = outcome.refusalMessage;
    });
  }
}
