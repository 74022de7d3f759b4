import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Modifier } from '../../domain/cart/cart-item';
import { createCartItem, type CartProduct } from '../../domain/cart/cart-item-factory';
import {
  addItem,
  decreaseQuantity,
  increaseQuantity,
  removeItem,
  type AddItemRefusal,
} from '../../domain/cart/cart-operations';
import type { Cart } from '../../domain/cart/cart.types';
import { applyPriceCheck } from '../../domain/cart/price-check';
import { cityIdOf, type CitySlug } from '../../domain/city/city';
import { cartTotal } from '../../domain/pricing/cart-total';
import { minSumHint, type MinSumHint } from '../../domain/pricing/min-sum-hint';
import { isBelowMinimum } from '../../domain/pricing/minimum-order';
import { formatHryvnias } from '../../domain/shared/money';
import { withoutUnavailableLines } from '../application/cart-availability.rule';
import { nextCartLineId } from '../application/cart-line-id';
import type { CartStoragePort } from '../application/ports/cart-storage.port';
import type { ClockPort } from '../application/ports/clock.port';
import type { DocumentScrollPort } from '../application/ports/document-scroll.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { MenuApiPort } from '../application/ports/menu-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import { cartLineView, type CartLineView } from './cart-line-view';

/** The 'added' bubble lasts 3 s. */
export const ADDED_BUBBLE_MS = 3_000;

export type SidebarView = 'cart' | 'checkout';

/**
 * The cart of the current city and the sidebar that shows it. Every change goes through the
 * domain's cart operations and is saved at once, so a reload finds the cart as it was; each city
 * keeps its own cart because menus and prices differ. Prices are re-checked with the server after
 * the cart is loaded and whenever the sidebar opens.
 */
