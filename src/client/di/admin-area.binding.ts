import type { Container } from 'inversify';
import { AdminAccountsViewModel } from '../view-models/admin-accounts.view-model';
import { AdminAuditViewModel } from '../view-models/admin-audit.view-model';
import { AdminContentViewModel } from '../view-models/admin-content.view-model';
import { AdminLoginViewModel } from '../view-models/admin-login.view-model';
import { PageHeadTextsAdminViewModel } from '../view-models/page-head-texts-admin.view-model';
import { StaffBannersViewModel } from '../view-models/staff-banners.view-model';
import { AdminLogoutViewModel } from '../view-models/admin-logout.view-model';
import { KitchenTicketViewModel } from '../view-models/kitchen-ticket.view-model';
import { SiteAdminViewModel } from '../view-models/site-admin.view-model';
import { StaffMenuViewModel } from '../view-models/staff-menu.view-model';
import { StaffOrdersViewModel } from '../view-models/staff-orders.view-model';
import { bindAdminCouponsAndCallbacks } from './admin-coupons.binding';
import { bindAdminDelivery } from './admin-delivery.binding';
import { TOKENS } from './tokens';

/**
 * The admin area's screens, with the ports the page's adapter set gives them (`bindAdapters`:
 * real, demo or a test's): a chunk of its own, bound when staff first open an admin screen, so
 * customers never download it. Screens get a fresh view-model on each visit.
 */
export const bindAdminArea = (container: Container, bindAdapters: (container: Container) => void): void => {
  bindAdapters(container);
  container.bind(TOKENS.AdminLoginViewModel).to(AdminLoginViewModel).inTransientScope();
  container.bind(TOKENS.StaffOrdersViewModel).to(StaffOrdersViewModel).inTransientScope();
  container.bind(TOKENS.KitchenTicketViewModel).to(KitchenTicketViewModel).inTransientScope();
  container.bind(TOKENS.StaffMenuViewModel).to(StaffMenuViewModel).inTransientScope();
  container.bind(TOKENS.AdminAccountsViewModel).to(AdminAccountsViewModel).inTransientScope();
  container.bind(TOKENS.AdminAuditViewModel).to(AdminAuditViewModel).inTransientScope();
  container.bind(TOKENS.AdminLogoutViewModel).to(AdminLogoutViewModel).inTransientScope();
  container.bind(TOKENS.SiteAdminViewModel).to(SiteAdminViewModel).inTransientScope();
  container.bind(TOKENS.AdminContentViewModel).to(AdminContentViewModel).inTransientScope();
  container.bind(TOKENS.PageHeadTextsAdminViewModel).to(PageHeadTextsAdminViewModel).inTransientScope();
  container.bind(TOKENS.StaffBannersViewModel).to(StaffBannersViewModel).inTransientScope();
  bindAdminCouponsAndCallbacks(container);
  bindAdminDelivery(container);
};
