import type { Container } from 'inversify';
import { FakeDocumentScrollAdapter } from '../adapters/fakes/fake-document-scroll.adapter';
import { FakePageLocationAdapter } from '../adapters/fakes/fake-page-location.adapter';
import { FakeShopApi } from '../adapters/fakes/fake-shop-api.adapter';
import { InMemoryCookieAdapter } from '../adapters/fakes/in-memory-cookie.adapter';
import { InMemoryLoggerAdapter } from '../adapters/fakes/in-memory-logger.adapter';
import { InMemorySiteApi } from '../adapters/fakes/in-memory-site-api.adapter';
import { InMemoryStorageAdapter } from '../adapters/fakes/in-memory-storage.adapter';
import { ManualTimerAdapter } from '../adapters/fakes/manual-timer.adapter';
import { InMemoryMenuApi } from '../adapters/fakes/in-memory-menu-api.adapter';
import type { RenderClock } from '../adapters/preloaded/render-clock.adapter';
import type { AdapterSet } from './adapter-set';
import { bindFakeCheckoutPorts } from './checkout-ports.fake';
import { TOKENS } from './tokens';

/**
 * The server render's ports (architecture/seo.md): a first-time visitor with no cookies and an
 * empty cart, timers that never fire, the render's instant as the clock, nothing that reaches a
 * browser API or the network. The menu, banners and cities are put in front from the page's
 * snapshot (preloaded-data.binding.ts), which answers them without these in-memory stand-ins.
 */
export const serverRenderAdapters = (
  origin: string,
  clock: RenderClock,
  logger: InMemoryLoggerAdapter,
): AdapterSet => ({
  // In-memory, as the fakes: an admin screen would bind its in-memory ports too (the server renders none).
  mode: 'fake',
  bind: (container: Container) => {
    container.bind(TOKENS.Clock).toConstantValue(clock);
    container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
    container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
    container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter(origin));
    container.bind(TOKENS.ShopApi).toConstantValue(new FakeShopApi());
    container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
    container.bind(TOKENS.Timer).toConstantValue(new ManualTimerAdapter());
    container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
    container.bind(TOKENS.DocumentScroll).toConstantValue(new FakeDocumentScrollAdapter());
    container.bind(TOKENS.Logger).toConstantValue(logger);
    bindFakeCheckoutPorts(container);
  },
});
