import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale';
import { buildShopPath, type ShopRoute } from './shop-route';

/** Open Graph wants language_TERRITORY; every language of the shop is spoken by its Ukrainian customers. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { uk: 'uk_UA', en: 'en_US', ru: 'ru_UA' };

export interface AlternateLink {
  /** A BCP 47 language or 'x-default'. */
  hreflang: string;
  path: string;
}

/** The page in every language plus x-default (the Ukrainian page), for <link rel="alternate" hreflang>. */
export const alternateLinks = (route: ShopRoute): AlternateLink[] => [
  ...LOCALES.map((locale) => ({ hreflang: locale, path: buildShopPath({ ...route, locale }) })),
  { hreflang: 'x-default', path: buildShopPath({ ...route, locale: DEFAULT_LOCALE }) },
];
