import { toKopiykas, type Kopiykas } from '../shared/money';
import { MIN_ORDER } from './pricing-constants';

const MIN_ORDER_KOPIYKAS = toKopiykas(MIN_ORDER);

/** Orders are accepted from MIN_ORDER after the coupon discount. */
export const isBelowMinimumKopiykas = (cartAfterDiscount: Kopiykas): boolean => cartAfterDiscount < MIN_ORDER_KOPIYKAS;

export const isBelowMinimum = (cartAfterDiscount: number): boolean =>
  isBelowMinimumKopiykas(toKopiykas(cartAfterDiscount));
