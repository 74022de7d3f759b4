import type { CitySlug } from '../../domain/city/city';
import type { Locale } from '../../domain/shared/locale';
import type { PageTextKey } from './page-text-key';

/** What <head> should say about the current page; the component only translates and renders it. */
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
