import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CITY_SLUGS, cityIdOf, citySlugOf, DEFAULT_CITY, type CityId, type CitySlug } from '../../domain/city/city';
import { parseAdminPath, type AdminRoute } from '../../domain/routing/admin-path';
import {
  CITY_COOKIE_MAX_AGE,
  CITY_COOKIE_NAME,
  parseCityCookie,
  serializeCityCookie,
} from '../../domain/routing/city-cookie';
import { documentHeadOf, type DocumentHead } from '../../domain/routing/document-head';
import { headTextOf } from '../../domain/seo/page-head-text.rule';
import { entryRedirect } from '../../domain/routing/entry-redirect';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, localeFromCookie } from '../../domain/routing/locale-cookie';
import type { FixedPageName } from '../../domain/routing/page-name';
import { localeOfPath, relocalizePath } from '../../domain/routing/relocalize-path';
import { buildShopPath, parseShopPath, type ShopRoute } from '../../domain/routing/shop-route';
import { withoutClosedSushiPage } from '../../domain/routing/sushi-page.rule';
import { SWITCHER_LOCALES, type Locale } from '../../domain/shared/locale';
import type { CookiePort } from '../application/ports/cookie.port';
import type { LanguagePort } from '../application/ports/language.port';
import type { PageLocationPort } from '../application/ports/page-location.port';
import type { CityProfile } from '../application/city-profile';
import { TOKENS } from '../di/tokens';
import type { CitySettings } from './city-settings';

/**
 * common:promise.one / .two with the zone minutes to interpolate; a city without sushi is promised
 * a burger only (…Burgers), never a roll it does not sell.
 */
export interface DeliveryPromise {
  key: 'promise.one' | 'promise.two' | 'promise.oneBurgers' | 'promise.twoBurgers';
  first: number;
  second?: number;
}

export interface NavLink {
  key: 'burgers' | 'sushi' | 'delivery';
  path: string;
}

/**
 * The frame around every storefront page: which route, language and city the URL names, where a
 * remembered choice should redirect, what the navbar links to and what <head> says. The URL is the
 * source of truth; cookies only remember the visitor's last choice.
 */
@injectable()
export class AppShellViewModel {
  pathname = '/';
  search = '';
  storedCityId: CityId | null;
  storedLocale: Locale | null;

  constructor(
    @inject(TOKENS.Cookies) private readonly cookies: CookiePort,
    @inject(TOKENS.Language) private readonly language: LanguagePort,
    @inject(TOKENS.PageLocation) private readonly pageLocation: PageLocationPort,
    @inject(TOKENS.CityProfiles) private readonly cityProfiles: Readonly<Record<CitySlug, CityProfile>>,
    // The server's per-city sushi setting (GET /api/cities); without it the built-in profiles decide.
    @inject(TOKENS.CitiesViewModel) @optional() private readonly citySettings?: CitySettings,
  ) {
    this.storedCityId = parseCityCookie(cookies.get(CITY_COOKIE_NAME));
    this.storedLocale = localeFromCookie(cookies.get(LOCALE_COOKIE_NAME));
    makeAutoObservable<this, 'cookies' | 'language' | 'pageLocation' | 'cityProfiles' | 'citySettings'>(
      this,
      { cookies: false, language: false, pageLocation: false, cityProfiles: false, citySettings: false },
      { autoBind: true },
    );
  }

  /** Called by the router on every navigation. */
  syncLocation(pathname: string, search: string): void {
    this.pathname = pathname;
    this.search = search;
    this.language.use(this.locale);
  }

  get route(): ShopRoute | null {
    return parseShopPath(this.pathname, this.search);
  }

  get adminRoute(): AdminRoute | null {
    return parseAdminPath(this.pathname);
  }

  get isNotFound(): boolean {
    return this.route === null && this.adminRoute === null;
  }

  get locale(): Locale {
    return this.route?.locale ?? this.adminRoute?.locale ?? localeOfPath(this.pathname);
  }

  /** The URL's city; without one, the remembered city (only Lviv stays city-less), else Lviv. */
  get city(): CitySlug {
    if (this.route?.city) return this.route.city;
    return this.storedCityId === null ? DEFAULT_CITY : citySlugOf(this.storedCityId);
  }

  get cityProfile(): CityProfile {
    return this.cityProfiles[this.city];
  }

  get phoneHref(): string {
    return `tel:${this.cityProfile.phone.replace(/[^\d+]/g, '')}`;
  }

  get cities(): readonly CitySlug[] {
    return CITY_SLUGS;
  }

