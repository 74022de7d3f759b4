import checkoutParts from '../../../../../locales/ru/checkout-parts.json';
import checkout from '../../../../../locales/ru/checkout.json';
import type { CheckoutTexts } from '../namespaces';

/** The order form's texts in one language: fetched with the order form, when the cart first opens. */
const texts: CheckoutTexts = { 'checkout-parts': checkoutParts, checkout };
export default texts;
