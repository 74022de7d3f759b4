import { PAY_METHODS } from '../order/order-form';
import type { PaymentType } from './payment-type';

const displayRank = (name: string): number => {
  const rank = (PAY_METHODS as readonly string[]).indexOf(name);
  // Unknown names go last rather than first, so a bad row never hides the real options.
  return rank === -1 ? PAY_METHODS.length : rank;
};

/** Display order online, card, cash; a new array, ties keep their given order. */
export const sortPaymentTypes = <T extends Pick<PaymentType, 'name'>>(types: readonly T[]): T[] =>
  [...types].sort((a, b) => displayRank(a.name) - displayRank(b.name));
