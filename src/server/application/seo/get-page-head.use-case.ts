import { cityIdOf, DEFAULT_CITY } from '../../../domain/city/city';
import { parseAdminPath } from '../../../domain/routing/admin-path';
import { documentHeadOf } from '../../../domain/routing/document-head';
import { headTextsOf } from '../../../domain/routing/head-texts';
import { localeOfPath } from '../../../domain/routing/relocalize-path';
import { buildShopPath, parseShopPath, type ShopRoute } from '../../../domain/routing/shop-route';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { shopHoursDisplayAt } from '../../../domain/site-schedule/shop-hours-display.rule';
import { hoursTextOf } from '../../../domain/site-schedule/shop-hours-text';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import type { GetMenuUseCase } from '../catalogue/get-menu.use-case';
import type { CityDirectory } from '../catalogue/support/city-directory';
import { ExpiringCache } from '../catalogue/support/expiring-cache';
import type { ClockPort } from '../ports/clock.port';
import type { PickupPointsPort } from '../ports/pickup-points.port';
import type { StopListPort } from '../ports/stop-list.port';
import { menuOf, pictureOf } from './menu.structured-data';
import type { PageHead } from './page-head';
import type { PageTextsPort } from './ports/page-texts.port';
import { restaurantOf } from './restaurant.structured-data';

export interface GetPageHeadDeps {
  readonly cities: Pick<CityDirectory, 'list'>;
  readonly menus: Pick<GetMenuUseCase, 'execute'>;
  readonly stops: StopListPort;
  readonly pickupPoints: PickupPointsPort;
  readonly texts: PageTextsPort;
  readonly clock: ClockPort;
  /** PUBLIC_URL without a trailing slash: every link in the head is absolute on it. */
  readonly publicUrl: string;
  /** How long a head is trusted without an invalidation (edits another instance missed telling). */
  readonly maxAgeMs: number;
}

/** Not a path: the cache key of the 404 page in a language. */
const NOT_FOUND_KEY = '404 ';
/** A picture every build serves, for a city whose menu is empty. */
const LOGO_PATH = '/logo.svg';

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
    this.cache = new ExpiringCache((key) => this.build(key), { maxAgeMs: deps.maxAgeMs, now: () => deps.clock.now().getTime() });
  }

  /** The head of a storefront page, its 404, or an admin page (which only gets its language and noindex). */
  async execute(pathname: string, search: string): Promise<PageHead> {
    const route = parseShopPath(pathname, search);
    const admin = route === null ? parseAdminPath(pathname) : null;
    if (admin !== null) return adminHead(admin.locale);
    const today = kyivWallTime(this.deps.clock.now().getTime()).dateString;
    if (today !== this.day) {
      this.cache.invalidate();
      this.day = today;
    }
    return this.cache.get(route === null ? `${NOT_FOUND_KEY}${localeOfPath(pathname)}` : buildShopPath(route));
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  private async build(key: string): Promise<PageHead> {
    if (key.startsWith(NOT_FOUND_KEY)) {
      const locale = key.slice(NOT_FOUND_KEY.length);
      return this.notFoundHead(isLocale(locale) ? locale : 'uk');
    }
    const route = parseShopPath(key, '');
    if (route === null) throw new Error(`not a page address: ${key}`);
    return this.pageHead(route);
  }

  private notFoundHead(locale: Locale): PageHead {
    const head = documentHeadOf(null, { city: DEFAULT_CITY, locale, origin: this.deps.publicUrl });
    const { title } = headTextsOf(head, null, this.deps.texts.translator(locale));
    return { ...adminHead(locale), title, ogLocale: head.ogLocale, ogLocaleAlternates: head.ogLocaleAlternates };
  }

  private async pageHead(route: ShopRoute): Promise<PageHead> {
    const { publicUrl: origin } = this.deps;
    const slug = route.city ?? DEFAULT_CITY;
    const cityId = cityIdOf(slug);
    const nowMs = this.deps.clock.now().getTime();
    const t = this.deps.texts.translator(route.locale);
    const [cities, stops, menu, points] = await Promise.all([
      this.deps.cities.list(),
      this.deps.stops.findStops(cityId),
      this.deps.menus.execute(cityId),
      this.deps.pickupPoints.listPickupPoints(cityId),
    ]);
    const schedule = stops.schedule ?? DEFAULT_SCHEDULE;
    const hoursText = hoursTextOf(shopHoursDisplayAt(schedule, nowMs), 'common:hours');
    const head = documentHeadOf(route, { city: slug, locale: route.locale, origin });
    const { title, description } = headTextsOf(head, t(hoursText.key, hoursText.params), t);
    const page = route.page === 'sushi' ? 'sushi' : 'burgers';
    const image = (menu.ok ? pictureOf(menu.value, page, origin) : null) ?? `${origin}${LOGO_PATH}`;
    const city = cities.find((candidate) => candidate.id === cityId);

    const words = { city: t(`common:city.${slug}`), inCity: t(`common:city.in.${slug}`) };
    const showsMenu = route.page === 'home' || route.page === 'sushi';
    const restaurant =
      city === undefined || head.noindex
        ? null
        : restaurantOf(
            { city, schedule, pickupPoint: points[0] ?? null, nowMs },
            {
              locale: route.locale,
              name: t('seo:restaurant.name', words),
              cityName: words.city,
              cuisines: [t('seo:restaurant.cuisine.burgers'), ...(city.sushiEnabled ? [t('seo:restaurant.cuisine.sushi')] : [])],
              url: `${origin}${buildShopPath({ ...route, page: 'home' })}`,
              image,
              menu: showsMenu && menu.ok ? menuOf(menu.value, page, { locale: route.locale, origin, name: t('seo:restaurant.menu', words) }) : null,
            },
          );
    return {
      lang: route.locale,
      title,
      description,
      noindex: head.noindex,
      canonical: head.canonical,
      alternates: head.alternates,
      ogLocale: head.ogLocale,
      ogLocaleAlternates: head.ogLocaleAlternates,
      ogImage: image,
      structuredData: restaurant === null ? [] : [restaurant],
    };
  }
}

/** Admin pages set their own title in the browser; the HTML only says the language and keeps out of search. */
const adminHead = (locale: Locale): PageHead => ({
  lang: locale,
  title: null,
  description: null,
  noindex: true,
  canonical: null,
  alternates: [],
  ogLocale: null,
  ogLocaleAlternates: [],
  ogImage: null,
  structuredData: [],
});
