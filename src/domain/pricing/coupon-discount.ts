import type { PayMethod } from '../order/order-form';
import { toHryvnias, toKopiykas, type Kopiykas } from '../shared/money';

/**
 * The coupon discount the customer gets. Cash is paid in whole hryvnias, so a cash discount is
 * rounded up to a whole hryvnia: rounding up keeps the change in the customer's favour.
 * A negative or non-finite discount from the coupon check is treated as no discount, so a bad
 * answer can never raise the price.
 */
export const couponDiscountKopiykas = (discount: number, payMethod: PayMethod | null): Kopiykas => {
  if (!Number.isFinite(discount) || discount <= 0) return 0;
  const kopiykas = toKopiykas(discount);
  return payMethod === 'cash' ? Math.ceil(kopiykas / 100) * 100 : kopiykas;
};

export const couponDiscount = (discount: number, payMethod: PayMethod | null): number =>
  toHryvnias(couponDiscountKopiykas(discount, payMethod));

/**
 * The cart total the thresholds are measured on. A discount larger than the cart leaves 0, not a
 * negative cart: a coupon discounts the food, it does not pay the delivery.
 */
export const cartAfterDiscountKopiykas = (cart: Kopiykas, discount: Kopiykas): Kopiykas => Math.max(0, cart - discount);

export const cartAfterDiscount = (cart: number, discount: number): number =>
  toHryvnias(cartAfterDiscountKopiykas(toKopiykas(cart), toKopiykas(discount)));
