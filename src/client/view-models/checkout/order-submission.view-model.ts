import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SMS_RESEND_AFTER_SECONDS } from '../../../domain/order/sms-resend.rule';
import type { ConfirmOrderResult, OrderDraft, PlaceOrder } from '../../application/place-order.use-case';
import type { ClockPort } from '../../application/ports/clock.port';
import type { DocumentScrollPort } from '../../application/ports/document-scroll.port';
import type { PlacedOrder } from '../../application/ports/order-session-storage.port';
import type { TimerPort } from '../../application/ports/timer.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CartViewModel } from '../cart.view-model';
import type { OrderCompletion } from './order-completion';
import type { CouponReading } from './checkout-parts.contract';
import type { OrderFormViewModel } from './order-form.view-model';
import { SmsCodeViewModel } from './sms-code.view-model';
import { SmsResendCountdown } from './sms-resend-countdown';

/** The id of the pre-order time select: 'choose pre-order' scrolls there. */
export const PRE_ORDER_TIME_ID = 'checkout-pre-order-time';
/**
 * The order button and the SMS modal. The PlaceOrder use case does the work (the alcohol and age
 * questions, POST /order/create, the payment page, the SMS step, completion;
 * architecture/client-use-cases.md); this class holds what the page shows meanwhile. While it runs
 * the button shows progress and cannot fire twice.
 */
