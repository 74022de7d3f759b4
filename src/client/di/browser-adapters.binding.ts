import type { Container } from 'inversify';
import { BrowserCookieAdapter } from '../adapters/browser/browser-cookie.adapter';
import { BrowserPageLocationAdapter } from '../adapters/browser/browser-page-location.adapter';
import { LocalStorageAdapter } from '../adapters/browser/local-storage.adapter';
import { SystemClockAdapter } from '../adapters/browser/system-clock.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { AxiosShopApi } from '../adapters/http/axios-shop-api.adapter';
import { AxiosSiteApi } from '../adapters/http/axios-site-api.adapter';
import { EventSourceStaffOrderEvents } from '../adapters/browser/event-source-staff-order-events.adapter';
import { WebAudioAlertSound } from '../adapters/browser/web-audio-alert-sound.adapter';
import { WindowTimerAdapter } from '../adapters/browser/window-timer.adapter';
import { AxiosMenuApi } from '../adapters/http/axios-menu-api.adapter';
import { AxiosStaffOrdersApi } from '../adapters/http/axios-staff-orders-api.adapter';
import { AxiosStaffMenuApi } from '../adapters/http/axios-staff-menu-api.adapter';
import { AxiosAdminAccountsApi } from '../adapters/http/axios-admin-accounts-api.adapter';
import { AxiosAdminAuditApi } from '../adapters/http/axios-admin-audit-api.adapter';
import { AxiosSiteAdminApi } from '../adapters/http/axios-site-admin-api.adapter';
import { BrowserDocumentScrollAdapter } from '../adapters/browser/browser-document-scroll.adapter';
import { ConsoleLoggerAdapter } from '../adapters/browser/console-logger.adapter';
import type { CookiePort } from '../application/ports/cookie.port';
import { TOKENS } from './tokens';

export const bindBrowserAdapters = (container: Container): void => {
  container.bind(TOKENS.Clock).toConstantValue(new SystemClockAdapter());
  container.bind(TOKENS.Cookies).toConstantValue(new BrowserCookieAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new LocalStorageAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new BrowserPageLocationAdapter());
  container
    .bind(TOKENS.ShopApi)
    .toDynamicValue((context) => new AxiosShopApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container.bind(TOKENS.Timer).toConstantValue(new WindowTimerAdapter());
  container
    .bind(TOKENS.SiteApi)
    .toDynamicValue((context) => new AxiosSiteApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container
    .bind(TOKENS.MenuApi)
    .toDynamicValue((context) => new AxiosMenuApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container
    .bind(TOKENS.StaffOrdersApi)
    .toDynamicValue((context) => new AxiosStaffOrdersApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container
    .bind(TOKENS.StaffMenuApi)
    .toDynamicValue((context) => new AxiosStaffMenuApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container
    .bind(TOKENS.AdminAccountsApi)
    .toDynamicValue((context) => new AxiosAdminAccountsApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container
    .bind(TOKENS.AdminAuditApi)
    .toDynamicValue((context) => new AxiosAdminAuditApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new EventSourceStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new WebAudioAlertSound());
  container
    .bind(TOKENS.SiteAdminApi)
    .toDynamicValue((context) => new AxiosSiteAdminApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
    .inSingletonScope();
  container.bind(TOKENS.DocumentScroll).toConstantValue(new BrowserDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new ConsoleLoggerAdapter());
};
