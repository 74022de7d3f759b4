import { toKopiykas, type Kopiykas } from '../shared/money';
import { FREE_DELIVERY_FROM, MIN_ORDER } from './pricing-constants';
import { isBelowMinimumKopiykas } from './minimum-order';

/** The hint under the cart: a translation key and the amount the text names. */
export type MinSumHint =
  | { readonly key: 'min-sum'; readonly amount: typeof MIN_ORDER }
  | { readonly key: 'paid-delivery'; readonly amount: typeof FREE_DELIVERY_FROM }
  | { readonly key: 'free-delivery' };

const FREE_DELIVERY_FROM_KOPIYKAS = toKopiykas(FREE_DELIVERY_FROM);

export const minSumHintKopiykas = (cartAfterDiscount: Kopiykas): MinSumHint => {
  if (isBelowMinimumKopiykas(cartAfterDiscount)) return { key: 'min-sum', amount: MIN_ORDER };
  if (cartAfterDiscount < FREE_DELIVERY_FROM_KOPIYKAS) return { key: 'paid-delivery', amount: FREE_DELIVERY_FROM };
  return { key: 'free-delivery' };
};

export const minSumHint = (cartAfterDiscount: number): MinSumHint => minSumHintKopiykas(toKopiykas(cartAfterDiscount));
