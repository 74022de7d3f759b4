import { toHryvnias, toKopiykas } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';
import type { PaymentCallbackLogPort, PaymentCallbackProvider } from '../ports/payment-callback-log.port';
import type { OrderRecord } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import { readOrderId } from './support/order-id-input';
import { refuse, type UseCaseResult } from './support/use-case-result';

/**
 * A payment provider's callback AFTER the adapter verified its signature: this use case never sees
 * an unsigned payload. Field names are LiqPay's; `amount` is in hryvnias as the provider sends it.
 */
export interface VerifiedPaymentCallback {
  readonly order_id: string;
  readonly status: string;
  readonly amount: number;
  readonly currency?: string;
}

/** The callback as it arrived, for the payments audit (the route has it; the verified payload does not). */
export interface PaymentCallbackReceipt {
  readonly provider: PaymentCallbackProvider;
  readonly data: string;
  readonly signature: string;
  readonly paymentId: string | null;
}

export interface AcceptPaymentCallbackDeps {
  readonly orders: OrderRepositoryPort;
  readonly clock: ClockPort;
  /** The payments table; absent only in unit tests that do not look at the audit. */
  readonly paymentLog?: PaymentCallbackLogPort;
  readonly logger?: LoggerPort;
}

export type PaymentCallbackOutcome = 'paid' | 'already-paid' | 'awaiting' | 'failed' | 'refunded';

export type PaymentCallbackRefusal =
  'order-id-required' | 'order-not-found' | 'not-an-online-order' | 'amount-mismatch';

/**
 * 'sandbox' is LiqPay's success in test mode. It cannot be forged by a customer: test mode is part of
 * the signed checkout data, which only this server writes.
 */
const SUCCESS_STATUSES: readonly string[] = ['success', 'sandbox'];
/** Final non-success answers. */
const FAILURE_STATUSES: readonly string[] = ['failure', 'error'];
/** The money of a paid order went back to the customer; before payment, it is one more failure. */
const REVERSED = 'reversed';
const CURRENCY = 'UAH';

/**
 * Records what the provider says about an order's payment. Idempotent: providers resend callbacks,
 * and the order becomes paid exactly once. A success for a different amount or currency than the
 * server's total is not a payment of this order: it is recorded as a failed attempt and refused.
 * Intermediate statuses (processing, wait_secure, ...) keep the order awaiting.
 */
export class AcceptPaymentCallbackUseCase {
  constructor(private readonly deps: AcceptPaymentCallbackDeps) {}

  /** Applies a verified callback; with its receipt (the routes always pass it) it is also audited. */
  async execute(
    callback: VerifiedPaymentCallback,
    receipt?: PaymentCallbackReceipt,
  ): Promise<UseCaseResult<PaymentCallbackOutcome, PaymentCallbackRefusal>> {
    const result = await this.apply(callback);
    if (receipt !== undefined) {
      const amount = toKopiykas(callback.amount);
      await this.audit({
        provider: receipt.provider,
        orderCode: String(callback.order_id),
        paymentId: receipt.paymentId,
        status: String(callback.status),
        amountKopiykas: Number.isFinite(amount) ? amount : null,
        data: receipt.data,
        signature: receipt.signature,
        signatureValid: true,
        outcome: result.ok ? result.value : `refused:${result.reason}`,
        receivedAt: this.deps.clock.now(),
      });
    }
    return result;
  }

  /** A callback whose signature did not hold (or that was unreadable): recorded, never acted on. */
  async recordRejected(receipt: Omit<PaymentCallbackReceipt, 'paymentId'>, reason: string): Promise<void> {
    await this.audit({
      provider: receipt.provider,
      orderCode: null,
      paymentId: null,
      status: 'unverified',
      amountKopiykas: null,
      data: receipt.data,
      signature: receipt.signature,
      signatureValid: false,
      outcome: `rejected:${reason}`,
      receivedAt: this.deps.clock.now(),
    });
  }

  /*
   * The order row is the authority on payment; the audit is a trail. A failed audit write is logged
   * and the callback still answered: failing it would make LiqPay resend a payment already applied.
   */
  private async audit(entry: Parameters<PaymentCallbackLogPort['record']>[0]): Promise<void> {
    if (this.deps.paymentLog === undefined) return;
    try {
      await this.deps.paymentLog.record(entry);
    } catch (error) {
      this.deps.logger?.error('payment callback not written to the audit', {
        orderId: entry.orderCode,
        outcome: entry.outcome,
        error: String(error),
      });
    }
  }

  private async apply(
    callback: VerifiedPaymentCallback,
  ): Promise<UseCaseResult<PaymentCallbackOutcome, PaymentCallbackRefusal>> {
    const orderCode = readOrderId(callback.order_id);
    if (orderCode === null) return refuse('order-id-required');
    const order = await this.deps.orders.findByCode(orderCode);
    if (order === null) return refuse('order-not-found');
    const now = this.deps.clock.now();
    const providerStatus = String(callback.status);
    // Only an order that was online has a signed form, so a verified success for a cash order is a
    // form paid after the customer switched to cash: the money was taken, so the payment wins and
    // the order is paid online again (architecture/order-status.md). Anything else is not ours.
    if (order.payMethod !== 'online' && !SUCCESS_STATUSES.includes(providerStatus))
      return refuse('not-an-online-order');
    if (providerStatus === REVERSED && (order.payment.status === 'paid' || order.payment.status === 'refunded')) {
      // A repeated reversal of a refunded order changes nothing ('not-paid').
      const refunded = await this.deps.orders.markRefunded(order.code, { providerStatus, at: now });
      return refunded === 'not-found' ? refuse('order-not-found') : ok('refunded');
    }
    if (order.payment.status === 'paid' || order.payment.status === 'refunded') return ok('already-paid');

    if (SUCCESS_STATUSES.includes(providerStatus)) {
      if (!paysInFull(order, callback)) {
        await this.deps.orders.recordPaymentAttempt(order.code, { status: 'failed', providerStatus, at: now });
        return refuse('amount-mismatch', { expected: toHryvnias(order.totals.toPayKopiykas) });
      }
      const marked = await this.deps.orders.markPaid(order.code, { providerStatus, paidAt: now });
      if (marked === 'not-found') return refuse('order-not-found');
      return ok(marked === 'marked' ? 'paid' : 'already-paid');
    }
    const failed = FAILURE_STATUSES.includes(providerStatus) || providerStatus === REVERSED;
    await this.deps.orders.recordPaymentAttempt(order.code, {
      status: failed ? 'failed' : 'awaiting',
      providerStatus,
      at: now,
    });
    return ok(failed ? 'failed' : 'awaiting');
  }
}

// Compared in kopiykas: 350.5 and 350.50 are the same payment; a missing currency is LiqPay's UAH.
const paysInFull = (order: OrderRecord, callback: VerifiedPaymentCallback): boolean =>
  Number.isFinite(callback.amount) &&
  toKopiykas(callback.amount) === order.totals.toPayKopiykas &&
  (callback.currency === undefined || callback.currency.toUpperCase() === CURRENCY);
