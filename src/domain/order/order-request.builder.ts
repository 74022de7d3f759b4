import type { CartItem } from '../cart/cart-item';
import { amountOfRolls } from '../cart/cart-counters';
import { sticksForOrder } from '../sticks/sticks-rule';
import type { OrderForm } from './order-form';

/** The body of POST /order/create. */
export interface OrderRequest {
  /** null until the server has given the order an id (a retry after an SMS or payment step reuses it). */
  readonly orderId: string | null;
  readonly cityId: number;
  /** The cart followed by the coupon's gift lines. */
  readonly items: readonly CartItem[];
  readonly isAutofill: boolean;
  readonly orderForm: OrderForm;
}

export interface OrderRequestInput {
  readonly orderId: string | null;
  readonly cityId: number;
  readonly cartItems: readonly CartItem[];
  /** Gift lines from `couponItemsToCartItems`; empty without an applied coupon. */
  readonly couponItems: readonly CartItem[];
  readonly isAutofill: boolean;
  readonly orderForm: OrderForm;
  /** The applied coupon's code ('' when none): the coupon widget, not the form, owns it. */
  readonly couponValue: string;
}

export const buildOrderRequest = (input: OrderRequestInput): OrderRequest => {
  const items = [...input.cartItems, ...input.couponItems];
  // Counters may hold stale values from before rolls were removed: the sticks rule trims them to
  // 2 per roll, and to 0 without rolls.
  const { sticks, trainingSticks } = sticksForOrder(input.orderForm, amountOfRolls(items));
  return {
    orderId: input.orderId,
    cityId: input.cityId,
    items,
    isAutofill: input.isAutofill,
    orderForm: { ...input.orderForm, coupon: input.couponValue, sticks, trainingSticks },
  };
};
