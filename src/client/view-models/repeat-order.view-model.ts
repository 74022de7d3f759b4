import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { orderLinesSummary } from '../../domain/order/order-lines-summary';
import { cartTotal } from '../../domain/pricing/cart-total';
import { formatHryvnias } from '../../domain/shared/money';
import type { CartStoragePort, StoredPreviousOrder } from '../application/ports/cart-storage.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CartViewModel } from './cart.view-model';

/**
 * The 'repeat previous order' banner: the last order placed in this city, offered
 * back while its showRepeatOrderMessage flag is set. Repeating or dismissing clears the flag, so
 * the offer is made once per order.
 */
@injectable()
export class RepeatOrderViewModel {
  // Storage is not observable: a revision tells MobX that the stored order has changed.
  private revision = 0;

  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CartStorage) private readonly storage: CartStoragePort,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
  ) {
    makeAutoObservable<this, 'shell' | 'storage' | 'cart'>(
      this,
      { shell: false, storage: false, cart: false },
      { autoBind: true },
    );
  }

  private get previous(): StoredPreviousOrder | null {
    void this.revision;
    return this.storage.loadPreviousOrder(this.shell.city);
  }

  get visible(): boolean {
    return this.previous?.showRepeatOrderMessage === true;
  }

  get names(): string {
    return orderLinesSummary(this.previous?.cartItems ?? [], this.shell.locale);
  }

  get totalText(): string {
    return formatHryvnias(cartTotal(this.previous?.cartItems ?? []));
  }

  /** Puts the order's dishes into the cart and opens it, where the prices are checked again. */
  repeat(): void {
    const previous = this.previous;
    if (previous === null) return;
    this.cart.addLines(previous.cartItems);
    this.hide(previous);
    this.cart.open();
  }

  dismiss(): void {
    const previous = this.previous;
    if (previous !== null) this.hide(previous);
  }

  private hide(previous: StoredPreviousOrder): void {
    this.storage.savePreviousOrder(this.shell.city, { ...previous, showRepeatOrderMessage: false });
    this.revision += 1;
  }
}
