import type { Container } from 'inversify';
import { DemoShopApi } from '../../../../src/client/adapters/demo/demo-shop-api.adapter';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { FakeDocumentScrollAdapter } from '../../../../src/client/adapters/server-render/fake-document-scroll.adapter';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLoggerAdapter } from '../../../../src/client/adapters/server-render/in-memory-logger.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import type { AdapterSet } from '../../../../src/client/di/adapter-set';
import { TOKENS } from '../../../../src/client/di/tokens';
import { bindFakeAdminAdapters } from './admin-adapters.fake';
import { bindFakeCheckoutPorts } from './checkout-ports.fake';
import { ManualClockAdapter } from './doubles/manual-clock.adapter';
import { ManualTimerAdapter } from './doubles/manual-timer.adapter';

const bindFakeAdapters = (container: Container): void => {
  container.bind(TOKENS.Clock).toConstantValue(new ManualClockAdapter());
  container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter());
  container.bind(TOKENS.ShopApi).toConstantValue(new DemoShopApi());
  container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
  container.bind(TOKENS.Timer).toConstantValue(new ManualTimerAdapter());
  container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
  container.bind(TOKENS.DocumentScroll).toConstantValue(new FakeDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new InMemoryLoggerAdapter());
};

/**
 * Tests of the whole app: every port in memory and in the test's hands, no network. The clock
 * stands still and timers fire only when a test moves them (ManualClockAdapter, ManualTimerAdapter).
 */
export const FAKE_ADAPTERS: AdapterSet = {
  bind: (container) => {
    bindFakeAdapters(container);
    bindFakeCheckoutPorts(container);
  },
  adminAdapters: () => Promise.resolve(bindFakeAdminAdapters),
  // Bound up front with the rest, so a test can replace an order port before the order form is built.
  checkoutAdapters: () => Promise.resolve(() => undefined),
};
