import { Container } from 'inversify';
import type { i18n, Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../domain/shared/locale';
import { createI18n } from '../adapters/i18n/create-i18n';
import { lazyTextsBackend } from '../adapters/i18n/lazy-texts.backend';
import { I18nextLanguageAdapter } from '../adapters/i18n/i18next-language.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import type { PageLocationPort } from '../application/ports/page-location.port';
import type { StoragePort } from '../application/ports/storage.port';
import { createRecoverFromChunkError } from '../application/recover-from-chunk-error.use-case';
import { CITY_PROFILES } from '../config/city-profiles.config';
import { AdminSessionViewModel } from '../view-models/admin-session.view-model';
import { RouteErrorViewModel } from '../view-models/route-error.view-model';
import { AppShellViewModel } from '../view-models/app-shell.view-model';
import { KeyValueAdminCity } from '../adapters/storage/key-value-admin-city.adapter';
import { CheckoutAreaViewModel } from '../view-models/checkout-area.view-model';
import { createAdminAreaPreparation } from './admin-area.preparation';
import type { AdapterSet } from './adapter-set';
import { createCheckoutAreaPreparation } from './checkout-area.preparation';
import { bindFrameViewModels } from './frame.binding';
import { bindStorefront } from './storefront.binding';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  /** BROWSER_ADAPTERS, DEMO_ADAPTERS (demo-adapters.binding.ts, only in the demo's build), or a test's. */
  adapters: AdapterSet;
  /** The language of the first page, whose texts are loaded first (Ukrainian when not given). */
  locale?: Locale;
  /** Every text up front (tests): nothing is fetched. Without it, each language's texts load on demand. */
  texts?: Resource;
  /**
   * Replaces bindings after the defaults, e.g. a test's own fake. Later storefront work binds its
   * ports here too rather than editing the adapter sets.
   */
  override?: (container: Container) => void;
}

/** The browser's composition root: the only place that knows which adapter implements which port. */
export const createContainer = ({
  adapters,
  locale = DEFAULT_LOCALE,
  texts,
  override,
}: ContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Transient' });
  adapters.bind(container);

  container
    .bind(TOKENS.I18n)
    .toConstantValue(createI18n(locale, texts === undefined ? { backend: lazyTextsBackend } : { resources: texts }));
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
  // The admin screens, the sign-in's included, are bound when staff first open one
  // (admin-area.binding.ts, a chunk of its own).
  container.bind(TOKENS.PrepareAdminArea).toConstantValue(createAdminAreaPreparation(container, adapters));
  bindFrameViewModels(container);
  bindStorefront(container);
  // The order form is bound when first needed (checkout-area.binding.ts, a chunk of its own).
  container.bind(TOKENS.PrepareCheckoutArea).toConstantValue(createCheckoutAreaPreparation(container, adapters));
  container.bind(TOKENS.CheckoutAreaViewModel).to(CheckoutAreaViewModel).inSingletonScope();

  override?.(container);
  return container;
};
