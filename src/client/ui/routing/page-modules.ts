import type { ComponentType } from 'react';
import type { PageName } from '../../../domain/routing/page-name';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** One chunk per page (the two menu pages share one): a visitor downloads only the pages they open. */
export const PAGE_MODULES: Readonly<Record<PageName, LazyPage>> = {
  home: () => import('../pages/menu.page').then((m) => ({ Component: m.HomePage })),
  sushi: () => import('../pages/menu.page').then((m) => ({ Component: m.SushiPage })),
  about: () => import('../pages/about.page').then((m) => ({ Component: m.AboutPage })),
  delivery: () => import('../pages/delivery.page').then((m) => ({ Component: m.DeliveryPage })),
  'public-offer': () => import('../pages/public-offer.page').then((m) => ({ Component: m.PublicOfferPage })),
  vacancies: () => import('../pages/vacancies.page').then((m) => ({ Component: m.VacanciesPage })),
  checkout: () => import('../pages/checkout.page').then((m) => ({ Component: m.CheckoutPage })),
  order: () => import('../pages/order-status.page').then((m) => ({ Component: m.OrderStatusPage })),
};

/** The thank-you and order status pages are built on the order form's view-models: they wait for its bindings. */
export const CHECKOUT_AREA_PAGES: ReadonlySet<PageName> = new Set(['checkout', 'order']);

export const withCheckoutArea =
  (load: LazyPage, prepare: () => Promise<void>): LazyPage =>
  () =>
    Promise.all([load(), prepare()]).then(([module]) => module);

/**
 * The admin screens, each waiting for the admin area's bindings (`prepare`): the screens and their
 * view-models arrive together, and the storefront's chunks hold neither.
 */
export const adminModules = (prepare: () => Promise<void>) =>
  ({
    login: () =>
      Promise.all([import('../admin/admin-login.page'), prepare()]).then(([m]) => ({ Component: m.AdminLoginPage })),
    layout: () =>
      Promise.all([import('../admin/admin-layout'), prepare()]).then(([m]) => ({ Component: m.AdminLayout })),
    section: () =>
      Promise.all([import('../admin/admin-section.page'), prepare()]).then(([m]) => ({
        Component: m.AdminSectionPage,
      })),
  }) as const;
