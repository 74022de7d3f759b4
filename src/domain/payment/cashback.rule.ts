import type { PayMethod } from '../order/order-form';
import { err, ok, type Result } from '../shared/result';
import { toKopiykas } from '../shared/money';

export type CashbackError = 'cashback-not-a-number' | 'cashback-below-total';

/** Only cash shows the "change from" amount. */
export const showsChangeField = (payMethod: PayMethod | null): boolean => payMethod === 'cash';

// Whole hryvnias or up to 2 decimals (kopiykas); a comma is the Ukrainian decimal separator.
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/u;
// Spaces group thousands on Ukrainian keyboards and in pasted amounts ("1 000").
const GROUPING_SPACES = /[\s\u00a0\u202f]+/gu;

/**
 * The "change from" amount of a cash order, in hryvnias. It is optional: blank gives ok(null).
 * When given it must be a plain non-negative amount (no sign, exponent or more than 2 decimals) and
 * at least the amount to pay, otherwise the courier cannot give change from it. Compared in whole
 * kopiykas so that 250.1 vs 250.10 never depends on float rounding.
 */
export const validateCashback = (input: string, totalToPay: number): Result<number | null, CashbackError> => {
  const compact = input.replace(GROUPING_SPACES, '');
  if (compact === '') return ok(null);
  if (!AMOUNT.test(compact)) return err('cashback-not-a-number');
  const amount = Number(compact.replace(',', '.'));
  if (toKopiykas(amount) < toKopiykas(totalToPay)) return err('cashback-below-total');
  return ok(amount);
};
