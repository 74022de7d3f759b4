import { toHryvnias, toKopiykas } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
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

export type PaymentCallbackOutcome = 'paid' | 'already-paid' | 'awaiting' | 'failed';

export type PaymentCallbackRefusal = 'order-id-required' | 'order-not-found' | 'not-an-online-order' | 'amount-mismatch';

/**
 * 'sandbox' is LiqPay's success in test mode. It cannot be forged by a customer: test mode is part of
 * the signed checkout data, which only this server writes.
 */
const SUCCESS_STATUSES: readonly string[] = ['success', 'sandbox'];
/** Final non-success answers. A reversal is a refund of a paid order: the paid order stays paid. */
const FAILURE_STATUSES: readonly string[] = ['failure', 'error', 'reversed'];
const CURRENCY = 'UAH';

/**
 * Records what the provider says about an order's payment. Idempotent: providers resend callbacks,
 * and the order becomes paid exactly once. A success for a different amount or currency than the
 * server's total is not a payment of this order: it is recorded as a failed attempt and refused.
 * Intermediate statuses (processing, wait_secure, ...) keep the order awaiting.
 */
export class AcceptPaymentCallbackUseCase {
  constructor(private readonly deps: { readonly orders: OrderRepositoryPort; readonly clock: ClockPort }) {}

  async execute(
    callback: VerifiedPaymentCallback,
  ): Promise<UseCaseResult<PaymentCallbackOutcome, PaymentCallbackRefusal>> {
    const orderCode = readOrderId(callback.order_id);
    if (orderCode === null) return refuse('order-id-required');
    const order = await this.deps.orders.findByCode(orderCode);
    if (order === null) return refuse('order-not-found');
    if (order.payMethod !== 'online') return refuse('not-an-online-order');
    if (order.payment.status === 'paid') return ok('already-paid');
    const now = this.deps.clock.now();
    const providerStatus = String(callback.status);

    if (SUCCESS_STATUSES.includes(providerStatus)) {
      if (!paysInFull(order, callback)) {
        await this.deps.orders.recordPaymentAttempt(order.code, { status: 'failed', providerStatus, at: now });
        return refuse('amount-mismatch', { expected: toHryvnias(order.totals.toPayKopiykas) });
      }
      const marked = await this.deps.orders.markPaid(order.code, { providerStatus, paidAt: now });
      if (marked === 'not-found') return refuse('order-not-found');
      return ok(marked === 'marked' ? 'paid' : 'already-paid');
    }
    const failed = FAILURE_STATUSES.includes(providerStatus);
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
