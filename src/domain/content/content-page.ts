/** The shop's information pages, linked from the footer; staff write each in Markdown (architecture/admin-content.md). */
export const CONTENT_PAGE_SLUGS = ['about', 'delivery', 'public-offer', 'vacancies'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const isContentPageSlug = (value: unknown): value is ContentPageSlug =>
  typeof value === 'string' && (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);

/** A title fits a heading on a phone; longer is a mistake rather than a title. */
export const CONTENT_TITLE_MAX = 200;
/** Some 25 printed pages: far more than the longest page (the public offer), far less than a paste gone wrong. */
export const CONTENT_BODY_MAX = 50_000;

/** Written anywhere in a title or body, it shows the phone of the city the page is read for. */
export const PHONE_PLACEHOLDER = '{phone}';

export const withPhone = (text: string, phone: string): string => text.replaceAll(PHONE_PLACEHOLDER, phone);
