import type { PayMethod } from '../order/order-form';
import { roundHryvnias, toKopiykas } from '../shared/money';
import type { CouponCheckAnswer } from './coupon.types';

/**
 * A coupon that takes nothing off and gives nothing away is treated as not existing:
 * the server answers such a shape for unknown codes. An action without items gives nothing either.
 */
export const isCouponFound = (answer: CouponCheckAnswer): boolean =>
  sanitizeDiscount(answer.discount) > 0 || answer.actions.some((action) => action.items.length > 0);

/** Cash and non-cash are the two discount regimes; online and card behave the same. */
export const isCashPayMethod = (payMethod: PayMethod | null): boolean => payMethod === 'cash';

/**
 * The discount the customer gets for the chosen payment. Cash rounds up to whole hryvnias (the
 * courier carries no kopiykas, and rounding up never charges the customer more than promised);
 * other methods keep kopiykas, rounded to 2 decimals.
 */
export const couponDiscountFor = (answer: CouponCheckAnswer, payMethod: PayMethod | null): number => {
  const discount = sanitizeDiscount(answer.discount);
  // Work in whole kopiykas so 10.000000001 (float noise) does not become 11.
  return isCashPayMethod(payMethod) ? Math.ceil(toKopiykas(discount) / 100) : roundHryvnias(discount);
};

// A broken answer (negative, NaN, Infinity) must never raise the total or poison it.
const sanitizeDiscount = (discount: number): number => (Number.isFinite(discount) && discount > 0 ? discount : 0);
