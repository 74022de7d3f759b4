import type { Container, ResolutionContext } from 'inversify';
import { EventSourceStaffOrderEvents } from '../adapters/browser/event-source-staff-order-events.adapter';
import { WebAudioAlertSound } from '../adapters/browser/web-audio-alert-sound.adapter';
import { InMemoryAdminAccountsApi } from '../adapters/fakes/in-memory-admin-accounts-api.adapter';
import { InMemoryAdminAuditApi } from '../adapters/fakes/in-memory-admin-audit-api.adapter';
import { InMemoryAdminContentApi } from '../adapters/fakes/in-memory-admin-content-api.adapter';
import { InMemorySiteAdminApi } from '../adapters/fakes/in-memory-site-admin-api.adapter';
import { InMemoryPageHeadTextsAdminApi } from '../adapters/fakes/in-memory-page-head-texts-admin-api.adapter';
import { InMemoryStaffMenuApi } from '../adapters/fakes/in-memory-staff-menu-api.adapter';
import { InMemoryStaffModifiersApi } from '../adapters/fakes/in-memory-staff-modifiers-api.adapter';
import { InMemoryStaffOrderEvents } from '../adapters/fakes/in-memory-staff-order-events.adapter';
import { InMemoryStaffOrdersApi } from '../adapters/fakes/in-memory-staff-orders-api.adapter';
import { RecordingAlertSound } from '../adapters/fakes/recording-alert-sound.adapter';
import { AxiosAdminAccountsApi } from '../adapters/http/axios-admin-accounts-api.adapter';
import { AxiosAdminAuditApi } from '../adapters/http/axios-admin-audit-api.adapter';
import { AxiosAdminContentApi } from '../adapters/http/axios-admin-content-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { AxiosSiteAdminApi } from '../adapters/http/axios-site-admin-api.adapter';
import { AxiosPageHeadTextsAdminApi } from '../adapters/http/axios-page-head-texts-admin-api.adapter';
import { AxiosStaffMenuApi } from '../adapters/http/axios-staff-menu-api.adapter';
import { AxiosStaffModifiersApi } from '../adapters/http/axios-staff-modifiers-api.adapter';
import { AxiosStaffOrdersApi } from '../adapters/http/axios-staff-orders-api.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import type { CookiePort } from '../application/ports/cookie.port';
import { AdminAccountsViewModel } from '../view-models/admin-accounts.view-model';
import { AdminAuditViewModel } from '../view-models/admin-audit.view-model';
import { AdminContentViewModel } from '../view-models/admin-content.view-model';
import { AdminLogoutViewModel } from '../view-models/admin-logout.view-model';
import { KitchenTicketViewModel } from '../view-models/kitchen-ticket.view-model';
import { SiteAdminViewModel } from '../view-models/site-admin.view-model';
import { PageHeadTextsAdminViewModel } from '../view-models/page-head-texts-admin.view-model';
import { StaffMenuViewModel } from '../view-models/staff-menu.view-model';
import { StaffOrdersViewModel } from '../view-models/staff-orders.view-model';
import type { AdapterMode } from './adapter-mode';
import { bindAdminBanners } from './admin-banners.binding';
import { bindAdminCouponsAndCallbacks } from './admin-coupons.binding';
import { bindAdminDelivery } from './admin-delivery.binding';
import { TOKENS } from './tokens';

const bindAdminApis = (container: Container, adapters: AdapterMode): void => {
  if (adapters === 'fake') {
    container.bind(TOKENS.StaffOrdersApi).toConstantValue(new InMemoryStaffOrdersApi());
    container.bind(TOKENS.StaffMenuApi).toConstantValue(new InMemoryStaffMenuApi());
    container.bind(TOKENS.StaffModifiersApi).toConstantValue(new InMemoryStaffModifiersApi());
    // The accounts fake writes its changes into the fake change log, as the server does.
    const auditLog = new InMemoryAdminAuditApi();
    container.bind(TOKENS.AdminAuditApi).toConstantValue(auditLog);
    container.bind(TOKENS.AdminAccountsApi).toConstantValue(new InMemoryAdminAccountsApi(auditLog));
    container.bind(TOKENS.StaffOrderEvents).toConstantValue(new InMemoryStaffOrderEvents());
    container.bind(TOKENS.AlertSound).toConstantValue(new RecordingAlertSound());
    container
      .bind(TOKENS.SiteAdminApi)
      .toDynamicValue((context) => new InMemorySiteAdminApi(context.get<ClockPort>(TOKENS.Clock)))
      .inSingletonScope();
    container.bind(TOKENS.AdminContentApi).toConstantValue(new InMemoryAdminContentApi());
    container.bind(TOKENS.PageHeadTextsAdminApi).toConstantValue(new InMemoryPageHeadTextsAdminApi());
    return;
  }
  const http =
    <T>(create: (client: ReturnType<typeof createHttpClient>) => T) =>
    (context: ResolutionContext) =>
      create(createHttpClient(context.get<CookiePort>(TOKENS.Cookies)));
  container
    .bind(TOKENS.StaffOrdersApi)
    .toDynamicValue(http((client) => new AxiosStaffOrdersApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.StaffMenuApi)
    .toDynamicValue(http((client) => new AxiosStaffMenuApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.StaffModifiersApi)
    .toDynamicValue(http((client) => new AxiosStaffModifiersApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.AdminAccountsApi)
    .toDynamicValue(http((client) => new AxiosAdminAccountsApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.AdminAuditApi)
    .toDynamicValue(http((client) => new AxiosAdminAuditApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.SiteAdminApi)
    .toDynamicValue(http((client) => new AxiosSiteAdminApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.AdminContentApi)
    .toDynamicValue(http((client) => new AxiosAdminContentApi(client)))
    .inSingletonScope();
  container
    .bind(TOKENS.PageHeadTextsAdminApi)
    .toDynamicValue(http((client) => new AxiosPageHeadTextsAdminApi(client)))
    .inSingletonScope();
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new EventSourceStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new WebAudioAlertSound());
};

/**
 * The admin area's screens, with their APIs (real or in-memory, as configured): a chunk of its own,
 * bound when staff first open an admin screen, so customers never download it. Screens get a
 * fresh view-model on each visit.
 */
export const bindAdminArea = (container: Container, adapters: AdapterMode): void => {
  bindAdminApis(container, adapters);
  container.bind(TOKENS.StaffOrdersViewModel).to(StaffOrdersViewModel).inTransientScope();
  container.bind(TOKENS.KitchenTicketViewModel).to(KitchenTicketViewModel).inTransientScope();
  container.bind(TOKENS.StaffMenuViewModel).to(StaffMenuViewModel).inTransientScope();
  container.bind(TOKENS.AdminAccountsViewModel).to(AdminAccountsViewModel).inTransientScope();
  container.bind(TOKENS.AdminAuditViewModel).to(AdminAuditViewModel).inTransientScope();
  container.bind(TOKENS.AdminLogoutViewModel).to(AdminLogoutViewModel).inTransientScope();
  container.bind(TOKENS.SiteAdminViewModel).to(SiteAdminViewModel).inTransientScope();
  container.bind(TOKENS.AdminContentViewModel).to(AdminContentViewModel).inTransientScope();
  container.bind(TOKENS.PageHeadTextsAdminViewModel).to(PageHeadTextsAdminViewModel).inTransientScope();
  bindAdminCouponsAndCallbacks(container, adapters);
  bindAdminDelivery(container, adapters);
  bindAdminBanners(container, adapters);
};
