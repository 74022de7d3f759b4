import type { FastifyInstance } from 'fastify';
import { adminAccountsRoutes, type AdminAccountsRoutesDeps } from './admin-accounts.routes';
import { adminAuditRoutes, type AdminAuditRoutesDeps } from './admin-audit.routes';
import { smsBudgetRoutes, type SmsBudgetRoutesDeps } from './sms-budget.routes';
import { staffCallbacksRoutes, type StaffCallbacksRoutesDeps } from './staff-callbacks.routes';
import { staffCouponsRoutes, type StaffCouponsRoutesDeps } from './staff-coupons.routes';
import { adminSiteRoutes, type SiteRoutesDeps } from './admin-site.routes';
import { pageHeadTextsRoutes, type PageHeadTextsRoutesDeps } from './admin-page-heads.routes';
import { adminDeliveryRoutes, type AdminDeliveryRoutesDeps } from './admin-delivery/admin-delivery.routes';
import { staffMenuRoutes, type StaffMenuRoutesDeps } from './staff-menu.routes';
import { staffModifiersRoutes, type StaffModifiersRoutesDeps } from './staff-modifiers.routes';
import { staffProductsRoutes, type StaffProductsRoutesDeps } from './staff-products.routes';
import { productPhotoRoutes, type ProductPhotoRoutesDeps } from './product-photo.routes';
import { staffOrdersRoutes, type StaffOrdersRoutesDeps } from './staff-orders.routes';
import { staffBannersRoutes, type StaffBannersRoutesDeps } from './staff-banners.routes';
import { staffContentRoutes, type StaffContentRoutesDeps } from './staff-content.routes';

export interface AdminRoutesDeps {
  /** The orders screen's calls; absent in tests of other routes. */
  readonly staffOrders?: StaffOrdersRoutesDeps;
  /** The menu sections' stop list and city prices; absent in tests of other routes. */
  readonly staffMenu?: StaffMenuRoutesDeps &
    StaffProductsRoutesDeps &
    StaffModifiersRoutesDeps &
    Partial<ProductPhotoRoutesDeps>;
  /** The change log of the admin area; absent in tests of other routes. */
  readonly adminAudit?: AdminAuditRoutesDeps;
  /** The shop-wide SMS budget for the board's warning; absent in tests of other routes. */
  readonly smsBudget?: SmsBudgetRoutesDeps;
  /** The Accounts section (staff accounts and passwords); absent in tests of other routes. */
  readonly adminAccounts?: AdminAccountsRoutesDeps;
  /** The coupons section; absent in tests of other routes. */
  readonly staffCoupons?: StaffCouponsRoutesDeps;
  /** The callbacks section; absent in tests of other routes. */
  readonly staffCallbacks?: StaffCallbacksRoutesDeps;
  /** Site management: hours, exceptions, stops, busy mode, slot capacity (and the storefront's public schedule); absent in tests of other routes. */
  readonly site?: SiteRoutesDeps;
  /** Site management's page titles and descriptions; absent in tests of other routes. */
  readonly pageHeadTexts?: PageHeadTextsRoutesDeps;
  /** The Delivery section: pickup points, payment methods, zones, localities and streets; absent in tests of other routes. */
  readonly adminDelivery?: AdminDeliveryRoutesDeps;
  /** The Banners section: the storefront's sliders per city and page; absent in tests of other routes. */
  readonly staffBanners?: StaffBannersRoutesDeps;
  /** The Content section: the information pages' texts, their city versions and the preview; absent in tests of other routes. */
  readonly staffContent?: StaffContentRoutesDeps;
}

/**
 * Admin-only endpoints. Everything registered in this scope passes requireAdmin first, so a new
 * admin route cannot forget the check; other admin resources can be registered here or use
 * `preHandler: app.requireAdmin` themselves.
 */
export const adminRoutes = (deps: AdminRoutesDeps) => async (app: FastifyInstance) => {
  app.addHook('preHandler', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    // Staff data must not linger in shared or browser caches.
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/me',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['id', 'login'],
            properties: { id: { type: 'integer' }, login: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      // requireAdmin ran: the admin is set.
      const admin = request.admin;
      return { id: admin?.id, login: admin?.login };
    },
  );
  if (deps.staffOrders) await app.register(staffOrdersRoutes(deps.staffOrders));
  if (deps.staffMenu) {
    await app.register(staffMenuRoutes(deps.staffMenu));
    await app.register(staffProductsRoutes(deps.staffMenu));
    const { uploadProductPhoto, removeProductPhoto } = deps.staffMenu;
    if (uploadProductPhoto && removeProductPhoto)
      await app.register(productPhotoRoutes({ uploadProductPhoto, removeProductPhoto }));
    await app.register(staffModifiersRoutes(deps.staffMenu));
  }
  if (deps.adminAudit) await app.register(adminAuditRoutes(deps.adminAudit));
  if (deps.smsBudget) await app.register(smsBudgetRoutes(deps.smsBudget));
  if (deps.adminAccounts) await app.register(adminAccountsRoutes(deps.adminAccounts));
  if (deps.staffCoupons) await app.register(staffCouponsRoutes(deps.staffCoupons));
  if (deps.staffCallbacks) await app.register(staffCallbacksRoutes(deps.staffCallbacks));
  if (deps.site) await app.register(adminSiteRoutes(deps.site));
  if (deps.pageHeadTexts) await app.register(pageHeadTextsRoutes(deps.pageHeadTexts));
  if (deps.adminDelivery) await app.register(adminDeliveryRoutes(deps.adminDelivery));
  if (deps.staffBanners) await app.register(staffBannersRoutes(deps.staffBanners));
  if (deps.staffContent) await app.register(staffContentRoutes(deps.staffContent));
};
