import cart from '../../../../../locales/en/cart.json';
import common from '../../../../../locales/en/common.json';
import frame from '../../../../../locales/en/frame.json';
import menu from '../../../../../locales/en/menu.json';
import pages from '../../../../../locales/en/pages.json';
import seo from '../../../../../locales/en/seo.json';
import type { StorefrontTexts } from '../namespaces';

/**
 * The storefront's texts in one language: one chunk, fetched only when the page is in this language.
 * The order form's are a chunk of their own (texts/*.checkout.ts).
 */
const texts: StorefrontTexts = { common, pages, seo, frame, menu, cart };
export default texts;
