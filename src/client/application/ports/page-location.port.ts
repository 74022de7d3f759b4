/** What the app needs from window.location without touching it directly (architecture rule 6). */
export interface PageLocationPort {
  /** 'https://shop.example' — absolute URLs for canonical and hreflang links. */
  origin(): string;
  /** A full reload, the only cure for a stale chunk after a deploy. */
  reload(): void;
}
