import type { MenuPage } from '../../../domain/cart/category';
import { cityIdOf, DEFAULT_CITY, type CityId } from '../../../domain/city/city';
import { isContentPageSlug } from '../../../domain/content/content-page';
import type { PageName } from '../../../domain/routing/page-name';
import { localePrefix } from '../../../domain/routing/path-segments';
import { localeOfPath } from '../../../domain/routing/relocalize-path';
import { buildShopPath, parseShopPath, type ShopRoute } from '../../../domain/routing/shop-route';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import type { Locale } from '../../../domain/shared/locale';
import type { PageSnapshot } from '../../../domain/shop-api/page-snapshot.contract';
import type { GetMenuUseCase } from '../catalogue/get-menu.use-case';
import type { ListBannersUseCase } from '../catalogue/list-banners.use-case';
import type { GetContentPageUseCase } from '../content/get-content-page.use-case';
import type { GetPublicScheduleUseCase } from '../site/get-public-schedule.use-case';
import type { ListWorkingHoursUseCase } from '../catalogue/list-working-hours.use-case';
import type { CityDirectory } from '../catalogue/support/city-directory';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';
import type { PageRendererPort } from '../ports/page-renderer.port';
import type { PageBody } from './page-body';

export interface GetPageBodyDeps {
  readonly cities: Pick<CityDirectory, 'list'>;
  readonly menus: Pick<GetMenuUseCase, 'execute'>;
  readonly banners: Pick<ListBannersUseCase, 'execute' | 'nextChangeAt'>;
  readonly contentPages: Pick<GetContentPageUseCase, 'execute'>;
  /** The city's schedule, for the hours a page shows; without it the hours arrive after hydration. */
  readonly schedules?: Pick<GetPublicScheduleUseCase, 'execute'>;
  /** What staff stopped in the city, for the browser's stop notice; without it the browser asks. */
  readonly stops?: Pick<ListWorkingHoursUseCase, 'execute'>;
  readonly renderer: PageRendererPort;
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
  /** PUBLIC_URL without a trailing slash. */
  readonly publicUrl: string;
  /** How long a page is trusted without an invalidation (edits another instance missed telling). */
  readonly maxAgeMs: number;
}

/** The pages sent with their content; the others (checkout, order status) render in the browser only. */
const SERVER_RENDERED: ReadonlySet<PageName> = new Set([
  'home',
  'sushi',
  'about',
  'delivery',
  'public-offer',
  'vacancies',
]);
const MINUTE_MS = 60_000;
/** Not a path: the cache key of the 404 page in a language (every unknown address shares it). */
const NOT_FOUND_KEY = '404 ';
/** An address no page has, in a language: what the 404 page is rendered at. */
const notFoundUrl = (locale: Locale): string => `${localePrefix(locale)}/404/`;

type Rendering = { readonly body: PageBody; readonly readClock: boolean } | null;

interface CachedPage {
  readonly body: Promise<PageBody | null>;
  until: number;
}

/**
 * A storefront page's content for the HTML as sent (architecture/seo.md): the browser app rendered
 * on the server from the shop's cached read models (cities, the city's menu and the page's banners,
 * or the information page's text), which the page also carries as its snapshot. Kept per page
 * address (path: its language and city; the 404 page per language) and answered from memory until
 * invalidate() (any catalogue or content edit, on any instance), the maximum age, the Kyiv day's
 * end, a banner's window opening or closing (menu pages), or, for a render that read the clock,
 * the end of its minute. A render that fails is logged
 * and answered as null: the page then goes out without content.
 */
export class GetPageBodyUseCase {
  private readonly pages = new Map<string, CachedPage>();
  private day: string | null = null;

  constructor(private readonly deps: GetPageBodyDeps) {}

  /** null: this page is not rendered on the server, or its render failed. */
  execute(pathname: string, search: string): Promise<PageBody | null> {
    const route = parseShopPath(pathname, search);
    // A ?lang= address only redirects in the browser; the content is the canonical address's.
    if (route === null || !SERVER_RENDERED.has(route.page) || buildShopPath(route) !== pathname)
      return Promise.resolve(null);
    const shows = route.page === 'home' || route.page === 'sushi' ? this.bannersOf(route) : null;
    return this.cached(
      pathname,
      (now) => this.render(route, pathname, now),
      (page) => {
        // The slides shown change by themselves when a banner's window opens or closes.
        if (shows === null) return;
        void this.deps.banners.nextChangeAt(shows).then(
          (changesAt) => {
            if (changesAt !== null) page.until = Math.min(page.until, changesAt);
          },
          () => undefined,
        );
      },
    );
  }

  /** The 404 page's content at an unknown address, in the address's language; null when its render failed. */
  notFound(pathname: string): Promise<PageBody | null> {
    const locale = localeOfPath(pathname);
    return this.cached(`${NOT_FOUND_KEY}${locale}`, (now) => this.renderNotFound(locale, now));
  }

