import { cashSwitchRefusalOf, type PaymentRecoveryRefusal } from '../../../domain/order/payment-recovery.rule';
import { allowedPayMethods } from '../../../domain/payment/allowed-pay-methods.rule';
import { ok } from '../../../domain/shared/result';
import type { OrderConfirmationStatus } from '../../../domain/shop-api/ordering.contract';
import type { ClockPort } from '../ports/clock.port';
import type { CodeHasherPort } from '../ports/code-hasher.port';
import type { LoggerPort } from '../ports/logger.port';
import type { OrderPaymentChoicePort } from '../ports/order-payment-choice.port';
import type { OrderConfirmation, OrderRecord } from '../ports/order-record.types';
import type { OrderStatusLinksPort } from '../ports/order-status-links.port';
import type { PaymentTypesPort } from '../ports/payment-types.port';
import type { SmsSenderPort } from '../ports/sms-sender.port';
import type { StaffOrder } from '../ports/staff-orders.port';
import { readOrderId } from './support/order-id-input';
import { initialConfirmation, type StartingConfirmation } from './support/sms-challenge';
import { confirmationSmsText, toE164 } from './support/sms-text';
import { startingConfirmation, type StartingConfirmationDeps } from './support/starting-confirmation';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/{code}/cash-payment → the order is now paid in cash; `smsConfirm`: a code was sent to enter. */
export interface SwitchToCashAnswer {
  readonly orderId: string;
  readonly smsConfirm: boolean;
  readonly confirmationStatus: OrderConfirmationStatus;
}

export type SwitchToCashRefusal = 'order-id-required' | 'order-not-found' | PaymentRecoveryRefusal;

export interface SwitchToCashDeps extends StartingConfirmationDeps {
  readonly choices: OrderPaymentChoicePort;
  readonly paymentTypes: PaymentTypesPort;
  readonly sms: SmsSenderPort;
  readonly statusLinks: OrderStatusLinksPort;
  readonly codeHasher: CodeHasherPort;
  readonly clock: ClockPort;
  readonly logger?: LoggerPort;
}

/**
 * "Pay in cash instead" after a failed or abandoned online payment (architecture/order-status.md):
 * the same order, now paid in cash to the courier or at pickup. It is then confirmed exactly as a
 * cash order placed now would be (a known phone goes straight to the kitchen, a new one gets an SMS
 * code or, past the SMS limits, the operator's call); a phone already confirmed on this order is not
 * asked again. The switch is one compare-and-set, so it happens once whatever races it.
 */
export class SwitchToCashUseCase {
  constructor(private readonly deps: SwitchToCashDeps) {}

  async execute(input: {
    readonly orderId?: string | null;
    readonly clientAddress?: string | null;
  }): Promise<UseCaseResult<SwitchToCashAnswer, SwitchToCashRefusal>> {
    const code = readOrderId(input.orderId);
    if (code === null) return refuse('order-id-required');
    const found = await this.deps.choices.findWithStatus(code);
    if (found === null) return refuse('order-not-found');
    const refusal = await this.refusalOf(found);
    if (refusal !== null) return refuse(refusal);

    const { order } = found;
    const now = this.deps.clock.now();
    const start: StartingConfirmation =
      order.confirmation.status === 'sms-confirmed'
        ? { kind: 'none' }
        : await startingConfirmation(this.deps, {
            payMethod: 'cash',
            toPayKopiykas: order.totals.toPayKopiykas,
            phoneDigits: order.phoneDigits,
            clientAddress: input.clientAddress ?? null,
            now,
          });
    const confirmation = this.nextConfirmation(order, start, now);
    const switched = await this.deps.choices.switchToCash(order.code, {
      expectedRevision: order.confirmation.revision,
      confirmation,
      at: now,
    });
    if (!switched) {
      // Something else won the race (a payment, another switch): say what the order is now.
      const current = await this.deps.choices.findWithStatus(code);
      return refuse((current === null ? null : await this.refusalOf(current)) ?? 'order-not-online');
    }
    if (start.kind === 'sms') await this.sendCode(order, start.code);
    return ok({
      orderId: order.code,
      smsConfirm: confirmation.status === 'sms-pending',
      confirmationStatus: confirmation.status,
    });
  }

  private async refusalOf({ order, status }: StaffOrder): Promise<PaymentRecoveryRefusal | null> {
    const types = await this.deps.paymentTypes.listPaymentTypes(order.cityId);
    const cashAccepted = allowedPayMethods(types, order.cityId).includes('cash');
    return cashSwitchRefusalOf(
      { status, payMethod: order.payMethod, paymentStatus: order.payment.status },
      cashAccepted,
    );
  }

  /** A phone confirmed on this order keeps its confirmation; otherwise the order starts as a cash order would. */
  private nextConfirmation(order: OrderRecord, start: StartingConfirmation, now: Date): OrderConfirmation {
    const revision = order.confirmation.revision + 1;
    if (order.confirmation.status === 'sms-confirmed') return { ...order.confirmation, revision, updatedAt: now };
    return { ...initialConfirmation(order.code, start, this.deps.codeHasher, now), revision };
  }

  /** Sent after the switch is stored, so a gateway failure leaves the code modal and the phone call way open. */
  private async sendCode(order: OrderRecord, smsCode: string): Promise<void> {
    const statusUrl = this.deps.statusLinks.statusUrl({
      orderCode: order.code,
      cityId: order.cityId,
      language: order.language,
    });
    try {
      await this.deps.sms.send(
        toE164(order.phoneDigits),
        confirmationSmsText(order.language, smsCode, order.code, statusUrl),
      );
    } catch (error) {
      this.deps.logger?.error('confirmation SMS not sent', { orderCode: order.code, error: String(error) });
    }
  }
}
