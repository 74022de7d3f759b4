import type { PayMethod } from '../../../../domain/order/order-form';
import type { Kopiykas } from '../../../../domain/shared/money';
import type { ConfirmationCodeGeneratorPort } from '../../ports/confirmation-code-generator.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { OrderRepositoryPort } from '../../ports/order-repository.port';
import type { UsageQuotaPort } from '../../ports/usage-quota.port';
import type { StartingConfirmation } from './sms-challenge';
import { warnSmsBudgetUsedUp } from './sms-budget-warning';
import {
  needsSmsConfirmation,
  SMS_BUDGET_KEY,
  SMS_LIMIT_WINDOW_MS,
  smsSendClaims,
  type SmsLimits,
} from './sms-confirmation.policy';

export interface StartingConfirmationDeps {
  readonly orders: Pick<OrderRepositoryPort, 'phoneHistory'>;
  readonly smsQuota: UsageQuotaPort;
  readonly smsLimits: SmsLimits;
  readonly confirmationCodes: ConfirmationCodeGeneratorPort;
  readonly logger?: LoggerPort;
}

/**
 * How an order starts (sms-confirmation.policy.ts), with a fresh code when it is confirmed by
 * SMS. The code is sent only when the phone, the client's address and the shop all have one left
 * (taken atomically, however many orders race); otherwise the operator calls instead. Placing an
 * order and switching an unpaid online order to cash both start this way.
 */
export const startingConfirmation = async (
  deps: StartingConfirmationDeps,
  input: {
    readonly payMethod: PayMethod;
    readonly toPayKopiykas: Kopiykas;
    readonly phoneDigits: string;
    readonly clientAddress: string | null;
    readonly now: Date;
  },
): Promise<StartingConfirmation> => {
  const { payMethod, toPayKopiykas, phoneDigits, now } = input;
  // An order that would need no code even from a stranger (paid online) needs no phone history.
  if (!needsSmsConfirmation({ payMethod, toPayKopiykas, phoneHasConfirmedOrder: false })) return { kind: 'none' };
  const history = await deps.orders.phoneHistory(phoneDigits, new Date(now.getTime() - SMS_LIMIT_WINDOW_MS));
  if (!needsSmsConfirmation({ payMethod, toPayKopiykas, phoneHasConfirmedOrder: history.hasConfirmedOrder }))
    return { kind: 'none' };
  const quota = await deps.smsQuota.take(smsSendClaims(phoneDigits, input.clientAddress, deps.smsLimits), now);
  if (quota.ok) return { kind: 'sms', code: deps.confirmationCodes.generate() };
  if (quota.exhausted === SMS_BUDGET_KEY) warnSmsBudgetUsedUp(deps.logger, deps.smsLimits.hourlyBudget, now);
  return { kind: 'operator-call' };
};
