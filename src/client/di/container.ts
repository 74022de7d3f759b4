import { Container } from 'inversify';
import type { i18n } from 'i18next';
import { createI18n } from '../adapters/i18n/create-i18n';
import { I18nextLanguageAdapter } from '../adapters/i18n/i18next-language.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import type { PageLocationPort } from '../application/ports/page-location.port';
import type { StoragePort } from '../application/ports/storage.port';
import { createRecoverFromChunkError } from '../application/recover-from-chunk-error.use-case';
import { CITY_PROFILES } from '../config/city-profiles.config';
import { AdminLoginViewModel } from '../view-models/admin-login.view-model';
import { AdminSessionViewModel } from '../view-models/admin-session.view-model';
import { RouteErrorViewModel } from '../view-models/route-error.view-model';
import { AppShellViewModel } from '../view-models/app-shell.view-model';
import { KeyValueAdminCity } from '../adapters/storage/key-value-admin-city.adapter';
import { StaffMenuViewModel } from '../view-models/staff-menu.view-model';
import { SiteAdminViewModel } from '../view-models/site-admin.view-model';
import { StaffOrdersViewModel } from '../view-models/staff-orders.view-model';
import { AdminAccountsViewModel } from '../view-models/admin-accounts.view-model';
import { AdminAuditViewModel } from '../view-models/admin-audit.view-model';
import { AdminLogoutViewModel } from '../view-models/admin-logout.view-model';
import { KitchenTicketViewModel } from '../view-models/kitchen-ticket.view-model';
import type { AdapterMode } from './adapter-mode';
import { bindAdminCouponsAndCallbacks } from './admin-coupons.binding';
import { bindBrowserAdapters } from './browser-adapters.binding';
import { bindFakeAdapters } from './fake-adapters.binding';
import { bindAdminDelivery } from './admin-delivery.binding';
import { bindFrameViewModels } from './frame.binding';
import { bindCheckoutParts } from './checkout-parts.binding';
import { bindStorefront } from './storefront.binding';
import { bindCheckout } from './checkout.binding';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  adapters: AdapterMode;
  /**
   * Replaces bindings after the defaults, e.g. a test's own fake. Later storefront work binds its
   * ports here too rather than editing the adapter sets.
   */
  override?: (container: Container) => void;
}

/** The browser's composition root: the only place that knows which adapter implements which port. */
export const createContainer = ({ adapters, override }: ContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Transient' });
  if (adapters === 'fake') bindFakeAdapters(container);
  else bindBrowserAdapters(container);

  container.bind(TOKENS.I18n).toConstantValue(createI18n());
  container
    .bind(TOKENS.Language)
    .toDynamicValue((context) => new I18nextLanguageAdapter(context.get<i18n>(TOKENS.I18n)))
    .inSingletonScope();
  container.bind(TOKENS.CityProfiles).toConstantValue(CITY_PROFILES);
  container
    .bind(TOKENS.RecoverFromChunkError)
    .toDynamicValue((context) =>
      createRecoverFromChunkError({
        clock: context.get<ClockPort>(TOKENS.Clock),
        storage: context.get<StoragePort>(TOKENS.Storage),
        location: context.get<PageLocationPort>(TOKENS.PageLocation),
      }),
    )
    .inSingletonScope();

  container
    .bind(TOKENS.AdminCityPreference)
    .toDynamicValue((context) => new KeyValueAdminCity(context.get<StoragePort>(TOKENS.Storage)))
    .inSingletonScope();

  // The shell and the session live as long as the page; screens get a fresh view-model each visit.
  container.bind(TOKENS.AppShellViewModel).to(AppShellViewModel).inSingletonScope();
  container.bind(TOKENS.AdminSessionViewModel).to(AdminSessionViewModel).inSingletonScope();
  container.bind(TOKENS.RouteErrorViewModel).to(RouteErrorViewModel).inSingletonScope();
  container.bind(TOKENS.AdminLoginViewModel).to(AdminLoginViewModel).inTransientScope();
  container.bind(TOKENS.StaffOrdersViewModel).to(StaffOrdersViewModel).inTransientScope();
  container.bind(TOKENS.KitchenTicketViewModel).to(KitchenTicketViewModel).inTransientScope();
  container.bind(TOKENS.StaffMenuViewModel).to(StaffMenuViewModel).inTransientScope();
  container.bind(TOKENS.AdminAccountsViewModel).to(AdminAccountsViewModel).inTransientScope();
  container.bind(TOKENS.AdminAuditViewModel).to(AdminAuditViewModel).inTransientScope();
  container.bind(TOKENS.AdminLogoutViewModel).to(AdminLogoutViewModel).inTransientScope();
  bindAdminCouponsAndCallbacks(container, adapters);
  container.bind(TOKENS.SiteAdminViewModel).to(SiteAdminViewModel).inTransientScope();
  bindAdminDelivery(container, adapters);
  bindFrameViewModels(container);
  bindStorefront(container);
  // The map/zone and coupon parts first: bindCheckout fills in inert parts only where none are bound.
  bindCheckoutParts(container, adapters);
  // Last before overrides: it fills in inert map/coupon parts only where none were bound above.
  bindCheckout(container, adapters);

  override?.(container);
  return container;
};
