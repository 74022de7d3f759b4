import { inject, injectable } from 'inversify';
import type { CompleteOrder } from '../../application/complete-order.use-case';
import type { PlacedOrder } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../cart.view-model';
import type { CouponReading } from './checkout-parts.contract';
import type { OrderFormViewModel } from './order-form.view-model';

/**
 * The cart moves to the checkout cart (cart emptied, sidebar closed, spec §4) in one place, called
 * at once for an order with nothing left to do, after the SMS check or phone-call request, or by
 * the thank-you page once the payment status is success.
 */
@injectable()
export class OrderCompletion {
  constructor(
    @inject(TOKENS.CompleteOrder) private readonly completeOrder: CompleteOrder,
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.OrderFormViewModel) private readonly form: OrderFormViewModel,
    @inject(TOKENS.Coupon) private readonly coupon: CouponReading,
  ) {}

  finish(order: PlacedOrder): void {
    this.completeOrder(order);
    for (const line of this.cart.items) this.cart.remove(line.id);
    this.cart.close();
    this.coupon.clear();
    this.form.resetAfterOrder();
  }
}
