import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { BrowserCookieAdapter } from '../adapters/browser/browser-cookie.adapter';
import { BrowserDocumentScrollAdapter } from '../adapters/browser/browser-document-scroll.adapter';
import { BrowserPageLocationAdapter } from '../adapters/browser/browser-page-location.adapter';
import { ConsoleLoggerAdapter } from '../adapters/browser/console-logger.adapter';
import { LocalStorageAdapter } from '../adapters/browser/local-storage.adapter';
import { SystemClockAdapter } from '../adapters/browser/system-clock.adapter';
import { WindowTimerAdapter } from '../adapters/browser/window-timer.adapter';
import { DEMO_ADMIN, DemoShopApi } from '../adapters/demo/demo-shop-api.adapter';
import { DemoOrderBook } from '../adapters/demo/demo-order-book';
import { DemoPhone } from '../adapters/demo/demo-phone.adapter';
import { InMemoryMenuApi } from '../adapters/demo/in-memory-menu-api.adapter';
import { InMemorySiteApi } from '../adapters/demo/in-memory-site-api.adapter';
import type { StoragePort } from '../application/ports/storage.port';
import type { AdapterSet } from './adapter-set';
import { bindDemoCheckoutPorts } from './checkout-ports.demo';
import { DEMO_TOKENS } from './demo-tokens';
import { TOKENS } from './tokens';

const bindDemoAdapters = (container: Container): void => {
  // The browser's own clock, timers, storage, cookies and address bar: the demo behaves as the shop does.
  container.bind(TOKENS.Clock).toConstantValue(new SystemClockAdapter());
  container.bind(TOKENS.Timer).toConstantValue(new WindowTimerAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new LocalStorageAdapter());
  container.bind(TOKENS.Cookies).toConstantValue(new BrowserCookieAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new BrowserPageLocationAdapter());
  container.bind(TOKENS.DocumentScroll).toConstantValue(new BrowserDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new ConsoleLoggerAdapter());
  // What the server would answer, answered in the browser.
  container.bind(TOKENS.ShopApi).toConstantValue(new DemoShopApi(DEMO_ADMIN));
  container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
  container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
  container
    .bind(DEMO_TOKENS.OrderBook)
    .toDynamicValue((context) => new DemoOrderBook(context.get<StoragePort>(TOKENS.Storage), window))
    .inSingletonScope();
  bindDemoCheckoutPorts(container, (context) => {
    const i18next = context.get<i18n>(TOKENS.I18n);
    return new DemoPhone(document, () => ({
      label: i18next.t('frame:demoPhone.label'),
      sms: (phone, code, order) => i18next.t('frame:demoPhone.sms', { phone, code, order }),
      close: i18next.t('frame:demoPhone.close'),
    }));
  });
};

/**
 * The demo (`npm run demo`, architecture/demo.md): the whole shop in the browser with no server.
 * Real clock, timers, localStorage and cookies; the server's part is played by in-memory APIs on
 * the demo menu, and by the demo order book in localStorage for orders, so the admin board shows
 * what customers placed. A chunk of its own: the real shop's build never loads it.
 */
export const DEMO_ADAPTERS: AdapterSet = {
  bind: bindDemoAdapters,
  adminAdapters: () => import('./admin-adapters.demo').then((module) => module.bindDemoAdminAdapters),
  // The demo's order ports are bound with the rest (its chunk is loaded whole anyway).
  checkoutAdapters: () => Promise.resolve(() => undefined),
};
