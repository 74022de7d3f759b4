import type { PayMethod } from '../../../../domain/order/order-form';
import { isCardAllowed } from '../../../../domain/payment/card-payment.rule';
import { resolvePayMethod } from '../../../../domain/payment/resolve-pay-method.rule';
import { ok, type Ok } from '../../../../domain/shared/result';
import { refuse, type Refusal } from './use-case-result';

export type PayMethodRefusal = 'pay-method-not-allowed' | 'card-with-alcohol' | 'online-payment-out-of-zone';

/** Checked before the zone lookup: cheap, and no geocoder call is spent on a refused order. */
export const checkPayMethodAllowed = (
  chosen: PayMethod,
  allowedMethods: readonly PayMethod[],
  hasAlcohol: boolean,
): Ok<null> | Refusal<PayMethodRefusal> => {
  if (!allowedMethods.includes(chosen)) return refuse('pay-method-not-allowed');
  if (chosen === 'card' && !isCardAllowed(hasAlcohol)) return refuse('card-with-alcohol');
  return ok(null);
};

/**
 * The browser switches online to cash outside the zones (the domain's resolvePayMethod), because
 * the operator must first confirm delivery. The server asks the same rule and refuses what the
 * browser would have switched, so a hand-made request cannot take money for an address the shop
 * may not serve. When online is the only method left the rule keeps it, and so does the server.
 */
export const checkPayMethodForAddress = (input: {
  readonly chosen: PayMethod;
  readonly allowedMethods: readonly PayMethod[];
  readonly hasAlcohol: boolean;
  readonly outOfZone: boolean;
}): Ok<null> | Refusal<PayMethodRefusal> => {
  const resolved = resolvePayMethod({
    chosen: input.chosen,
    allowedMethods: input.allowedMethods,
    cartHasAlcohol: input.hasAlcohol,
    streetCleared: false,
    outOfZone: input.outOfZone,
  });
  if (resolved === input.chosen) return ok(null);
  return input.chosen === 'online' && input.outOfZone
    ? refuse('online-payment-out-of-zone')
    : refuse('pay-method-not-allowed');
};
