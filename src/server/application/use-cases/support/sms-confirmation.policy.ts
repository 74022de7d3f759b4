import type { PayMethod } from '../../../../domain/order/order-form';
import type { Kopiykas } from '../../../../domain/shared/money';
import type { QuotaClaim } from '../../ports/usage-quota.port';

/** A code lives 5 minutes and allows 5 wrong tries. */
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
/** What the shop may tune (SMS_CODES_PER_ADDRESS, SMS_HOURLY_BUDGET); the per-phone limit is fixed. */
export interface SmsLimits {
  /** Codes ordered from one client address an hour. */
  readonly perAddress: number;
  /** Codes the whole shop sends an hour. */
  readonly hourlyBudget: number;
}

/** A family or an office orders from one address, a script many times more; a busy evening's codes, not a bill. */
export const DEFAULT_SMS_LIMITS: SmsLimits = { perAddress: 20, hourlyBudget: 300 };
/**
 * Guesses at the codes of one phone an hour, over all its orders: five per code would otherwise
 * let a burst of orders buy a stranger's phone hundreds of guesses.
 */
export const SMS_GUESSES_PER_PHONE = 25;

/** The quota key of the shop-wide budget; staff are warned when it is used up. */
export const SMS_BUDGET_KEY = 'sms:shop';

/** What one confirmation SMS uses: one of the phone's, one of the client address's (when known), one of the shop's. */
export const smsSendClaims = (
  phoneDigits: string,
  clientAddress: string | null,
  limits: SmsLimits,
): readonly QuotaClaim[] => [
  { key: `sms:phone:${phoneDigits}`, limit: SMS_CODES_PER_PHONE, windowMs: SMS_LIMIT_WINDOW_MS },
  ...(clientAddress === null
    ? []
    : [{ key: `sms:address:${clientAddress}`, limit: limits.perAddress, windowMs: SMS_LIMIT_WINDOW_MS }]),
  { key: SMS_BUDGET_KEY, limit: limits.hourlyBudget, windowMs: SMS_LIMIT_WINDOW_MS },
];

/** What one code guess uses: one of the phone's guesses, whichever of its orders it is for. */
export const smsGuessClaim = (phoneDigits: string): QuotaClaim => ({
  key: `sms:guess:${phoneDigits}`,
  limit: SMS_GUESSES_PER_PHONE,
  windowMs: SMS_LIMIT_WINDOW_MS,
});

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
