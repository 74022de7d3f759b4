import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { cityIdOf } from '../../../domain/city/city';
import { couponItemsToCartItems } from '../../../domain/coupon/coupon-cart-items.mapper';
import { buildOrderRequest } from '../../../domain/order/order-request.builder';
import { isAlcoholAllowedAt } from '../../../domain/working-hours/shop-hours.rule';
import type { ClockPort } from '../../application/ports/clock.port';
import type { DocumentScrollPort } from '../../application/ports/document-scroll.port';
import type { OrderApiPort } from '../../application/ports/order-api.port';
import type { OrderSessionStoragePort } from '../../application/ports/order-session-storage.port';
import type { PaymentRedirectPort } from '../../application/ports/payment-redirect.port';
import type { StoragePort } from '../../application/ports/storage.port';
import type { TimerPort } from '../../application/ports/timer.port';
import { SMS_RESEND_AFTER_SECONDS } from '../../../domain/order/sms-resend.rule';
import type { SubmitOrder } from '../../application/submit-order.use-case';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CartViewModel } from '../cart.view-model';
import type { DialogViewModel } from '../dialog.view-model';
import type { OrderCompletion } from './order-completion';
import type { OrderFormViewModel } from './order-form.view-model';
import { SmsCodeViewModel } from './sms-code.view-model';
import { SmsResendCountdown } from './sms-resend-countdown';
import { ALCOHOL_ANSWERS, ALCOHOL_QUESTION, AGE_ANSWERS, AGE_QUESTION } from './alcohol-questions';

// Gift lines need ids of their own; the clock keeps them unique per submission.
const lineIds = (now: number) => {
  let next = 0;
  return () => `coupon-${now}-${next++}`;
};

/** The id of the pre-order time select: 'choose pre-order' scrolls there. */
export const PRE_ORDER_TIME_ID = 'checkout-pre-order-time';
/** Kept once answered: the 18+ question is asked before the first order with alcohol only. */
export const ADULT_CONFIRMED_KEY = 'shop:adult-confirmed:v1';

/**
 * Placing the order (architecture/storefront-checkout.md): the alcohol and age questions,
 * POST /order/create through the SubmitOrder use case, then the payment page, the SMS code
 * modal or the thank-you page. While it runs the button shows progress and cannot fire twice.
 */
@injectable()
export class OrderSubmissionViewModel {
  /** A refusal's message (server text) or a translation key when the server was unreachable. */
  error: { readonly message: string } | { readonly key: string } | null = null;
  /** The SMS step: the order waiting for its code, null when the modal is closed. */
  smsOrderId: string | null = null;
  smsError: { readonly message: string } | { readonly key: string } | null = null;
  verifying = false;
  readonly code = new SmsCodeViewModel();
  /** The minute until a new code may be asked for. */
  readonly resend: SmsResendCountdown;
  resending = false;
  /** A new code was sent: said once under the boxes (a translation key), until the next step. */
  smsNotice: string | null = null;
  /** No code can be sent any more (the SMS limits): the operator calls, only that way is left. */
  operatorCalls = false;
  /** Where the page should go next (the component navigates, then calls navigated()). */
  navigation: string | null = null;

