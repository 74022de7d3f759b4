import type { PageRenderRequest } from '../../../domain/shop-api/page-snapshot.contract';

/** A storefront page rendered to HTML, with what its head needs to paint it before scripts run. */
export interface RenderedPageBody {
  /** The markup inside the page's root element. */
  readonly rootHtml: string;
  /** Tags for the head: the page's styles and scripts, pictures to preload. */
  readonly headHtml: string;
  /** The render read the clock: the page may hold the minute it was rendered in. */
  readonly readClock: boolean;
  /** What the app logged while rendering. */
  readonly problems: readonly string[];
}

/**
 * Renders the browser app's page on the server (architecture/seo.md). null: the app would not
 * show that page as it is (it would redirect). Throws when it cannot render at all (no build,
 * a bug): the caller then sends the page without its content.
 */
export interface PageRendererPort {
  render(request: PageRenderRequest): Promise<RenderedPageBody | null>;
}
