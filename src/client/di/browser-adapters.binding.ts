import type { Container } from 'inversify';
import { BrowserCookieAdapter } from '../adapters/browser/browser-cookie.adapter';
import { BrowserPageLocationAdapter } from '../adapters/browser/browser-page-location.adapter';
import { LocalStorageAdapter } from '../adapters/browser/local-storage.adapter';
import { SystemClockAdapter } from '../adapters/browser/system-clock.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import { AxiosShopApi } from '../adapters/http/axios-shop-api.adapter';
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
};
