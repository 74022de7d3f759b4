import type { Container } from 'inversify';
import { KeyValueCartStorage } from '../adapters/storage/key-value-cart-storage.adapter';
import { KeyValueRecentOrdersStorage } from '../adapters/storage/key-value-recent-orders-storage.adapter';
import type { StoragePort } from '../application/ports/storage.port';
import { BannersViewModel } from '../view-models/banners.view-model';
import { CartViewModel } from '../view-models/cart.view-model';
import { MenuViewModel } from '../view-models/menu.view-model';
import { ProductOptionsViewModel } from '../view-models/product-options.view-model';
import { RecentOrdersViewModel } from '../view-models/recent-orders.view-model';
import { RepeatOrderViewModel } from '../view-models/repeat-order.view-model';
import { SideNavigationViewModel } from '../view-models/side-navigation.view-model';
import { TOKENS } from './tokens';

/**
 * Menu and cart. The cart storage sits on whichever StoragePort the adapter set bound (localStorage
 * or memory). The view-models are page-long singletons: the navbar button, the sidebar and the menu
 * cards all show one cart, and a menu or banner list is fetched once per city.
 */
export const bindStorefront = (container: Container): void => {
  container
    .bind(TOKENS.CartStorage)
    .toDynamicValue((context) => new KeyValueCartStorage(context.get<StoragePort>(TOKENS.Storage)))
    .inSingletonScope();
  container
    .bind(TOKENS.RecentOrdersStorage)
    .toDynamicValue((context) => new KeyValueRecentOrdersStorage(context.get<StoragePort>(TOKENS.Storage)))
    .inSingletonScope();
  container.bind(TOKENS.MenuViewModel).to(MenuViewModel).inSingletonScope();
  // The cart follows the URL's city from the moment it exists, so the navbar's first paint already
  // shows the stored total instead of counting up from 0.
  container
    .bind<CartViewModel>(TOKENS.CartViewModel)
    .to(CartViewModel)
    .inSingletonScope()
    .onActivation((_context, cart) => {
      cart.activate();
      return cart;
    });
  container.bind(TOKENS.ProductOptionsViewModel).to(ProductOptionsViewModel).inSingletonScope();
  container.bind(TOKENS.RepeatOrderViewModel).to(RepeatOrderViewModel).inSingletonScope();
  container.bind(TOKENS.RecentOrdersViewModel).to(RecentOrdersViewModel).inSingletonScope();
  container.bind(TOKENS.BannersViewModel).to(BannersViewModel).inSingletonScope();
  container.bind(TOKENS.SideNavigationViewModel).to(SideNavigationViewModel).inSingletonScope();
};
