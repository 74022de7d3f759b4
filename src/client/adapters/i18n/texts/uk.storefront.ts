import cart from '../../../../../locales/uk/cart.json';
import common from '../../../../../locales/uk/common.json';
import frame from '../../../../../locales/uk/frame.json';
import menu from '../../../../../locales/uk/menu.json';
import pages from '../../../../../locales/uk/pages.json';
import seo from '../../../../../locales/uk/seo.json';
import type { StorefrontTexts } from '../namespaces';

/**
 * The storefront's texts in one language: one chunk, fetched only when the page is in this language.
 * The order form's are a chunk of their own (texts/*.checkout.ts).
 */
const texts: StorefrontTexts = { common, pages, seo, frame, menu, cart };
export default texts;
