import type { MenuPage } from '../cart/category';
import type { CityId } from '../city/city';
import type { ContentPageSlug } from '../content/content-page';

/** The id of the <script type="application/json"> element that carries a page's snapshot. */
export const PAGE_SNAPSHOT_ELEMENT_ID = 'page-snapshot';

/**
 * What the server knew when it rendered a storefront page (architecture/seo.md): the API's answers
 * the page shows, as the API would send them (the browser reads them with the same shape checks as
 * its HTTP answers), and the instant the render read as "now". The server renders from it and
 * embeds it in the page, so the browser's first render is built from the very same data and
 * hydrates without asking the API again.
 */
export interface PageSnapshot {
  /**
   * The path the page was rendered for: the browser hydrates only that page. null: the 404 page,
   * which is the same at every unknown address of its language.
   */
  readonly pathname: string | null;
  readonly renderedAt: number;
  /** GET /api/cities */
  readonly cities: unknown;
  /** GET /api/menu?cityId, for the page's city; null on pages that show no menu. */
  readonly menu: { readonly cityId: CityId; readonly body: unknown } | null;
  /** GET /api/banners?page&cityId, for the menu page's slider. */
  readonly banners: { readonly cityId: CityId; readonly page: MenuPage; readonly body: unknown } | null;
  /** GET /api/content/{page}?cityId, for an information page; null on other pages. */
  readonly content: { readonly cityId: CityId; readonly slug: ContentPageSlug; readonly body: unknown } | null;
  /**
   * GET /api/site-management/schedule?cityId, for the hours every page shows in its hero and footer.
   * It serves the first render only: the browser asks for the live schedule (full pre-order slots
   * change with every order) once the page is its own. Absent: the hours arrive after hydration.
   */
  readonly schedule?: { readonly cityId: CityId; readonly body: unknown } | null;
  /**
   * GET /api/site-management/working-hours?cityId&isStoped=1, what staff stopped in the page's city,
   * for the stop notice the browser shows once the page is its own: the page's first load asks the
   * API nothing (architecture/performance.md). Absent: the browser asks for it.
   */
  readonly stops?: { readonly cityId: CityId; readonly body: unknown } | null;
}

/** What the server asks the built server-render module (architecture/seo.md). */
export interface PageRenderRequest {
  /** Path and query of the page. */
  readonly url: string;
  /** PUBLIC_URL without a trailing slash. */
  readonly origin: string;
  /** The PageSnapshot as the JSON text the page embeds: both renders read the same text. */
  readonly snapshotJson: string;
}

export interface RenderedPage {
  /** The markup inside the root element. */
  readonly html: string;
  /** Tags React hoists for the head (preloads of the first pictures), to go before </head>. */
  readonly head: string;
  /** The render read the clock: the page holds the minute it was rendered in. */
  readonly readClock: boolean;
  /**
   * The page's lazy module, as the build's manifest names it (its script and styles go into the
   * head); null for the 404 page, which is part of the app's entry.
   */
  readonly pageModule: string | null;
  /** What the app logged while rendering (a snapshot it could not read, ...). */
  readonly problems: readonly string[];
}

/** The module `vite build --ssr` makes of src/client/ssr/render-page.tsx. */
export interface PageRenderModule {
  /** null: the app would not show this page as it is (it redirects, or is not a storefront page). */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}
