import type { CartItem } from '../cart/cart-item';
import { emptyOrderForm } from './order-form';
import type { OrderForm } from './order-form';

/** The last order placed in a city, kept to offer "repeat" and autofill. */
export interface PreviousOrder {
  readonly cartItems: readonly CartItem[];
  readonly orderForm: OrderForm;
}

/**
 * A coupon is used once: the stored order forgets its code and its gift lines, so repeating the
 * order never brings back free items or a discount the customer is no longer entitled to.
 */
export const toPreviousOrder = (cartItems: readonly CartItem[], orderForm: OrderForm): PreviousOrder => ({
  cartItems: cartItems.filter((item) => !item.isCoupon),
  orderForm: { ...orderForm, coupon: '' },
});

/**
 * Autofill brings back the customer's details from the previous order of this city. It keeps what
 * belongs to the current cart (coupon, sticks: they depend on today's rolls) and the current
 * pre-order date and time (yesterday's slot has passed; the customer must pick a new one).
 */
export const applyAutofill = (current: OrderForm, previous: PreviousOrder): OrderForm => ({
  ...previous.orderForm,
  ...cartBound(current),
  deliveryDate: current.deliveryDate,
  deliveryTime: current.deliveryTime,
});

/** Clearing the autofill empties the customer's details; cart-bound fields stay with the cart. */
export const clearAutofill = (current: OrderForm): OrderForm => ({ ...emptyOrderForm(), ...cartBound(current) });

const cartBound = (form: OrderForm): Pick<OrderForm, 'coupon' | 'sticks' | 'trainingSticks'> => ({
  coupon: form.coupon,
  sticks: form.sticks,
  trainingSticks: form.trainingSticks,
});
