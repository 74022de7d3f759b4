import type { Locale } from '../../../domain/shared/locale';
import enAdmin from '../../../../locales/en/admin.json';
import enCart from '../../../../locales/en/cart.json';
import enCheckoutParts from '../../../../locales/en/checkout-parts.json';
import enCheckout from '../../../../locales/en/checkout.json';
import enCommon from '../../../../locales/en/common.json';
import enFrame from '../../../../locales/en/frame.json';
import enMenu from '../../../../locales/en/menu.json';
import enPages from '../../../../locales/en/pages.json';
import enSeo from '../../../../locales/en/seo.json';
import ruAdmin from '../../../../locales/ru/admin.json';
import ruCart from '../../../../locales/ru/cart.json';
import ruCheckoutParts from '../../../../locales/ru/checkout-parts.json';
import ruCheckout from '../../../../locales/ru/checkout.json';
import ruCommon from '../../../../locales/ru/common.json';
import ruFrame from '../../../../locales/ru/frame.json';
import ruMenu from '../../../../locales/ru/menu.json';
import ruPages from '../../../../locales/ru/pages.json';
import ruSeo from '../../../../locales/ru/seo.json';
import ukAdmin from '../../../../locales/uk/admin.json';
import ukCart from '../../../../locales/uk/cart.json';
import ukCheckoutParts from '../../../../locales/uk/checkout-parts.json';
import ukCheckout from '../../../../locales/uk/checkout.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukFrame from '../../../../locales/uk/frame.json';
import ukMenu from '../../../../locales/uk/menu.json';
import ukPages from '../../../../locales/uk/pages.json';
import ukSeo from '../../../../locales/uk/seo.json';

/** One JSON file per namespace and language under locales/; imported statically so the build bundles them. */
export const NAMESPACES = ['common', 'pages', 'seo', 'admin', 'frame', 'menu', 'cart', 'checkout-parts', 'checkout'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export const LOCALE_RESOURCES: Record<Locale, Record<Namespace, object>> = {
  uk: { common: ukCommon, pages: ukPages, seo: ukSeo, admin: ukAdmin, frame: ukFrame, menu: ukMenu, cart: ukCart, 'checkout-parts': ukCheckoutParts, checkout: ukCheckout },
  en: { common: enCommon, pages: enPages, seo: enSeo, admin: enAdmin, frame: enFrame, menu: enMenu, cart: enCart, 'checkout-parts': enCheckoutParts, checkout: enCheckout },
  ru: { common: ruCommon, pages: ruPages, seo: ruSeo, admin: ruAdmin, frame: ruFrame, menu: ruMenu, cart: ruCart, 'checkout-parts': ruCheckoutParts, checkout: ruCheckout },
};
