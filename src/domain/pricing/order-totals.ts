import type { DeliveryType, PayMethod } from '../order/order-form';
import { toHryvnias, type Kopiykas } from '../shared/money';
import { cartTotalKopiykas } from './cart-total';
import { cartAfterDiscountKopiykas, couponDiscountKopiykas } from './coupon-discount';
import { deliveryFeeKopiykas } from './delivery-fee';
import type { PricedLine } from './line-total';
import { totalToPayKopiykas } from './total-to-pay';

export interface OrderTotalsInput {
  readonly items: readonly PricedLine[];
  /** Hryvnias, as the coupon check answered it; 0 without a coupon. */
  readonly couponDiscount: number;
  readonly payMethod: PayMethod | null;
  readonly deliveryType: DeliveryType;
}

/** The totals block of the order form, in hryvnias. */
export interface OrderTotals {
  readonly order: number;
  readonly shipping: number;
  readonly discount: number;
  readonly toPay: number;
}

export interface OrderTotalsKopiykas {
  readonly order: Kopiykas;
  readonly shipping: Kopiykas;
  /** The discount actually granted: rounded for cash, and at most the order itself. */
  readonly discount: Kopiykas;
  /** What MIN_ORDER and FREE_DELIVERY_FROM are measured on. */
  readonly cartAfterDiscount: Kopiykas;
  readonly toPay: Kopiykas;
}

export const orderTotalsKopiykas = (input: OrderTotalsInput): OrderTotalsKopiykas => {
  const order = cartTotalKopiykas(input.items);
  // Capping the shown discount at the order keeps the block adding up: order + shipping − discount = toPay.
  const discount = Math.min(order, couponDiscountKopiykas(input.couponDiscount, input.payMethod));
  const cartAfterDiscount = cartAfterDiscountKopiykas(order, discount);
  const shipping = deliveryFeeKopiykas(cartAfterDiscount, input.deliveryType);
  return { order, shipping, discount, cartAfterDiscount, toPay: totalToPayKopiykas(order, shipping, discount) };
};

export const orderTotals = (input: OrderTotalsInput): OrderTotals => {
  const totals = orderTotalsKopiykas(input);
  return {
    order: toHryvnias(totals.order),
    shipping: toHryvnias(totals.shipping),
    discount: toHryvnias(totals.discount),
    toPay: toHryvnias(totals.toPay),
  };
};