  /** Russian is reachable by URL but not offered; it is listed only while it is the current language. */
  get switcherLocales(): readonly Locale[] {
    return SWITCHER_LOCALES.includes(this.locale) ? SWITCHER_LOCALES : [...SWITCHER_LOCALES, this.locale];
  }

  /** Where to go instead of the current URL, or null to stay. */
  get redirectTo(): string | null {
    const route = this.route;
    if (route === null) return null;
    const remembered = { locale: this.storedLocale, cityId: this.storedCityId };
    const entry = entryRedirect(route, this.pathname, this.search, remembered) ?? route;
    // Decisions: where sushi is off, its page sends the visitor to the city's home page. Only once
    // the server has said so: a guess before its answer could send a visitor away from a live page.
    const settled =
      this.citySettings === undefined || this.citySettings.status === 'ready' || this.citySettings.status === 'failed';
    const target = withoutClosedSushiPage(entry, (city) => (settled ? this.sushiEnabledIn(city) : null));
    return target === route ? null : buildShopPath(target);
  }

  /** The server's setting once known, else the built-in profile (also its fallback when it fails). */
  sushiEnabledIn(city: CitySlug): boolean {
    return this.citySettings?.sushiEnabledIn(city) ?? this.cityProfiles[city].sushiAvailable;
  }

  /** A path to a page of the current language and city (cityless stays cityless). */
  pathTo(page: FixedPageName): string {
    return buildShopPath({ locale: this.locale, city: this.route?.city ?? null, page });
  }

  get homePath(): string {
    return this.pathTo('home');
  }

  /** The main page of the visitor's city, even from a page whose URL names no city (error pages). */
  get cityHomePath(): string {
    return buildShopPath({ locale: this.locale, city: this.city === DEFAULT_CITY ? null : this.city, page: 'home' });
  }

  get deliveryPromise(): DeliveryPromise {
    const [first = 59, second] = this.cityProfile.deliveryMinutes;
    const burgersOnly = !this.sushiEnabledIn(this.city);
    if (second === undefined) return { key: burgersOnly ? 'promise.oneBurgers' : 'promise.one', first };
    return { key: burgersOnly ? 'promise.twoBurgers' : 'promise.two', first, second };
  }

  /** Burgers and sushi jump to their first category (combos, sets). */
  get navLinks(): NavLink[] {
    const links: NavLink[] = [{ key: 'burgers', path: `${this.homePath}#combos` }];
    if (this.sushiEnabledIn(this.city)) links.push({ key: 'sushi', path: `${this.pathTo('sushi')}#sets` });
    links.push({ key: 'delivery', path: this.pathTo('delivery') });
    return links;
  }

  /** The domain's head rule (document-head.ts), which the server also writes into the HTML it sends. */
  get head(): DocumentHead {
    return documentHeadOf(this.route, {
      city: this.city,
      locale: this.locale,
      origin: this.pageLocation.origin(),
      sushiEnabled: this.sushiEnabledIn(this.city),
    });
  }

  /**
   * The title and description staff wrote for this page of the city in this language, which the
   * head shows instead of the defaults (the server writes the same into the HTML); null for none.
   */
  get headText(): { readonly title: string; readonly description: string } | null {
    const route = this.route;
    if (route === null) return null;
    return headTextOf(this.citySettings?.headTextsIn(this.city) ?? [], route.page, route.locale);
  }

  /** Remembers the language for a year and answers the same page in it. */
  switchLanguage(locale: Locale): string {
    this.cookies.set(LOCALE_COOKIE_NAME, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
    this.storedLocale = locale;
    this.language.use(locale);
    return this.route === null ? relocalizePath(this.pathname, locale) : buildShopPath({ ...this.route, locale });
  }

  /**
   * Remembers the city and answers its version of the current page (its home page from a 404).
   * Lviv is the default city and lives at the city-less paths (spec: the Lviv button goes to '/').
   */
  switchCity(city: CitySlug): string {
    const id = cityIdOf(city);
    this.cookies.set(CITY_COOKIE_NAME, serializeCityCookie(id), { maxAgeSeconds: CITY_COOKIE_MAX_AGE });
    this.storedCityId = id;
    // An order belongs to its city: from its status page the other city's home page is shown.
    const current = this.route?.page ?? 'home';
    const page = current === 'order' ? 'home' : current;
    const available = page !== 'sushi' || this.sushiEnabledIn(city);
    return buildShopPath({
      locale: this.locale,
      city: city === DEFAULT_CITY ? null : city,
      page: available ? page : 'home',
    });
  }
}
