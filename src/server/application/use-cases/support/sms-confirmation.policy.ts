import type { PayMethod } from '../../../../domain/order/order-form';
import type { Kopiykas } from '../../../../domain/shared/money';

/** A code lives 5 minutes and allows 5 wrong tries (issue 3). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;

/**
 * At most this many codes go to one phone within SMS_LIMIT_WINDOW_MS. Anyone can type any number
 * into the order form, so without a limit the shop would pay to send a stranger's phone a code per
 * order (the per-address limit of 300 POSTs a minute does not stop that). A customer whose codes
 * went astray has had several chances by then; the operator calls instead.
 */
export const SMS_CODES_PER_PHONE = 5;
export const SMS_LIMIT_WINDOW_MS = 60 * 60_000;

/** From this amount an unpaid order is confirmed by SMS even for a known customer: 1500 ₴. */
export const SMS_ALWAYS_FROM_KOPIYKAS: Kopiykas = 150_000;

export interface SmsPolicyInput {
  readonly payMethod: PayMethod;
  readonly toPayKopiykas: Kopiykas;
  /** The phone confirmed an earlier order by SMS or paid one online. */
  readonly phoneHasConfirmedOrder: boolean;
}

/** How an order starts: confirmed (nothing to do), by an SMS code, or by the operator's call. */
export type InitialConfirmation = 'none' | 'sms' | 'operator-call';

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

/**
 * needsSmsConfirmation, within the per-phone limit: an order that needs confirming while its phone
 * has had SMS_CODES_PER_PHONE codes in the last SMS_LIMIT_WINDOW_MS is confirmed by the operator's
 * call instead (verify-phone-call's state), and no SMS is sent.
 */
export const initialConfirmationFor = (input: SmsPolicyInput & { readonly codesSentInWindow: number }): InitialConfirmation => {
  if (!needsSmsConfirmation(input)) return 'none';
  return input.codesSentInWindow >= SMS_CODES_PER_PHONE ? 'operator-call' : 'sms';
};
