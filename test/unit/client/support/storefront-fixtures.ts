import { FakeDocumentScrollAdapter } from '../../../../src/client/adapters/server-render/fake-document-scroll.adapter';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLanguageAdapter } from './doubles/in-memory-language.adapter';
import { InMemoryLoggerAdapter } from '../../../../src/client/adapters/server-render/in-memory-logger.adapter';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { ManualClockAdapter } from './doubles/manual-clock.adapter';
import { ManualTimerAdapter } from './doubles/manual-timer.adapter';
import {
  CART_STORAGE_KEYS,
  KeyValueCartStorage,
} from '../../../../src/client/adapters/storage/key-value-cart-storage.adapter';
import { KeyValueRecentOrdersStorage } from '../../../../src/client/adapters/storage/key-value-recent-orders-storage.adapter';
import { CITY_PROFILES } from '../../../../src/client/config/city-profiles.config';
import { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { BannersViewModel } from '../../../../src/client/view-models/banners.view-model';
import { CartViewModel } from '../../../../src/client/view-models/cart.view-model';
import { CitiesViewModel } from '../../../../src/client/view-models/cities.view-model';
import { MenuViewModel } from '../../../../src/client/view-models/menu.view-model';
import { ProductOptionsViewModel } from '../../../../src/client/view-models/product-options.view-model';
import { RecentOrdersViewModel } from '../../../../src/client/view-models/recent-orders.view-model';
import { RepeatOrderViewModel } from '../../../../src/client/view-models/repeat-order.view-model';
import { SideNavigationViewModel } from '../../../../src/client/view-models/side-navigation.view-model';

export interface StorefrontOptions {
  api?: InMemoryMenuApi;
  storage?: InMemoryStorageAdapter;
  siteApi?: InMemorySiteApi;
  cookies?: Record<string, string>;
}

/**
 * Every menu-and-cart view-model on fake adapters, wired as the container wires them, with the
 * shell at a URL. The fakes are returned so a test can move time, fail calls and read storage.
 */
export const storefrontAt = (pathname: string, options: StorefrontOptions = {}) => {
  const jar = new InMemoryCookieAdapter(options.cookies);
  const shell = new AppShellViewModel(jar, new InMemoryLanguageAdapter(), new FakePageLocationAdapter(), CITY_PROFILES);
  shell.syncLocation(pathname, '');
  const api = options.api ?? new InMemoryMenuApi();
  const storage = options.storage ?? new InMemoryStorageAdapter();
  const cartStorage = new KeyValueCartStorage(storage);
  const clock = new ManualClockAdapter(Date.UTC(2025, 0, 15, 10, 0, 0));
  const timer = new ManualTimerAdapter();
  const scroll = new FakeDocumentScrollAdapter();
  const logger = new InMemoryLoggerAdapter();
  const cities = new CitiesViewModel(options.siteApi ?? new InMemorySiteApi(), CITY_PROFILES);
  const menu = new MenuViewModel(api, shell, logger);
  const cart = new CartViewModel(shell, cartStorage, api, clock, timer, scroll, logger);
  const options_ = new ProductOptionsViewModel(cart, menu, shell);
  const repeat = new RepeatOrderViewModel(shell, cartStorage, cart);
  const recentOrdersStorage = new KeyValueRecentOrdersStorage(storage);
  const recent = new RecentOrdersViewModel(shell, recentOrdersStorage, cart);
  const banners = new BannersViewModel(api, shell, logger, timer);
  const sideNavigation = new SideNavigationViewModel(shell, menu, cities, scroll);
  const go = (path: string) => shell.syncLocation(path, '');
  return {
    shell,
    jar,
    api,
    storage,
    cartStorage,
    clock,
    timer,
    scroll,
    logger,
    cities,
    menu,
    cart,
    options: options_,
    repeat,
    recentOrdersStorage,
    recent,
    banners,
    sideNavigation,
    go,
  };
};

/** Lets pending promise callbacks (the fake API's answers) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A storefront whose cart is active and whose menu is loaded. */
export const loadedStorefrontAt = async (pathname: string, options: StorefrontOptions = {}) => {
  const store = storefrontAt(pathname, options);
  store.cart.activate();
  await store.menu.ensureLoaded();
  await settle();
  return store;
};

/** A browser storage holding a saved cart for the city, as a reload would find it. */
export const storedCart = (city: 'lviv' | 'kyiv', lines: unknown[]): InMemoryStorageAdapter => {
  const storage = new InMemoryStorageAdapter();
  storage.setItem(CART_STORAGE_KEYS.cart(city), JSON.stringify(lines));
  return storage;
};
