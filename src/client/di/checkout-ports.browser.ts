import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { CryptoRandomId } from '../adapters/browser/crypto-random-id.adapter';
import { DataLayerAnalytics } from '../adapters/browser/data-layer-analytics.adapter';
import { EventSourceOrderProgressEvents } from '../adapters/browser/event-source-order-progress-events.adapter';
import { FormPostPaymentRedirect } from '../adapters/browser/form-post-payment-redirect.adapter';
import { NoOpAnalytics } from '../adapters/browser/no-op-analytics.adapter';
import { AxiosAddressZoneApi } from '../adapters/http/axios-address-zone-api.adapter';
import { AxiosCouponApi } from '../adapters/http/axios-coupon-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { loadGoogleApiKey } from '../adapters/http/axios-map-settings.adapter';
import { AxiosOrderApi } from '../adapters/http/axios-order-api.adapter';
import { AxiosOrderProgressApi } from '../adapters/http/axios-order-progress-api.adapter';
import { GoogleMapsAdapter } from '../adapters/maps/google-maps.adapter';
import { createGoogleMapsLoader } from '../adapters/maps/google-maps.loader';
import { SchematicMapAdapter } from '../adapters/maps/schematic-map.adapter';
import { SettingsChosenMapAdapter } from '../adapters/maps/settings-chosen-map.adapter';
import type { AnalyticsPort } from '../application/ports/analytics.port';
import type { CookiePort } from '../application/ports/cookie.port';
import { analyticsModeFrom } from '../config/analytics.config';
import { checkoutSchematicTexts } from './schematic-map-texts';
import { TOKENS } from './tokens';

const analyticsFor = (): AnalyticsPort => {
  const mode = analyticsModeFrom((import.meta.env as Record<string, string | undefined>).VITE_ANALYTICS);
  if (mode === 'none') return new NoOpAnalytics();
  return new DataLayerAnalytics(
    window as never,
    mode === 'console' ? (event) => console.info('analytics', event) : null,
  );
};

/**
 * The order form's real ports: the order, zone, coupon and order-progress APIs over axios, the
 * payment page's form post, crypto random ids, analytics, and the map. The map asks
 * GET /site-management/settings for googleApiKey and falls back to the schematic map without one
 * or when Google cannot load.
 */
export const bindBrowserCheckoutPorts = (container: Container): void => {
  const http = (context: { get<T>(token: symbol): T }) => createHttpClient(context.get<CookiePort>(TOKENS.Cookies));
  container
    .bind(TOKENS.OrderApi)
    .toDynamicValue((context) => new AxiosOrderApi(http(context)))
    .inSingletonScope();
  container
    .bind(TOKENS.PaymentRedirect)
    .toDynamicValue(() => new FormPostPaymentRedirect())
    .inSingletonScope();
  container.bind(TOKENS.RandomId).toConstantValue(new CryptoRandomId());
  container.bind(TOKENS.Analytics).toDynamicValue(analyticsFor).inSingletonScope();
  container
    .bind(TOKENS.OrderProgressApi)
    .toDynamicValue((context) => new AxiosOrderProgressApi(http(context)))
    .inSingletonScope();
  container.bind(TOKENS.OrderProgressEvents).toConstantValue(new EventSourceOrderProgressEvents());
  container
    .bind(TOKENS.AddressZoneApi)
    .toDynamicValue((context) => new AxiosAddressZoneApi(http(context)))
    .inSingletonScope();
  container
    .bind(TOKENS.CouponApi)
    .toDynamicValue((context) => new AxiosCouponApi(http(context)))
    .inSingletonScope();
  container
    .bind(TOKENS.Map)
    .toDynamicValue((context) => {
      const i18next = context.get<i18n>(TOKENS.I18n);
      return new SettingsChosenMapAdapter({
        loadGoogleApiKey: loadGoogleApiKey(http(context)),
        createGoogle: (key) => new GoogleMapsAdapter(createGoogleMapsLoader(key, () => i18next.language || 'uk')),
        createSchematic: () => new SchematicMapAdapter(checkoutSchematicTexts(i18next)),
      });
    })
    .inSingletonScope();
};
