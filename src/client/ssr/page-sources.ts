import type { PageName } from '../../domain/routing/page-name';

/**
 * Each page's lazy module (ui/routing/page-modules.ts) as Vite's manifest names it, relative to
 * the browser app's root: the server links its script and styles from the page it renders, so the
 * page paints styled and hydrates without waiting for them. A unit test keeps both lists in step.
 */
export const PAGE_SOURCES: Readonly<Record<PageName, string>> = {
  home: 'ui/pages/menu.page.tsx',
  sushi: 'ui/pages/menu.page.tsx',
  about: 'ui/pages/about.page.tsx',
  delivery: 'ui/pages/delivery.page.tsx',
  'public-offer': 'ui/pages/public-offer.page.tsx',
  vacancies: 'ui/pages/vacancies.page.tsx',
  checkout: 'ui/pages/checkout.page.tsx',
  order: 'ui/pages/order-status.page.tsx',
};
