/** Every public storefront page; each exists at '/{page}/' and '/{city}/{page}/' (home is the bare prefix). */
export const PAGE_NAMES = ['home', 'sushi', 'about', 'delivery', 'public-offer', 'vacancies', 'checkout'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export const isPageName = (value: string): value is PageName =>
  (PAGE_NAMES as readonly string[]).includes(value);
