import type { CitySlug } from '../city/city';
import { LOCALES, type Locale } from '../shared/locale';
import { alternateLinks, OG_LOCALES } from './alternate-links';
import type { PageName } from './page-name';
import { PAGE_TEXT_KEYS, type PageTextKey } from './page-text-key';
import { buildShopPath, type ShopRoute } from './shop-route';

/**
 * What <head> says about a page. One rule for both sides: the browser's shell renders it after
 * every navigation and the server writes it into the HTML it sends (architecture/seo.md).
 */
export interface DocumentHead {
  /** seo:{key}.title / .description; 'notFound' has a title only. */
  textKey: PageTextKey | 'notFound';
  city: CitySlug;
  locale: Locale;
  ogLocale: string;
  ogLocaleAlternates: string[];
  /** Absolute URLs; absent for pages that must not be indexed. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
}

/** The thank-you and order status pages show one customer's order: search engines must not keep them. */
export const isIndexablePage = (page: PageName): boolean => page !== 'checkout' && page !== 'order';

/**
 * The head of a storefront route, or of the 404 page when `route` is null. `origin` makes the
 * links absolute ('https://shop.example', no trailing slash); `city` and `locale` are the ones the
 * page is shown in (a 404 has no route to name them). A city that sells no sushi gets a home page
 * that promises none.
 */
export const documentHeadOf = (
  route: ShopRoute | null,
  context: {
    readonly city: CitySlug;
    readonly locale: Locale;
    readonly origin: string;
    readonly sushiEnabled: boolean;
  },
): DocumentHead => {
  const { city, locale, origin } = context;
  const base = {
    city,
    locale,
    ogLocale: OG_LOCALES[locale],
    ogLocaleAlternates: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
  };
  if (route === null) return { ...base, textKey: 'notFound', canonical: null, alternates: [], noindex: true };
  return {
    ...base,
    textKey: route.page === 'home' && !context.sushiEnabled ? 'homeBurgers' : PAGE_TEXT_KEYS[route.page],
    canonical: `${origin}${buildShopPath(route)}`,
    alternates: alternateLinks(route).map(({ hreflang, path }) => ({ hreflang, href: `${origin}${path}` })),
    noindex: !isIndexablePage(route.page),
  };
};