  private cached(
    key: string,
    render: (now: number) => Promise<Rendering>,
    onRendered: (page: CachedPage) => void = () => undefined,
  ): Promise<PageBody | null> {
    const now = this.deps.clock.now().getTime();
    const today = kyivWallTime(now).dateString;
    if (today !== this.day) {
      this.invalidate();
      this.day = today;
    }
    const cached = this.pages.get(key);
    if (cached !== undefined && now < cached.until) return cached.body;
    const rendering = render(now);
    const page: CachedPage = {
      body: rendering.then((rendered) => rendered?.body ?? null),
      until: now + this.deps.maxAgeMs,
    };
    this.pages.set(key, page);
    onRendered(page);
    void rendering.then((rendered) => {
      // Whatever the render read as "now" holds until that minute ends, no longer.
      if (rendered?.readClock === true) page.until = Math.min(page.until, now - (now % MINUTE_MS) + MINUTE_MS);
    });
    return page.body;
  }

  invalidate(): void {
    this.pages.clear();
  }

  private async render(route: ShopRoute, pathname: string, now: number): Promise<Rendering> {
    return this.renderFrom(pathname, pathname, () => this.snapshotOf(route, pathname, now));
  }

  private renderNotFound(locale: Locale, now: number): Promise<Rendering> {
    const url = notFoundUrl(locale);
    return this.renderFrom(url, null, async () => ({
      pathname: null,
      renderedAt: now,
      cities: await this.deps.cities.list(),
      menu: null,
      banners: null,
      content: null,
      schedule: await this.scheduleOf(cityIdOf(DEFAULT_CITY)),
    }));
  }

  private async renderFrom(
    url: string,
    pathname: string | null,
    snapshotOf: () => Promise<PageSnapshot | null>,
  ): Promise<Rendering> {
    try {
      const snapshot = await snapshotOf();
      if (snapshot === null) return null;
      const snapshotJson = JSON.stringify(snapshot);
      const rendered = await this.deps.renderer.render({ url, origin: this.deps.publicUrl, snapshotJson });
      if (rendered === null) return null;
      if (rendered.problems.length > 0)
        this.deps.logger.warn('a page rendered with problems', { pathname: url, problems: rendered.problems });
      return {
        body: { rootHtml: rendered.rootHtml, headHtml: rendered.headHtml, snapshotJson },
        readClock: rendered.readClock,
      };
    } catch (error) {
      // Kept as null until the page's entry expires: a missing build is not retried on every view.
      this.deps.logger.warn('a page went out without its content (server rendering failed)', {
        pathname: pathname ?? url,
        error: String(error),
      });
      return null;
    }
  }

  private bannersOf(route: ShopRoute): { readonly cityId: CityId; readonly page: MenuPage } {
    return { cityId: cityIdOf(route.city ?? DEFAULT_CITY), page: route.page === 'sushi' ? 'sushi' : 'burgers' };
  }

  /** What the page shows, as the API sends it; null when the city's menu or the page's text cannot be read. */
  private async snapshotOf(route: ShopRoute, pathname: string, now: number): Promise<PageSnapshot | null> {
    const cityId = cityIdOf(route.city ?? DEFAULT_CITY);
    if (isContentPageSlug(route.page)) {
      const slug = route.page;
      const [cities, content, schedule, stops] = await Promise.all([
        this.deps.cities.list(),
        this.deps.contentPages.execute({ slug, cityId }),
        this.scheduleOf(cityId),
        this.stopsOf(cityId),
      ]);
      if (!content.ok) return null;
      return {
        pathname,
        renderedAt: now,
        cities,
        menu: null,
        banners: null,
        content: { cityId, slug, body: content.value },
        schedule,
        stops,
      };
    }
    const { page } = this.bannersOf(route);
    const [cities, menu, banners, schedule, stops] = await Promise.all([
      this.deps.cities.list(),
      this.deps.menus.execute(cityId),
      this.deps.banners.execute({ cityId, page, isAvailable: true }),
      this.scheduleOf(cityId),
      this.stopsOf(cityId),
    ]);
    if (!menu.ok) return null;
    return {
      pathname,
      renderedAt: now,
      cities,
      menu: { cityId, body: menu.value },
      banners: banners.ok ? { cityId, page, body: banners.value } : null,
      content: null,
      schedule,
      stops,
    };
  }

  /** The city's stopped records as the API sends them; a failed read leaves them to the browser. */
  private async stopsOf(cityId: CityId): Promise<PageSnapshot['stops']> {
    const stops = this.deps.stops;
    if (stops === undefined) return null;
    try {
      const result = await stops.execute({ cityId, isStoped: true });
      return result.ok ? { cityId, body: result.value } : null;
    } catch {
      return null;
    }
  }

  /** The schedule as the API sends it; a failed read leaves the hours to the browser. */
  private async scheduleOf(cityId: CityId): Promise<PageSnapshot['schedule']> {
    const schedules = this.deps.schedules;
    if (schedules === undefined) return null;
    try {
      return { cityId, body: await schedules.execute({ cityId }) };
    } catch {
      return null;
    }
  }
}
