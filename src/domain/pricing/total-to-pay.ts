import { toHryvnias, toKopiykas, type Kopiykas } from '../shared/money';

/** cart + fee − discount; a discount bigger than the bill leaves nothing to pay, never a refund. */
export const totalToPayKopiykas = (cart: Kopiykas, fee: Kopiykas, discount: Kopiykas): Kopiykas =>
  Math.max(0, cart + fee - discount);

/** Hryvnia form: every amount goes to kopiykas first, which is what rounds the result to 2 decimals. */
export const totalToPay = (cart: number, fee: number, discount: number): number =>
  toHryvnias(totalToPayKopiykas(toKopiykas(cart), toKopiykas(fee), toKopiykas(discount)));
