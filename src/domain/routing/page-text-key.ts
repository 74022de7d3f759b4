import type { PageName } from './page-name';

/** Translation keys are camelCase; URL segments are kebab-case. */
export type PageTextKey =
  'home' | 'homeBurgers' | 'sushi' | 'about' | 'delivery' | 'publicOffer' | 'vacancies' | 'checkout' | 'order';

export const PAGE_TEXT_KEYS: Readonly<Record<PageName, PageTextKey>> = {
  home: 'home',
  sushi: 'sushi',
  about: 'about',
  delivery: 'delivery',
  'public-offer': 'publicOffer',
  vacancies: 'vacancies',
  checkout: 'checkout',
  order: 'order',
};
