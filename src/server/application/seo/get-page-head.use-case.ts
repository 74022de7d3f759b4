import { DEFAULT_CITY } from '../../../domain/city/city';
import { parseAdminPath } from '../../../domain/routing/admin-path';
import { documentHeadOf } from '../../../domain/routing/document-head';
import { headTextsOf } from '../../../domain/routing/head-texts';
import { localeOfPath } from '../../../domain/routing/relocalize-path';
import { buildShopPath, parseShopPath } from '../../../domain/routing/shop-route';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../domain/shared/locale';
import { ExpiringCache } from '../catalogue/support/expiring-cache';
import type { ClockPort } from '../ports/clock.port';
import type { PageHead } from './page-head';
import { storefrontPageHead, type PageHeadSources } from './storefront-page-head';

export interface GetPageHeadDeps extends PageHeadSources {
  readonly clock: ClockPort;
  /** PUBLIC_URL without a trailing slash: every link in the head is absolute on it. */
  readonly publicUrl: string;
  /** How long a head is trusted without an invalidation (edits another instance missed telling). */
  readonly maxAgeMs: number;
}

/** Not a path: the cache key of the 404 page in a language. */
const NOT_FOUND_KEY = '404 ';
/**
 * Every order's status page has one head per language and city, kept under this stand-in code: a
 * head per order would let anyone grow the cache by asking for made-up codes. Its links name no
 * order (the page is for its customer, never indexed).
 */
const ANY_ORDER = 'any';

/**
 * The head the server writes into a page's HTML (architecture/seo.md). Every page view asks, so
 * heads are built once per page address (the canonical path, or one 404 per language: the key
 * space stays small whatever paths are asked for) and answered from memory, the same object each
 * time, until invalidate() (any menu, price, city or schedule edit, on any instance), the maximum
 * age, or the Kyiv day's end (the descriptions name today's hours).
 */
export class GetPageHeadUseCase {
  private readonly cache: ExpiringCache<string, PageHead>;
  private day: string | null = null;

  constructor(private readonly deps: GetPageHeadDeps) {
    this.cache = new ExpiringCache((key) => this.build(key), {
      maxAgeMs: deps.maxAgeMs,
      now: () => deps.clock.now().getTime(),
    });
  }

  /** The head of a storefront page, its 404, or an admin page (which only gets its language and noindex). */
  async execute(pathname: string, search: string): Promise<PageHead> {
    const route = parseShopPath(pathname, search);
    const admin = route === null ? parseAdminPath(pathname) : null;
    if (admin !== null) return ADMIN_HEADS[admin.locale];
    const today = kyivWallTime(this.deps.clock.now().getTime()).dateString;
    if (today !== this.day) {
      this.cache.invalidate();
      this.day = today;
    }
    if (route === null) return this.cache.get(`${NOT_FOUND_KEY}${localeOfPath(pathname)}`);
    return this.cache.get(buildShopPath(route.page === 'order' ? { ...route, orderCode: ANY_ORDER } : route));
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  private async build(key: string): Promise<PageHead> {
    if (key.startsWith(NOT_FOUND_KEY)) {
      const locale = key.slice(NOT_FOUND_KEY.length);
      return this.notFoundHead(isLocale(locale) ? locale : DEFAULT_LOCALE);
    }
    const route = parseShopPath(key, '');
    if (route === null) throw new Error(`not a page address: ${key}`);
    const head = await storefrontPageHead(route, {
      ...this.deps,
      origin: this.deps.publicUrl,
      nowMs: this.deps.clock.now().getTime(),
    });
    return route.page === 'order' ? { ...head, canonical: null, alternates: [] } : head;
  }

  private notFoundHead(locale: Locale): PageHead {
    const head = documentHeadOf(null, { city: DEFAULT_CITY, locale, origin: this.deps.publicUrl, sushiEnabled: true });
    const { title } = headTextsOf(head, null, this.deps.texts.translator(locale));
    return { ...adminHead(locale), title, ogLocale: head.ogLocale, ogLocaleAlternates: head.ogLocaleAlternates };
  }
}

/**
 * The admin area's name, as its pages end their titles (locales/<language>/admin.json, "title").
 * A page's own title needs its section's code and texts; until the app has them, this one stands.
 */
const ADMIN_AREA_TITLES: Readonly<Record<Locale, string>> = {
  uk: 'Адміністрування',
  en: 'Administration',
  ru: 'Администрирование',
};

/** Admin pages: the language, the area's title until the app writes the page's own, and no indexing. */
const adminHead = (locale: Locale): PageHead => ({
  lang: locale,
  title: ADMIN_AREA_TITLES[locale],
  description: null,
  noindex: true,
  canonical: null,
  alternates: [],
  ogLocale: null,
  ogLocaleAlternates: [],
  ogImage: null,
  structuredData: [],
});

/** One object per language, so the HTML layer prepares each admin page once (it caches by head). */
const ADMIN_HEADS = Object.fromEntries(LOCALES.map((locale) => [locale, adminHead(locale)])) as Readonly<
  Record<Locale, PageHead>
>;
