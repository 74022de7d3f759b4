import type { i18n } from 'i18next';
import type { Container, ResolutionContext } from 'inversify';
import { EventSourceStaffOrderEvents } from '../adapters/browser/event-source-staff-order-events.adapter';
import { WebAudioAlertSound } from '../adapters/browser/web-audio-alert-sound.adapter';
import { AxiosAdminAccountsApi } from '../adapters/http/axios-admin-accounts-api.adapter';
import { AxiosAdminAuditApi } from '../adapters/http/axios-admin-audit-api.adapter';
import { AxiosDeliveryAdminApi } from '../adapters/http/axios-delivery-admin-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { loadGoogleApiKey } from '../adapters/http/axios-map-settings.adapter';
import { AxiosSiteAdminApi } from '../adapters/http/axios-site-admin-api.adapter';
import { AxiosStaffCallbacksApi } from '../adapters/http/axios-staff-callbacks-api.adapter';
import { AxiosStaffCouponsApi } from '../adapters/http/axios-staff-coupons-api.adapter';
import { AxiosStaffMenuApi } from '../adapters/http/axios-staff-menu-api.adapter';
import { AxiosStaffOrdersApi } from '../adapters/http/axios-staff-orders-api.adapter';
import { AxiosAdminContentApi } from '../adapters/http/axios-admin-content-api.adapter';
import { AxiosPageHeadTextsAdminApi } from '../adapters/http/axios-page-head-texts-admin-api.adapter';
import { AxiosStaffBannersApi } from '../adapters/http/axios-staff-banners-api.adapter';
import { AxiosStaffModifiersApi } from '../adapters/http/axios-staff-modifiers-api.adapter';
import { GoogleMapsAdapter } from '../adapters/maps/google-maps.adapter';
import { createGoogleMapsLoader } from '../adapters/maps/google-maps.loader';
import { SchematicMapAdapter } from '../adapters/maps/schematic-map.adapter';
import { SettingsChosenMapAdapter } from '../adapters/maps/settings-chosen-map.adapter';
import type { CookiePort } from '../application/ports/cookie.port';
import { adminSchematicTexts } from './schematic-map-texts';
import { TOKENS } from './tokens';

type HttpClient = ReturnType<typeof createHttpClient>;

/** An adapter over the shop's API with the staff's token, made once per page. */
const overHttp =
  <T>(create: (client: HttpClient) => T) =>
  (context: ResolutionContext): T =>
    create(createHttpClient(context.get<CookiePort>(TOKENS.Cookies)));

/**
 * The admin area's real ports: the staff APIs over axios, the board's server-sent events, WebAudio
 * beeps, and the Delivery section's zone map (Google when the shop has a key, else the schematic
 * sketch). Loaded with the admin area, so customers never download them.
 */
export const bindBrowserAdminAdapters = (container: Container): void => {
  const apis: readonly [symbol, (client: HttpClient) => unknown][] = [
    [TOKENS.StaffOrdersApi, (client) => new AxiosStaffOrdersApi(client)],
    [TOKENS.StaffMenuApi, (client) => new AxiosStaffMenuApi(client)],
    [TOKENS.AdminAccountsApi, (client) => new AxiosAdminAccountsApi(client)],
    [TOKENS.AdminAuditApi, (client) => new AxiosAdminAuditApi(client)],
    [TOKENS.SiteAdminApi, (client) => new AxiosSiteAdminApi(client)],
    [TOKENS.StaffCouponsApi, (client) => new AxiosStaffCouponsApi(client)],
    [TOKENS.StaffCallbacksApi, (client) => new AxiosStaffCallbacksApi(client)],
    [TOKENS.DeliveryAdminApi, (client) => new AxiosDeliveryAdminApi(client)],
    [TOKENS.StaffModifiersApi, (client) => new AxiosStaffModifiersApi(client)],
    [TOKENS.StaffBannersApi, (client) => new AxiosStaffBannersApi(client)],
    [TOKENS.AdminContentApi, (client) => new AxiosAdminContentApi(client)],
    [TOKENS.PageHeadTextsAdminApi, (client) => new AxiosPageHeadTextsAdminApi(client)],
  ];
  for (const [token, create] of apis) container.bind(token).toDynamicValue(overHttp(create)).inSingletonScope();
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new EventSourceStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new WebAudioAlertSound());
  container.bind(TOKENS.DeliveryZoneMap).toDynamicValue((context) => {
    const i18next = context.get<i18n>(TOKENS.I18n);
    return new SettingsChosenMapAdapter({
      loadGoogleApiKey: loadGoogleApiKey(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))),
      createGoogle: (key) => new GoogleMapsAdapter(createGoogleMapsLoader(key, () => i18next.language || 'uk')),
      createSchematic: () => new SchematicMapAdapter(adminSchematicTexts(i18next)),
    });
  });
};
