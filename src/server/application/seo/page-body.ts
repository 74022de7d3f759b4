/** A storefront page's content in the HTML as sent (architecture/seo.md). */
export interface PageBody {
  /** The markup inside the root element. */
  readonly rootHtml: string;
  /** Tags for the head (the page's styles and scripts, pictures to preload). */
  readonly headHtml: string;
  /** The PageSnapshot the page was rendered from, as JSON: embedded so the browser hydrates from it. */
  readonly snapshotJson: string;
}
