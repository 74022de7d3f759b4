import type { PayMethod } from '../order/order-form';
import { usablePayMethods } from './allowed-pay-methods.rule';

export interface PayMethodSituation {
  /** The method currently chosen; null before anything was chosen. */
  readonly chosen: PayMethod | null;
  /** Methods the admin allows for the current city (any order). */
  readonly allowedMethods: readonly PayMethod[];
  readonly cartHasAlcohol: boolean;
  /** The street field is empty (cleared): no address, so no zone either. */
  readonly streetCleared: boolean;
  /** The address was looked up and lies in no delivery zone. */
  readonly outOfZone: boolean;
}

/**
 * The payment method after a change of situation:
 * 1. a method no longer allowed, or card while alcohol is in the cart, switches to the first
 *    allowed one in display order (never card with alcohol); nothing chosen yet gets the same;
 * 2. online with the street cleared or outside the zones switches to cash, because the operator must
 *    first confirm that delivery is possible and the customer must not have paid already.
 *    Decision: if cash is not allowed, the first allowed non-online method is taken instead; if
 *    online is the only usable method it stays, since an order with no method cannot be placed
 *    and the operator clarifies delivery anyway.
 * Null only when no method is usable at all. Applying it twice changes nothing.
 */
export const resolvePayMethod = (situation: PayMethodSituation): PayMethod | null => {
  const usable = usablePayMethods(situation.allowedMethods, situation.cartHasAlcohol);
  const first = usable[0];
  if (!first) return null;

  const method = situation.chosen && usable.includes(situation.chosen) ? situation.chosen : first;
  if (method !== 'online' || !(situation.streetCleared || situation.outOfZone)) return method;

  if (usable.includes('cash')) return 'cash';
  return usable.find((candidate) => candidate !== 'online') ?? method;
};
