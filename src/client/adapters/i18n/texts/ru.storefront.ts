import cart from '../../../../../locales/ru/cart.json';
import checkoutParts from '../../../../../locales/ru/checkout-parts.json';
import checkout from '../../../../../locales/ru/checkout.json';
import common from '../../../../../locales/ru/common.json';
import frame from '../../../../../locales/ru/frame.json';
import menu from '../../../../../locales/ru/menu.json';
import pages from '../../../../../locales/ru/pages.json';
import seo from '../../../../../locales/ru/seo.json';
import type { StorefrontTexts } from '../namespaces';

/** The storefront's texts in one language: one chunk, fetched only when the page is in this language. */
const texts: StorefrontTexts = { common, pages, seo, frame, menu, cart, 'checkout-parts': checkoutParts, checkout };
export default texts;
