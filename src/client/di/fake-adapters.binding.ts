import type { Container } from 'inversify';
import { FakePageLocationAdapter } from '../adapters/fakes/fake-page-location.adapter';
import { FakeShopApi } from '../adapters/fakes/fake-shop-api.adapter';
import { InMemorySiteApi } from '../adapters/fakes/in-memory-site-api.adapter';
import { ManualTimerAdapter } from '../adapters/fakes/manual-timer.adapter';
import { InMemoryMenuApi } from '../adapters/fakes/in-memory-menu-api.adapter';
import { FakeDocumentScrollAdapter } from '../adapters/fakes/fake-document-scroll.adapter';
import { InMemoryLoggerAdapter } from '../adapters/fakes/in-memory-logger.adapter';
import { InMemoryCookieAdapter } from '../adapters/fakes/in-memory-cookie.adapter';
import { InMemoryStorageAdapter } from '../adapters/fakes/in-memory-storage.adapter';
import { ManualClockAdapter } from '../adapters/fakes/manual-clock.adapter';
import type { AdapterSet } from './adapter-set';
import { bindFakeCheckoutPorts } from './checkout-ports.fake';
import { TOKENS } from './tokens';

const bindFakeAdapters = (container: Container): void => {
  const clock = new ManualClockAdapter();
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter());
  container.bind(TOKENS.ShopApi).toConstantValue(new FakeShopApi());
  container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
  container.bind(TOKENS.Timer).toConstantValue(new ManualTimerAdapter());
  container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
  container.bind(TOKENS.DocumentScroll).toConstantValue(new FakeDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new InMemoryLoggerAdapter());
};

/** Demos (`?adapters=fake`) and tests: every port in memory, no network. */
export const FAKE_ADAPTERS: AdapterSet = {
  mode: 'fake',
  bind: (container) => {
    bindFakeAdapters(container);
    bindFakeCheckoutPorts(container);
  },
};
