import type { Container } from 'inversify';
import { BrowserCookieAdapter } from '../adapters/browser/browser-cookie.adapter';
import { BrowserPageLocationAdapter } from '../adapters/browser/browser-page-location.adapter';
import { LocalStorageAdapter } from '../adapters/browser/local-storage.adapter';
import { SystemClockAdapter } from '../adapters/browser/system-clock.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { AxiosShopApi } from '../adapters/http/axios-shop-api.adapter';
import { AxiosSiteApi } from '../adapters/http/axios-site-api.adapter';
import { WindowTimerAdapter } from '../adapters/browser/window-timer.adapter';
import { AxiosMenuApi } from '../adapters/http/axios-menu-api.adapter';
import { BrowserDocumentScrollAdapter } from '../adapters/browser/browser-document-scroll.adapter';
import { ConsoleLoggerAdapter } from '../adapters/browser/console-logger.adapter';
import type { CookiePort } from '../application/ports/cookie.port';
import type { AdapterSet } from './adapter-set';
import { TOKENS } from './tokens';

const bindBrowserAdapters = (container: Container): void => {
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
  container.bind(TOKENS.DocumentScroll).toConstantValue(new BrowserDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new ConsoleLoggerAdapter());
};

/** The shop's own adapters: the browser's APIs and the shop's server (axios, server-sent events). */
export const BROWSER_ADAPTERS: AdapterSet = {
  bind: bindBrowserAdapters,
  adminAdapters: () => import('./admin-adapters.browser').then((module) => module.bindBrowserAdminAdapters),
  // The order form's ports (axios adapters, the maps) come with the checkout area's chunk.
  checkoutAdapters: () => import('./checkout-ports.browser').then((module) => module.bindBrowserCheckoutPorts),
};
