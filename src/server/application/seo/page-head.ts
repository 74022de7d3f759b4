import type { Locale } from '../../../domain/shared/locale';

/** A JSON-LD document (schema.org vocabulary): plain JSON values only. */
export type StructuredData = { readonly [key: string]: StructuredDataValue };
type StructuredDataValue = string | number | boolean | StructuredData | readonly StructuredDataValue[];

/**
 * What the HTML as sent says in its <head> about one page, before any script runs: the domain's
 * DocumentHead in words, plus what only the server knows (the picture and the structured data).
 */
export interface PageHead {
  readonly lang: Locale;
  /** null: no title of the server's (the app writes the page's own). */
  readonly title: string | null;
  readonly description: string | null;
  readonly noindex: boolean;
  /** Absolute URLs on PUBLIC_URL. */
  readonly canonical: string | null;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly ogLocale: string | null;
  readonly ogLocaleAlternates: readonly string[];
  /** Absolute URL of a picture the shop serves. */
  readonly ogImage: string | null;
  readonly structuredData: readonly StructuredData[];
}
