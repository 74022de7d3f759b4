import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { InMemoryDeliveryAdminApi } from '../adapters/fakes/in-memory-delivery-admin-api.adapter';
import { AxiosDeliveryAdminApi } from '../adapters/http/axios-delivery-admin-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { loadGoogleApiKey } from '../adapters/http/axios-map-settings.adapter';
import { GoogleMapsAdapter } from '../adapters/maps/google-maps.adapter';
import { createGoogleMapsLoader } from '../adapters/maps/google-maps.loader';
import { SchematicMapAdapter } from '../adapters/maps/schematic-map.adapter';
import { SettingsChosenMapAdapter } from '../adapters/maps/settings-chosen-map.adapter';
import type { CookiePort } from '../application/ports/cookie.port';
import { DeliveryAddressBookViewModel } from '../view-models/delivery/delivery-address-book.view-model';
import { DeliveryAddressCheckViewModel } from '../view-models/delivery/delivery-address-check.view-model';
import { DeliveryPaymentMethodsViewModel } from '../view-models/delivery/delivery-payment-methods.view-model';
import { DeliveryPickupPointsViewModel } from '../view-models/delivery/delivery-pickup-points.view-model';
import { DeliverySectionViewModel } from '../view-models/delivery/delivery-section.view-model';
import { DeliveryZonesViewModel } from '../view-models/delivery/delivery-zones.view-model';
import type { AdapterMode } from './adapter-mode';
import { TOKENS } from './tokens';

const schematicTexts = (i18next: i18n) => ({
  legend: (minutes: number) => i18next.t('admin:delivery.zones.legend', { minutes }),
  title: i18next.t('admin:delivery.zones.mapTitle'),
});

/**
 * The admin Delivery section: its API (the in-memory fake or axios) and its own zone map, apart
 * from the checkout's: the schematic sketch, or Google when the shop has a key (browser adapters).
 * The view-models are fresh on each visit, like the other admin screens'.
 */
export const bindAdminDelivery = (container: Container, adapters: AdapterMode): void => {
  if (adapters === 'fake') {
    container.bind(TOKENS.DeliveryAdminApi).toConstantValue(new InMemoryDeliveryAdminApi());
    container
      .bind(TOKENS.DeliveryZoneMap)
      .toDynamicValue((context) => new SchematicMapAdapter(schematicTexts(context.get<i18n>(TOKENS.I18n))));
  } else {
    container
      .bind(TOKENS.DeliveryAdminApi)
      .toDynamicValue((context) => new AxiosDeliveryAdminApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
      .inSingletonScope();
    container.bind(TOKENS.DeliveryZoneMap).toDynamicValue((context) => {
      const i18next = context.get<i18n>(TOKENS.I18n);
      return new SettingsChosenMapAdapter({
        loadGoogleApiKey: loadGoogleApiKey(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))),
        createGoogle: (key) => new GoogleMapsAdapter(createGoogleMapsLoader(key, () => i18next.language || 'uk')),
        createSchematic: () => new SchematicMapAdapter(schematicTexts(i18next)),
      });
    });
  }
  container.bind(TOKENS.DeliveryPickupPointsViewModel).to(DeliveryPickupPointsViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryPaymentMethodsViewModel).to(DeliveryPaymentMethodsViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryZonesViewModel).to(DeliveryZonesViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryAddressCheckViewModel).to(DeliveryAddressCheckViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryAddressBookViewModel).to(DeliveryAddressBookViewModel).inTransientScope();
  container.bind(TOKENS.DeliverySectionViewModel).to(DeliverySectionViewModel).inTransientScope();
};