  constructor(
    @inject(TOKENS.OrderFormViewModel) private readonly form: OrderFormViewModel,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.DialogViewModel) private readonly dialog: DialogViewModel,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.DocumentScroll) private readonly scroll: DocumentScrollPort,
    @inject(TOKENS.SubmitOrder) private readonly submitOrder: SubmitOrder,
    @inject(TOKENS.OrderApi) private readonly api: OrderApiPort,
    @inject(TOKENS.OrderSession) private readonly session: OrderSessionStoragePort,
    @inject(TOKENS.PaymentRedirect) private readonly payment: PaymentRedirectPort,
    @inject(TOKENS.OrderCompletion) private readonly completion: OrderCompletion,
    @inject(TOKENS.Storage) private readonly storage: StoragePort,
    @inject(TOKENS.Timer) timer: TimerPort,
  ) {
    this.resend = new SmsResendCountdown(clock, timer);
    makeAutoObservable<this, 'form' | 'cart' | 'shell' | 'dialog' | 'clock' | 'scroll' | 'submitOrder' | 'api' | 'session' | 'payment' | 'completion' | 'storage'>(
      this,
      { form: false, cart: false, shell: false, dialog: false, clock: false, scroll: false, submitOrder: false, api: false, session: false, payment: false, completion: false, storage: false, code: false, resend: false },
      { autoBind: true },
    );
  }

  get isSubmitting(): boolean {
    return this.form.isSubmitting;
  }

  get canPress(): boolean {
    return this.form.canSubmit;
  }

  async submit(): Promise<void> {
    if (this.form.isSubmitting) return;
    this.form.attemptSubmit();
    this.error = null;
    if (!this.form.canSubmit) return;
    // Locked from the first question on, so a second click cannot start a second order.
    this.form.setSubmitting(true);
    try {
      if (!(await this.settleAlcohol())) return;
      if (!this.form.canSubmit && !this.onlySubmittingBlocks()) return;
      await this.place();
    } finally {
      runInAction(() => this.form.setSubmitting(false));
    }
  }

  private onlySubmittingBlocks(): boolean {
    const reasons = Object.keys(this.form.failures);
    return reasons.length === 1 && reasons[0] === 'submitting' && this.form.cashbackError === null;
  }

  /** Spec §4 'Alcohol'. Answers whether the order goes on. */
  private async settleAlcohol(): Promise<boolean> {
    if (!this.form.hasAlcohol) return true;
    if (this.form.form.deliveryType !== 'pre-order' && !isAlcoholAllowedAt(this.clock.now())) {
      const answer = await this.dialog.ask(ALCOHOL_QUESTION);
      if (answer === ALCOHOL_ANSWERS.preOrder) {
        this.form.chooseDeliveryType('pre-order');
        this.scroll.scrollToElement(PRE_ORDER_TIME_ID);
        return false;
      }
      if (answer !== ALCOHOL_ANSWERS.withoutAlcohol) return false;
      for (const line of this.cart.items.filter((item) => item.isAlcohol === true)) this.cart.remove(line.id);
      if (this.cart.isEmpty) return false;
    }
    if (!this.form.hasAlcohol || this.storage.getItem(ADULT_CONFIRMED_KEY) === 'yes') return true;
    const age = await this.dialog.ask(AGE_QUESTION);
    if (age !== AGE_ANSWERS.yes) return false;
    this.storage.setItem(ADULT_CONFIRMED_KEY, 'yes');
    return true;
  }

  private async place(): Promise<void> {
    const coupon = this.form.coupon;
    const request = buildOrderRequest({
      orderId: null,
      cityId: cityIdOf(this.shell.city),
      cartItems: this.cart.items,
      couponItems: couponItemsToCartItems(coupon.selectedItems, lineIds(this.clock.now())),
      isAutofill: this.form.isAutofill,
      orderForm: this.form.form,
      couponValue: coupon.appliedValue,
    });
    const outcome = await this.submitOrder({ request, city: this.shell.city, lang: this.shell.locale, toPay: this.form.totals.toPay });
    runInAction(() => {
      switch (outcome.kind) {
        case 'refused':
          this.error = outcome.message === null ? { key: 'checkout:errors.unavailable' } : { message: outcome.message };
          return;
        case 'pay-online':
          this.payment.submit(outcome.form);
          return;
        case 'confirm-sms':
          this.code.reset();
          this.smsError = null;
          this.smsNotice = null;
          this.operatorCalls = false;
          this.smsOrderId = outcome.orderId;
          this.resend.restart(SMS_RESEND_AFTER_SECONDS);
          return;
        case 'placed':
          this.finish();
      }
    });
  }

  // ---------------------------------------------------------------- the SMS step

  async confirmCode(): Promise<void> {
    const orderId = this.smsOrderId;
    if (orderId === null || !this.code.canConfirm || this.verifying) return;
    this.verifying = true;
    this.smsNotice = null;
    const result = await this.api.verifyCode(orderId, this.code.value, this.shell.locale);
    runInAction(() => {
      this.verifying = false;
      if (result.ok) return this.finish();
      // Spec §8: the server's message when it gave one, else the spec's own sentence.
      this.smsError = result.failure.kind === 'refused' ? { message: result.failure.message } : { key: 'checkout:sms.error' };
      this.code.reset();
    });
  }

  async confirmByPhoneCall(): Promise<void> {
    const orderId = this.smsOrderId;
    if (orderId === null || this.verifying) return;
    this.verifying = true;
    const result = await this.api.verifyPhoneCall(orderId, this.shell.locale);
    runInAction(() => {
      this.verifying = false;
      if (result.ok) return this.finish();
      this.smsError = result.failure.kind === 'refused' ? { message: result.failure.message } : { key: 'checkout:sms.error' };
    });
  }

  get canResend(): boolean {
    return this.smsOrderId !== null && !this.operatorCalls && !this.resending && !this.verifying && this.resend.secondsLeft === 0;
  }

  /**
   * A new code once the minute is over. The server is the authority: when it says "too soon" its
   * seconds restart the countdown; when the SMS limits are used up the operator calls, and the
   * modal leaves only that way open.
   */
  async resendCode(): Promise<void> {
    const orderId = this.smsOrderId;
    if (orderId === null || !this.canResend) return;
    this.resending = true;
    this.smsNotice = null;
    const result = await this.api.resendCode(orderId, this.shell.locale);
    runInAction(() => {
      this.resending = false;
      if (this.smsOrderId !== orderId) return;
      if (result.ok) {
        this.code.reset();
        this.smsError = null;
        this.smsNotice = 'checkout:sms.resent';
        this.resend.restart(result.value.resendInSeconds);
        return;
      }
      const failure = result.failure;
      this.smsError = failure.kind === 'refused' ? { message: failure.message } : { key: 'checkout:sms.resendFailed' };
      if (failure.kind !== 'refused') return;
      if (failure.reason === 'resend-too-soon') this.resend.restart(failure.secondsLeft ?? SMS_RESEND_AFTER_SECONDS);
      if (failure.reason === 'sms-limit-reached' || failure.reason === 'phone-call-requested') {
        this.operatorCalls = true;
        this.resend.stop();
      }
    });
  }

  /** Closing the modal leaves the order unconfirmed: the cart stays, the form can be sent again. */
  closeSms(): void {
    this.smsOrderId = null;
    this.smsError = null;
    this.smsNotice = null;
    this.operatorCalls = false;
    this.resend.stop();
    this.code.reset();
  }

  private finish(): void {
    this.resend.stop();
    this.smsNotice = null;
    const placed = this.session.loadPlacedOrder();
    if (placed !== null) this.completion.finish(placed);
    this.smsOrderId = null;
    this.navigation = this.shell.pathTo('checkout');
  }

  navigated(): void {
    this.navigation = null;
  }
}

