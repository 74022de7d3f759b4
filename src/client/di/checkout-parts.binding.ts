import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import { InMemoryAddressZoneApi } from '../adapters/fakes/in-memory-address-zone-api.adapter';
import { InMemoryCouponApi } from '../adapters/fakes/in-memory-coupon-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { AxiosAddressZoneApi } from '../adapters/http/axios-address-zone-api.adapter';
import { AxiosCouponApi } from '../adapters/http/axios-coupon-api.adapter';
import { loadGoogleApiKey } from '../adapters/http/axios-map-settings.adapter';
import { GoogleMapsAdapter } from '../adapters/maps/google-maps.adapter';
import { createGoogleMapsLoader } from '../adapters/maps/google-maps.loader';
import { SchematicMapAdapter, type SchematicMapTexts } from '../adapters/maps/schematic-map.adapter';
import { SettingsChosenMapAdapter } from '../adapters/maps/settings-chosen-map.adapter';
import { createApplyCoupon } from '../application/apply-coupon.use-case';
import { FindZoneTime } from '../application/find-zone-time.use-case';
import type { AddressZoneApiPort } from '../application/ports/address-zone-api.port';
import type { CookiePort } from '../application/ports/cookie.port';
import type { CouponApiPort } from '../application/ports/coupon-api.port';
import type { LoggerPort } from '../application/ports/logger.port';
import { AddressZoneViewModel } from '../view-models/checkout/address-zone.view-model';
import { CouponViewModel } from '../view-models/checkout/coupon.view-model';
import type { AdapterMode } from './adapter-mode';
import { TOKENS } from './tokens';

const schematicTexts = (i18next: i18n): SchematicMapTexts => ({
  legend: (minutes) => i18next.t('checkout-parts:map.legend', { minutes }),
  get title() {
    return i18next.t('checkout-parts:map.title');
  },
});

/**
 * The order form's address/zone/map part and its coupon part.
 *
 * Scope: both view-models are page-long SINGLETONS. The order form's view-model reads them and the
 * map and coupon components render them, so all three must share one instance; a transient binding
 * would hand each its own. The form clears them where the spec says (an order placed, the city
 * changed: `reset()`, `clear()`). The map port is a singleton too: it keeps the chosen adapter
 * (Google or schematic) and the loaded Google API across re-mounts of the sidebar.
 *
 * Map choice: fake adapters always draw the schematic map (no network, safe in jsdom); browser
 * adapters ask GET /site-management/settings for googleApiKey and fall back to the schematic map
 * without one or when Google cannot load.
 */
export const bindCheckoutParts = (container: Container, adapters: AdapterMode): void => {
  if (adapters === 'fake') {
    container.bind(TOKENS.AddressZoneApi).toConstantValue(new InMemoryAddressZoneApi());
    container.bind(TOKENS.CouponApi).toConstantValue(new InMemoryCouponApi());
    container
      .bind(TOKENS.Map)
      .toDynamicValue((context) => new SchematicMapAdapter(schematicTexts(context.get<i18n>(TOKENS.I18n))))
      .inSingletonScope();
  } else {
    container
      .bind(TOKENS.AddressZoneApi)
      .toDynamicValue((context) => new AxiosAddressZoneApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
      .inSingletonScope();
    container
      .bind(TOKENS.CouponApi)
      .toDynamicValue((context) => new AxiosCouponApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
      .inSingletonScope();
    container
      .bind(TOKENS.Map)
      .toDynamicValue((context) => {
        const i18next = context.get<i18n>(TOKENS.I18n);
        return new SettingsChosenMapAdapter({
          loadGoogleApiKey: loadGoogleApiKey(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))),
          createGoogle: (key) => new GoogleMapsAdapter(createGoogleMapsLoader(key, () => i18next.language || 'uk')),
          createSchematic: () => new SchematicMapAdapter(schematicTexts(i18next)),
        });
      })
      .inSingletonScope();
  }
  container
    .bind(TOKENS.FindZoneTime)
    .toDynamicValue((context) => new FindZoneTime({ api: context.get<AddressZoneApiPort>(TOKENS.AddressZoneApi), logger: context.get<LoggerPort>(TOKENS.Logger) }))
    .inSingletonScope();
  container
    .bind(TOKENS.ApplyCoupon)
    .toDynamicValue((context) => createApplyCoupon({ api: context.get<CouponApiPort>(TOKENS.CouponApi), logger: context.get<LoggerPort>(TOKENS.Logger) }))
    .inSingletonScope();
  container.bind(TOKENS.AddressZone).to(AddressZoneViewModel).inSingletonScope();
  container.bind(TOKENS.Coupon).to(CouponViewModel).inSingletonScope();
};
