/** Hryvnias, compared with the cart total after the coupon discount. */
export const MIN_ORDER = 250;
export const FREE_DELIVERY_FROM = 500;
export const DELIVERY_FEE = 50;