@injectable()
export class CartViewModel {
  items: Cart = [];
  isOpen = false;
  private requestedView: SidebarView = 'cart';
  addedBubbleVisible = false;
  /** Names of lines the shop took out because they cannot be sold now; shown once, then cleared. */
  removedNames: readonly string[] = [];
  private city: CitySlug | null = null;
  private bubbleTimer: TimerHandle | null = null;
  private stopFollowingCity: (() => void) | null = null;

  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CartStorage) private readonly storage: CartStoragePort,
    @inject(TOKENS.MenuApi) private readonly api: MenuApiPort,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
    @inject(TOKENS.DocumentScroll) private readonly scroll: DocumentScrollPort,
    @inject(TOKENS.Logger) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<
      this,
      'shell' | 'storage' | 'api' | 'clock' | 'timer' | 'scroll' | 'logger' | 'bubbleTimer' | 'stopFollowingCity'
    >(
      this,
      {
        shell: false,
        storage: false,
        api: false,
        clock: false,
        timer: false,
        scroll: false,
        logger: false,
        bubbleTimer: false,
        stopFollowingCity: false,
      },
      { autoBind: true },
    );
  }

  /** Starts following the URL's city: its stored cart is loaded and re-priced. Idempotent. */
  activate(): void {
    if (this.stopFollowingCity !== null) return;
    this.stopFollowingCity = reaction(
      () => this.shell.city,
      (city) => this.switchTo(city),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopFollowingCity?.();
    this.stopFollowingCity = null;
    if (this.bubbleTimer !== null) this.timer.clearTimeout(this.bubbleTimer);
    if (this.isOpen) this.scroll.unlock();
  }

  private switchTo(city: CitySlug): void {
    this.city = city;
    this.items = this.storage.loadCart(city);
    this.removedNames = [];
    void this.checkPrices();
  }

  // ---------------------------------------------------------------- changing the cart

  /** Adds a product with the chosen modifiers; answers why not when the domain refuses. */
  add(product: CartProduct, modifiers: readonly Modifier[]): AddItemRefusal | null {
    const line = createCartItem(product, modifiers, nextCartLineId(this.clock.now(), this.items));
    const result = addItem(this.items, line);
    if (!result.ok) return result.reason;
    this.commit(result.value);
    this.showAddedBubble();
    return null;
  }

  /** Puts earlier lines back (the repeat-order banner): each merges like a fresh add. */
  addLines(lines: Cart): number {
    let cart = this.items;
    let added = 0;
    for (const line of lines) {
      const result = addItem(cart, { ...line, id: nextCartLineId(this.clock.now(), cart) });
      if (!result.ok) continue;
      cart = result.value;
      added += 1;
    }
    if (added > 0) this.commit(cart);
    return added;
  }

  increase(lineId: string): void {
    const result = increaseQuantity(this.items, lineId);
    if (result.ok) this.commit(result.value);
  }

  decrease(lineId: string): void {
    const result = decreaseQuantity(this.items, lineId);
    if (result.ok) this.commit(result.value);
  }

  remove(lineId: string): void {
    const result = removeItem(this.items, lineId);
    if (result.ok) this.commit(result.value);
  }

  private commit(cart: Cart): void {
    this.items = cart;
    if (this.city !== null) this.storage.saveCart(this.city, cart);
  }

  private showAddedBubble(): void {
    if (this.bubbleTimer !== null) this.timer.clearTimeout(this.bubbleTimer);
    this.addedBubbleVisible = true;
    this.bubbleTimer = this.timer.setTimeout(
      () =>
        runInAction(() => {
          this.addedBubbleVisible = false;
          this.bubbleTimer = null;
        }),
      ADDED_BUBBLE_MS,
    );
  }

  // ---------------------------------------------------------------- prices from the server

  /** Re-prices the cart: an UPDATE answer changes prices, unsellable lines leave. */
  async checkPrices(): Promise<void> {
    const city = this.city;
    if (city === null || this.items.length === 0) return;
    const result = await this.api.checkPrices(this.items, cityIdOf(city));
    runInAction(() => {
      // The customer switched cities meanwhile: the answer speaks about another cart.
      if (this.city !== city) return;
      if (!result.ok) {
        this.logger.warn(`POST /cart/check-prices failed: ${result.reason}; the cart keeps its prices`);
        return;
      }
      const repriced = applyPriceCheck(this.items, result.value);
      const { cart, removed } = withoutUnavailableLines(repriced, result.value.unavailable);
      if (cart !== this.items) this.commit(cart);
      if (removed.length > 0)
        this.removedNames = removed.map((line) => line.translation[this.shell.locale] || line.name);
    });
  }

  dismissRemovedNotice(): void {
    this.removedNames = [];
  }

  // ---------------------------------------------------------------- what the sidebar shows

  get lines(): readonly CartLineView[] {
    const locale = this.shell.locale;
    return this.items.map((line) => cartLineView(this.items, line, locale));
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** Pieces in the cart, for the navbar badge. */
  get count(): number {
    return this.items.reduce((sum, line) => sum + line.count, 0);
  }

  get total(): number {
    return cartTotal(this.items);
  }

  get totalText(): string {
    return formatHryvnias(this.total);
  }

  /** No coupon can be applied yet in the cart, so the thresholds are measured on the cart itself. */
  get minSumHint(): MinSumHint {
    return minSumHint(this.total);
  }

  get canOrder(): boolean {
    return !this.isEmpty && !isBelowMinimum(this.total);
  }

  // ---------------------------------------------------------------- the sidebar

  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.scroll.lock();
    void this.checkPrices();
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.requestedView = 'cart';
    this.scroll.unlock();
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** The order form only while the cart can be ordered: a price check may take it below the minimum. */
  get view(): SidebarView {
    return this.requestedView === 'checkout' && this.canOrder ? 'checkout' : 'cart';
  }

  /** 'To order' switches the sidebar to the order form; refused below the minimum. */
  goToCheckout(): boolean {
    if (!this.canOrder) return false;
    this.requestedView = 'checkout';
    return true;
  }

  backToCart(): void {
    this.requestedView = 'cart';
  }
}
