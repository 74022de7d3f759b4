import { inject, injectable } from 'inversify';
import type { CompleteOrder } from '../../application/complete-order.use-case';
import type { PlacedOrder } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../cart.view-model';
import type { CouponReading } from './checkout-parts.contract';
import type { OrderDraftStore } from './order-draft.store';

/**
 * What the page does once an order is complete: the cart empties, the sidebar closes, the coupon
 * and the order's own choices go. PlaceOrder completes the orders it places itself (at once, or
 * after the SMS step); the thank-you page completes a paid one through `finish`.
 */
@injectable()
export class OrderCompletion {
  constructor(
    @inject(TOKENS.CompleteOrder) private readonly completeOrder: CompleteOrder,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.OrderDraft) private readonly draft: OrderDraftStore,
    @inject(TOKENS.Coupon) private readonly coupon: CouponReading,
  ) {}

  /** A paid order, back from the payment page. */
  finish(order: PlacedOrder): void {
    this.completeOrder(order);
    this.clearCheckout();
  }

  clearCheckout(): void {
    for (const line of this.cart.items) this.cart.remove(line.id);
    this.cart.close();
    this.coupon.clear();
    this.draft.resetAfterOrder();
  }
}