@injectable()
export class OrderSubmissionViewModel {
  /** A refusal's message (server text) or a translation key when the server was unreachable. */
  error: { readonly message: string } | { readonly key: string } | null = null;
  /** The SMS step: the order waiting for its code, null when the modal is closed. */
  smsOrder: PlacedOrder | null = null;
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
    @inject(TOKENS.Coupon) private readonly coupon: CouponReading,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.DocumentScroll) private readonly scroll: DocumentScrollPort,
    @inject(TOKENS.PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(TOKENS.OrderCompletion) private readonly completion: OrderCompletion,
    @inject(TOKENS.Clock) clock: ClockPort,
    @inject(TOKENS.Timer) timer: TimerPort,
  ) {
    this.resend = new SmsResendCountdown(clock, timer);
    makeAutoObservable<this, 'form' | 'cart' | 'coupon' | 'shell' | 'scroll' | 'placeOrder' | 'completion'>(
      this,
      {
        form: false,
        cart: false,
        coupon: false,
        shell: false,
        scroll: false,
        placeOrder: false,
        completion: false,
        code: false,
        resend: false,
        smsOrder: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The order waiting for its SMS code, by id (the modal is open while there is one). */
  get smsOrderId(): string | null {
    return this.smsOrder?.orderId ?? null;
  }

  get isSubmitting(): boolean {
    return this.form.draft.isSubmitting;
  }

  get canPress(): boolean {
    return this.form.totals.canSubmit;
  }

  async submit(): Promise<void> {
    const { draft, totals } = this.form;
    if (draft.isSubmitting) return;
    draft.attemptSubmit();
    this.error = null;
    if (!totals.canSubmit) return;
    // Locked from the first question on, so a second click cannot start a second order.
    draft.setSubmitting(true);
    try {
      const outcome = await this.placeOrder.place({ draft: this.draft, removeAlcohol: this.removeAlcohol });
      runInAction(() => {
        switch (outcome.kind) {
          case 'stopped':
          case 'pay-online':
            return;
          case 'pre-order-instead':
            this.form.delivery.chooseDeliveryType('pre-order');
            this.scroll.scrollToElement(PRE_ORDER_TIME_ID);
            return;
          case 'refused':
            this.error =
              outcome.message === null ? { key: 'checkout:errors.unavailable' } : { message: outcome.message };
            return;
          case 'confirm-sms':
            this.openSms(outcome.order);
            return;
          case 'placed':
            this.finish();
        }
      });
    } finally {
      runInAction(() => draft.setSubmitting(false));
    }
  }

  /** The order as the form holds it now; null once the form can no longer be sent. */
  private draft(): OrderDraft | null {
    const { draft, totals } = this.form;
    // The lock this very submission holds is no reason to stop it.
    if (!totals.sendableWhileSubmitting) return null;
    return {
      city: this.shell.city,
      lang: this.shell.locale,
      cartItems: this.cart.items,
      orderForm: draft.form,
      isAutofill: draft.isAutofill,
      couponItems: this.coupon.selectedItems,
      couponValue: this.coupon.appliedValue,
      toPay: totals.amounts.toPay,
    };
  }

  private removeAlcohol(): void {
    for (const line of this.cart.items.filter((item) => item.isAlcohol === true)) this.cart.remove(line.id);
  }

  /** An order placed earlier that now waits for its code (switched to cash after a failed payment): the same modal. */
  confirmBySms(order: PlacedOrder): void {
    this.openSms(order);
  }

  private openSms(order: PlacedOrder): void {
    this.code.reset();
    this.smsError = null;
    this.smsNotice = null;
    this.operatorCalls = false;
    this.smsOrder = order;
    this.resend.restart(SMS_RESEND_AFTER_SECONDS);
  }

  // ---------------------------------------------------------------- the SMS step

  async confirmCode(): Promise<void> {
    const order = this.smsOrder;
    if (order === null || !this.code.canConfirm || this.verifying) return;
    this.verifying = true;
    this.smsNotice = null;
    const result = await this.placeOrder.confirmCode(order, this.code.value, this.shell.locale);
    runInAction(() => {
      this.verifying = false;
      this.confirmed(result);
      if (result.kind === 'refused') this.code.reset();
    });
  }

  async confirmByPhoneCall(): Promise<void> {
    const order = this.smsOrder;
    if (order === null || this.verifying) return;
    this.verifying = true;
    const result = await this.placeOrder.confirmByPhoneCall(order, this.shell.locale);
    runInAction(() => {
      this.verifying = false;
      this.confirmed(result);
    });
  }

  /** The server's message when it gave one, else the modal's own sentence. */
  private confirmed(result: ConfirmOrderResult): void {
    if (result.kind === 'placed') return this.finish();
    this.smsError = result.message === null ? { key: 'checkout:sms.error' } : { message: result.message };
  }

  get canResend(): boolean {
    return (
      this.smsOrderId !== null &&
      !this.operatorCalls &&
      !this.resending &&
      !this.verifying &&
      this.resend.secondsLeft === 0
    );
  }

  /**
   * A new code once the minute is over. The server is the authority: when it says "too soon" its
   * seconds restart the countdown; when the SMS limits are used up the operator calls, and the
   * modal leaves only that way open.
   */
  async resendCode(): Promise<void> {
    const order = this.smsOrder;
    if (order === null || !this.canResend) return;
    this.resending = true;
    this.smsNotice = null;
    const result = await this.placeOrder.resendCode(order, this.shell.locale);
    runInAction(() => {
      this.resending = false;
      if (this.smsOrder !== order) return;
      if (result.kind === 'sent') {
        this.code.reset();
        this.smsError = null;
        this.smsNotice = 'checkout:sms.resent';
        this.resend.restart(result.resendInSeconds);
        return;
      }
      if (result.kind === 'unavailable') {
        this.smsError = { key: 'checkout:sms.resendFailed' };
        return;
      }
      this.smsError = { message: result.message };
      if (result.retryInSeconds !== null) this.resend.restart(result.retryInSeconds);
      if (result.operatorCalls) {
        this.operatorCalls = true;
        this.resend.stop();
      }
    });
  }

  /** Closing the modal leaves the order unconfirmed: the cart stays, the form can be sent again. */
  closeSms(): void {
    this.smsOrder = null;
    this.smsError = null;
    this.smsNotice = null;
    this.operatorCalls = false;
    this.resend.stop();
    this.code.reset();
  }

  /** The use case completed the order; the page tidies up and goes to the thank-you page. */
  private finish(): void {
    this.resend.stop();
    this.smsNotice = null;
    this.completion.clearCheckout();
    this.smsOrder = null;
    this.navigation = this.shell.pathTo('checkout');
  }

  navigated(): void {
    this.navigation = null;
  }
}
