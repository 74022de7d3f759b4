import type { PayMethod } from '../../../../domain/order/order-form';
import type { Kopiykas } from '../../../../domain/shared/money';

/** A code lives 5 minutes and allows 5 wrong tries (issue 3). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;

/** From this amount an unpaid order is confirmed by SMS even for a known customer: 1500 ₴. */
export const SMS_ALWAYS_FROM_KOPIYKAS: Kopiykas = 150_000;

export interface SmsPolicyInput {
  readonly payMethod: PayMethod;
  readonly toPayKopiykas: Kopiykas;
  /** The phone confirmed an earlier order by SMS or paid one online. */
  readonly phoneHasConfirmedOrder: boolean;
}

/**
 * When an order is confirmed by SMS before the kitchen cooks it:
 * - never for online payment: the payment itself proves the order is meant (nobody pays for a prank);
 * - for cash or card to the courier, when the phone has never confirmed an order: a first order
 *   to a mistyped or someone else's number is the costly case, a food delivery nobody accepts;
 * - and for any unpaid order of SMS_ALWAYS_FROM_KOPIYKAS or more, where a wasted order costs most.
 * Known customers' everyday orders go straight through, so the code is rare and not a nuisance.
 */
export const needsSmsConfirmation = (input: SmsPolicyInput): boolean =>
  input.payMethod !== 'online' && (!input.phoneHasConfirmedOrder || input.toPayKopiykas >= SMS_ALWAYS_FROM_KOPIYKAS);
