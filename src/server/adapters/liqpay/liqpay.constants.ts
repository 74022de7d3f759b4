/** LiqPay Checkout API v3 (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc). */
export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
export const LIQPAY_API_VERSION = 3;
export const LIQPAY_CURRENCY = 'UAH';
export const LIQPAY_PAY_ACTION = 'pay';
/**
 * A callback's data is a few kilobytes; anything far larger is not LiqPay, and refusing it before
 * hashing keeps a hostile client from making the server hash megabytes per request.
 */
export const MAX_CALLBACK_FIELD_LENGTH = 64 * 1024;
