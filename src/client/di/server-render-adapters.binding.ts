import type { Container } from 'inversify';
import { DemoOrderBook } from '../adapters/demo/demo-order-book';
import { DemoShopApi } from '../adapters/demo/demo-shop-api.adapter';
import { InMemoryMenuApi } from '../adapters/demo/in-memory-menu-api.adapter';
import { InMemorySiteApi } from '../adapters/demo/in-memory-site-api.adapter';
import type { RenderClock } from '../adapters/preloaded/render-clock.adapter';
import { FakeDocumentScrollAdapter } from '../adapters/server-render/fake-document-scroll.adapter';
import { FakePageLocationAdapter } from '../adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../adapters/server-render/in-memory-cookie.adapter';
import type { InMemoryLoggerAdapter } from '../adapters/server-render/in-memory-logger.adapter';
import { InMemoryStorageAdapter } from '../adapters/server-render/in-memory-storage.adapter';
import { InertTimerAdapter } from '../adapters/server-render/inert-timer.adapter';
import type { StoragePort } from '../application/ports/storage.port';
import type { AdapterSet } from './adapter-set';
import { bindDemoCheckoutPorts } from './checkout-ports.demo';
import { DEMO_TOKENS } from './demo-tokens';
import { TOKENS } from './tokens';

/**
 * The server render's ports (architecture/seo.md): a first-time visitor with no cookies and an
 * empty cart, timers that never fire, the render's instant as the clock, nothing that reaches a
 * browser API or the network. The menu, banners and cities are put in front from the page's
 * snapshot (preloaded-data.binding.ts), which answers them without these in-memory stand-ins; the
 * order form's ports are the demo's, over the render's own empty storage, and send no SMS.
 */
export const serverRenderAdapters = (
  origin: string,
  clock: RenderClock,
  logger: InMemoryLoggerAdapter,
): AdapterSet => ({
  bind: (container: Container) => {
    container.bind(TOKENS.Clock).toConstantValue(clock);
    container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
    container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
    container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter(origin));
    container.bind(TOKENS.ShopApi).toConstantValue(new DemoShopApi());
    container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
    container.bind(TOKENS.Timer).toConstantValue(new InertTimerAdapter());
    container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
    container.bind(TOKENS.DocumentScroll).toConstantValue(new FakeDocumentScrollAdapter());
    container.bind(TOKENS.Logger).toConstantValue(logger);
    container
      .bind(DEMO_TOKENS.OrderBook)
      .toDynamicValue((context) => new DemoOrderBook(context.get<StoragePort>(TOKENS.Storage)))
      .inSingletonScope();
    bindDemoCheckoutPorts(container, () => ({ send: () => undefined }));
  },
  // The server renders no admin screen; were one asked for, it would get the demo's ports.
  adminAdapters: () => import('./admin-adapters.demo').then((module) => module.bindDemoAdminAdapters),
  checkoutAdapters: () => Promise.resolve(() => undefined),
});
