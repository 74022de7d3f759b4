import type { RouteObject } from 'react-router-dom';
import { CITY_SLUGS } from '../../../domain/city/city';
import { ADMIN_SECTIONS, buildAdminPath } from '../../../domain/routing/admin-path';
import { PAGE_NAMES } from '../../../domain/routing/page-name';
import { buildShopPath } from '../../../domain/routing/shop-route';
import { LOCALES } from '../../../domain/shared/locale';
import { AdminGate } from '../admin/admin-gate';
import { AppRoot } from '../app/app-root';
import { BootFallback } from '../app/boot-fallback';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { ShopLayout } from '../layout/shop-layout';
import { NotFoundPage } from '../pages/not-found.page';
import { adminModules, CHECKOUT_AREA_PAGES, PAGE_MODULES, withCheckoutArea } from './page-modules';

type Prepare = () => Promise<void>;

/**
 * Every public page in every language and city variant, generated from the domain's path builder
 * so the router and the server's 404 check cannot disagree. Matching is case-sensitive, as the server's.
 */
const shopRoutes = (prepareCheckoutArea: Prepare): RouteObject[] =>
  LOCALES.flatMap((locale) =>
    [null, ...CITY_SLUGS].flatMap((city) =>
      PAGE_NAMES.map((page) => ({
        path: buildShopPath({ locale, city, page }),
        caseSensitive: true,
        lazy: CHECKOUT_AREA_PAGES.has(page)
          ? withCheckoutArea(PAGE_MODULES[page], prepareCheckoutArea)
          : PAGE_MODULES[page],
      })),
    ),
  );

/*
 * The order status page's address carries the order code. The router matches any segment there;
 * the page itself asks the same domain rule as the server (parseShopPath) and shows the 404 page
 * for a code that cannot be one, so both still agree on every address.
 */
const orderStatusRoutes = (prepareCheckoutArea: Prepare): RouteObject[] =>
  LOCALES.flatMap((locale) =>
    [null, ...CITY_SLUGS].map((city) => ({
      path: buildShopPath({ locale, city, page: 'order', orderCode: ':code' }),
      caseSensitive: true,
      lazy: withCheckoutArea(PAGE_MODULES.order, prepareCheckoutArea),
    })),
  );

const adminPaths = (modules: ReturnType<typeof adminModules>, sections: readonly string[]): RouteObject[] =>
  LOCALES.flatMap((locale) =>
    ADMIN_SECTIONS.filter((section) => sections.includes(section)).map((section) => ({
      path: buildAdminPath(section, locale),
      caseSensitive: true,
      lazy: section === 'login' ? modules.login : modules.section,
    })),
  );

/**
 * `prepareAdminArea` binds the admin screens' view-models before any of them renders,
 * `prepareCheckoutArea` the order form's before the thank-you or order status page renders.
 */
export const appRoutes = (
  prepareAdminArea: Prepare = () => Promise.resolve(),
  prepareCheckoutArea: Prepare = () => Promise.resolve(),
): RouteObject[] => {
  const admin = adminModules(prepareAdminArea);
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: BootFallback,
      children: [
        {
          element: <ShopLayout />,
          children: [
            ...shopRoutes(prepareCheckoutArea),
            ...orderStatusRoutes(prepareCheckoutArea),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <AdminGate />,
          children: [
            ...adminPaths(admin, ['login']),
            {
              lazy: admin.layout,
              children: adminPaths(
                admin,
                ADMIN_SECTIONS.filter((section) => section !== 'login'),
              ),
            },
          ],
        },
      ],
    },
  ];
};
