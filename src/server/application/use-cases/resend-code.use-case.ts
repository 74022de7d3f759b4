import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
import type { CodeHasherPort } from '../ports/code-hasher.port';
import type { ConfirmationCodeGeneratorPort } from '../ports/confirmation-code-generator.port';
import type { LoggerPort } from '../ports/logger.port';
import type { OrderConfirmation, OrderRecord } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import type { OrderStatusLinksPort } from '../ports/order-status-links.port';
import type { SmsSenderPort } from '../ports/sms-sender.port';
import type { UsageQuotaPort } from '../ports/usage-quota.port';
import { readOrderId } from './support/order-id-input';
import { codeSecret } from './support/sms-challenge';
import { warnSmsBudgetUsedUp } from './support/sms-budget-warning';
import { SMS_BUDGET_KEY, SMS_CODE_TTL_MS, smsSendClaims, type SmsLimits } from './support/sms-confirmation.policy';
import { SMS_RESEND_AFTER_MS, secondsUntilResend, smsResendClaim } from './support/sms-resend.policy';
import { confirmationSmsText, toE164 } from './support/sms-text';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/resend-code. */
export interface ResendCodeInput {
  readonly orderId?: string | null;
  /** The client's address (behind TRUST_PROXY, the one the proxy saw): codes are limited per address. */
  readonly clientAddress?: string | null;
}

export interface ResendCodeAnswer {
  readonly success: true;
  /** Seconds until yet another code may be asked for. */
  readonly resendInSeconds: number;
}

export type ResendCodeRefusal =
  | 'order-id-required'
  | 'order-not-found'
  | 'confirmation-not-required'
  | 'already-confirmed'
  | 'phone-call-requested'
  | 'resend-too-soon'
  | 'sms-limit-reached'
  | 'confirmation-busy';

const MAX_WRITE_ATTEMPTS = 3;

export interface ResendCodeDeps {
  readonly orders: OrderRepositoryPort;
  readonly sms: SmsSenderPort;
  /** The order status page the SMS links to, as the first code's did. */
  readonly statusLinks: OrderStatusLinksPort;
  /** The same limits as the first code's: per phone, per client address, the shop's hour. */
  readonly smsQuota: UsageQuotaPort;
  readonly smsLimits: SmsLimits;
  readonly confirmationCodes: ConfirmationCodeGeneratorPort;
  readonly codeHasher: CodeHasherPort;
  readonly clock: ClockPort;
  readonly logger?: LoggerPort;
}

/**
 * A new SMS code for an order waiting for one, a minute after the last was sent. The new code
 * replaces the old (which stops working) and starts with a clean count of wrong tries, also after
 * the old one locked: the phone's hourly guesses still bound them. It costs one of the same limits
 * as the first code; when one is used up no SMS goes out and the order waits for the operator's
 * call instead, as an order that found them used up at creation.
 */
export class ResendCodeUseCase {
  constructor(private readonly deps: ResendCodeDeps) {}

  async execute(input: ResendCodeInput): Promise<UseCaseResult<ResendCodeAnswer, ResendCodeRefusal>> {
    const orderCode = readOrderId(input.orderId);
    if (orderCode === null) return refuse('order-id-required');
    const order = await this.deps.orders.findByCode(orderCode);
    if (order === null) return refuse('order-not-found');
    const waiting = waitingForCode(order.confirmation);
    if (waiting !== null) return refuse(waiting);
    const now = this.deps.clock.now();
    const secondsLeft = secondsUntilResend(order.confirmation, now);
    if (secondsLeft > 0) return refuse('resend-too-soon', { secondsLeft });

    const claims = [
      smsResendClaim(order.code),
      ...smsSendClaims(order.phoneDigits, input.clientAddress ?? null, this.deps.smsLimits),
    ];
    const quota = await this.deps.smsQuota.take(claims, now);
    if (!quota.ok) {
      // Another request for this order won the minute's resend: it sends the code, this one waits.
      if (quota.exhausted === claims[0]?.key)
        return refuse('resend-too-soon', { secondsLeft: SMS_RESEND_AFTER_MS / 1000 });
      if (quota.exhausted === SMS_BUDGET_KEY)
        warnSmsBudgetUsedUp(this.deps.logger, this.deps.smsLimits.hourlyBudget, now);
      return this.handOverToOperator(order.code);
    }

    const code = this.deps.confirmationCodes.generate();
    const written = await this.replaceCode(order.code, code);
    if (written !== 'written') return refuse(written);
    await this.send(order, code);
    return ok({ success: true, resendInSeconds: SMS_RESEND_AFTER_MS / 1000 });
  }

  /** Writes the new code compare-and-set, rereading when a guess changed the order meanwhile. */
  private async replaceCode(orderCode: string, code: string): Promise<'written' | ResendCodeRefusal> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const order = await this.deps.orders.findByCode(orderCode);
      if (order === null) return 'order-not-found';
      const current = order.confirmation;
      const waiting = waitingForCode(current);
      if (waiting !== null) return waiting;
      const now = this.deps.clock.now();
      const fresh: OrderConfirmation = {
        ...current,
        status: 'sms-pending',
        codeHash: this.deps.codeHasher.hash(codeSecret(order.code, code)),
        codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        attempts: 0,
        revision: current.revision + 1,
        updatedAt: now,
      };
      if (await this.deps.orders.replaceCode(order.code, current.revision, fresh)) return 'written';
    }
    return 'confirmation-busy';
  }

  /** No SMS is left for this phone, address or hour: the operator calls, and the answer says so. */
  private async handOverToOperator(orderCode: string): Promise<UseCaseResult<ResendCodeAnswer, ResendCodeRefusal>> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const order = await this.deps.orders.findByCode(orderCode);
      if (order === null) return refuse('order-not-found');
      const current = order.confirmation;
      const waiting = waitingForCode(current);
      if (waiting !== null) return refuse(waiting);
      const handedOver = await this.deps.orders.replaceConfirmation(order.code, current.revision, {
        ...current,
        status: 'phone-call-requested',
        codeHash: null,
        revision: current.revision + 1,
        updatedAt: this.deps.clock.now(),
      });
      if (handedOver) return refuse('sms-limit-reached');
    }
    return refuse('confirmation-busy');
  }

  /** The new code is stored before it is sent: a gateway failure leaves the phone-call way open. */
  private async send(order: OrderRecord, code: string): Promise<void> {
    try {
      await this.deps.sms.send(
        toE164(order.phoneDigits),
        confirmationSmsText(
          order.language,
          code,
          order.code,
          this.deps.statusLinks.statusUrl({ orderCode: order.code, cityId: order.cityId, language: order.language }),
        ),
      );
    } catch (error) {
      this.deps.logger?.error('confirmation SMS not sent again', { orderCode: order.code, error: String(error) });
    }
  }
}

/** Null when the order waits for a code (pending or locked); otherwise why a new one is pointless. */
const waitingForCode = (confirmation: OrderConfirmation): ResendCodeRefusal | null => {
  switch (confirmation.status) {
    case 'sms-pending':
    case 'sms-locked':
      return null;
    case 'sms-confirmed':
      return 'already-confirmed';
    case 'phone-call-requested':
      return 'phone-call-requested';
    case 'not-required':
      return 'confirmation-not-required';
  }
};
