import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PaymentRecovery } from '../../application/payment-recovery.use-case';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { OrderCompletion } from './order-completion';
import type { OrderSubmissionViewModel } from './order-submission.view-model';

/** What the customer is told after choosing cash: done, a code to enter here, or a code sent to the phone of an order placed elsewhere. */
export type CashOutcome = 'placed' | 'sms' | 'sms-elsewhere';

/**
 * The two buttons after a failed or abandoned online payment (architecture/order-status.md), on
 * the thank-you page and the order status page alike. While one runs neither can be pressed again.
 * "Pay again" leaves for the payment page; "Pay in cash" ends with the order placed, or with the
 * SMS code modal the order form uses.
 */
@injectable()
export class PaymentRecoveryViewModel {
  busy: 'retry' | 'cash' | null = null;
  /** The server's refusal, or a translation key when it could not be reached. */
  error: { readonly message: string } | { readonly key: string } | null = null;
  cashOutcome: CashOutcome | null = null;

  constructor(
    @inject(TOKENS.PaymentRecovery) private readonly recovery: PaymentRecovery,
    @inject(TOKENS.OrderSubmissionViewModel) private readonly submission: OrderSubmissionViewModel,
    @inject(TOKENS.OrderCompletion) private readonly completion: OrderCompletion,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'recovery' | 'submission' | 'completion' | 'shell'>(
      this,
      { recovery: false, submission: false, completion: false, shell: false },
      { autoBind: true },
    );
  }

  async payAgain(orderId: string): Promise<void> {
    if (this.busy !== null) return;
    this.start('retry');
    const result = await this.recovery.payAgain(orderId, this.shell.locale);
    runInAction(() => {
      // On success the browser is leaving for the payment page: the buttons stay locked meanwhile.
      if (result.kind === 'redirected') return;
      this.busy = null;
      this.error = result.message === null ? { key: 'checkout:recovery.unavailable' } : { message: result.message };
    });
  }

  /** Resolves with the outcome, or null when refused (the error says why). */
  async payInCash(orderId: string): Promise<CashOutcome | null> {
    if (this.busy !== null) return null;
    this.start('cash');
    const result = await this.recovery.payInCash(orderId, this.shell.locale);
    return runInAction(() => {
      this.busy = null;
      if (result.kind === 'refused') {
        this.error = result.message === null ? { key: 'checkout:recovery.unavailable' } : { message: result.message };
        return null;
      }
      if (result.kind === 'placed') {
        // This browser's cart held the order's dishes until now.
        if (result.order !== null) this.completion.clearCheckout();
        this.cashOutcome = 'placed';
      } else if (result.order !== null) {
        this.submission.confirmBySms(result.order);
        this.cashOutcome = 'sms';
      } else {
        this.cashOutcome = 'sms-elsewhere';
      }
      return this.cashOutcome;
    });
  }

  private start(busy: 'retry' | 'cash'): void {
    this.busy = busy;
    this.error = null;
    this.cashOutcome = null;
  }
}
