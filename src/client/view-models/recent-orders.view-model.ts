import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { orderLinesSummary } from '../../domain/order/order-lines-summary';
import type { RecentOrder } from '../../domain/order/recent-orders';
import { cartTotal } from '../../domain/pricing/cart-total';
import { buildShopPath } from '../../domain/routing/shop-route';
import { formatTimeOfDay, kyivWallTime } from '../../domain/shared/kyiv-time';
import { formatHryvnias } from '../../domain/shared/money';
import type { RecentOrdersStoragePort } from '../application/ports/recent-orders-storage.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CartViewModel } from './cart.view-model';

export interface RecentOrderView {
  readonly code: string;
  /** Kyiv date and time the order was placed, dd.MM.yyyy, HH:mm. */
  readonly placedAtText: string;
  readonly names: string;
  readonly totalText: string;
  /** The order's status page, in the page's language and city. */
  readonly statusPath: string;
}

/**
 * "Order again": the last orders this browser placed in the city, any of which goes back into the
 * cart. The cart's price check then drops what the shop no longer sells and says which dishes went.
 */
@injectable()
export class RecentOrdersViewModel {
  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.RecentOrdersStorage) private readonly storage: RecentOrdersStoragePort,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
  ) {
    makeAutoObservable<this, 'shell' | 'storage' | 'cart'>(
      this,
      { shell: false, storage: false, cart: false },
      { autoBind: true },
    );
  }

  /** Storage is not observable: it is read again whenever the cart opens (an order may have been placed). */
  private get orders(): readonly RecentOrder[] {
    void this.cart.isOpen;
    return this.storage.loadRecentOrders(this.shell.city);
  }

  get list(): readonly RecentOrderView[] {
    const locale = this.shell.locale;
    const city = this.shell.route?.city ?? null;
    return this.orders.map((order) => {
      const wall = kyivWallTime(order.placedAt);
      return {
        code: order.code,
        placedAtText: `${wall.dateString}, ${formatTimeOfDay(wall.minutesOfDay)}`,
        names: orderLinesSummary(order.cartItems, locale),
        totalText: formatHryvnias(cartTotal(order.cartItems)),
        statusPath: buildShopPath({ locale, city, page: 'order', orderCode: order.code }),
      };
    });
  }

  /** Puts the order's dishes into the cart (re-priced by the server there) and shows the cart. */
  orderAgain(code: string): void {
    const order = this.orders.find((known) => known.code === code);
    if (order === undefined) return;
    this.cart.addLines(order.cartItems);
    if (this.cart.isOpen) void this.cart.checkPrices();
    else this.cart.open();
  }
}
