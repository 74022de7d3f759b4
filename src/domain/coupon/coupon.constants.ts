import type { PayMethod } from '../order/order-form';

/** Typing into the coupon field resets the machine only after the customer pauses this long. */
export const COUPON_DEBOUNCE_MS = 300;

/** The error hint stays this long, then the field returns to its default state. */
export const COUPON_ERROR_RESET_MS = 5000;

/** A coupon is checked for online payment until the customer chooses another method. */
export const DEFAULT_COUPON_PAY_METHOD: PayMethod = 'online';

/** The operator still needs a name on the coupon request; the kitchen word for "unknown". */
export const UNKNOWN_CUSTOMER_NAME = 'Невідомий';
