import cart from '../../../../../locales/ru/cart.json';
import common from '../../../../../locales/ru/common.json';
import frame from '../../../../../locales/ru/frame.json';
import menu from '../../../../../locales/ru/menu.json';
import pages from '../../../../../locales/ru/pages.json';
import seo from '../../../../../locales/ru/seo.json';
import type { StorefrontTexts } from '../namespaces';

/**
 * The storefront's texts in one language: one chunk, fetched only when the page is in this language.
 * The order form's are a chunk of their own (texts/*.checkout.ts).
 */
const texts: StorefrontTexts = { common, pages, seo, frame, menu, cart };
export default texts;
