import { PAY_METHODS, type PayMethod } from '../order/order-form';
import { isCardAllowed } from './card-payment.rule';
import type { PaymentType } from './payment-type';

/** The methods the admin allows for this city, in display order, each once. */
export const allowedPayMethods = (types: readonly PaymentType[], cityId: number): PayMethod[] =>
  PAY_METHODS.filter((method) =>
    types.some((type) => type.cityId === cityId && type.isAllowed && type.name === method),
  );

/** Allowed methods the cart can actually use: card drops out while alcohol is in the cart. */
export const usablePayMethods = (allowedMethods: readonly PayMethod[], cartHasAlcohol: boolean): PayMethod[] =>
  PAY_METHODS.filter(
    (method) => allowedMethods.includes(method) && (method !== 'card' || isCardAllowed(cartHasAlcohol)),
  );

/**
 * The first allowed method of the current city is preselected. Card is skipped while the
 * cart holds alcohol, since it would be switched away at once anyway. Null when nothing is allowed.
 */
export const preselectPayMethod = (
  types: readonly PaymentType[],
  cityId: number,
  cartHasAlcohol = false,
): PayMethod | null => usablePayMethods(allowedPayMethods(types, cityId), cartHasAlcohol)[0] ?? null;
