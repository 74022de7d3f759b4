import type { CartItem } from '../cart/cart-item';
import type { PayMethod } from '../order/order-form';
import { DEFAULT_COUPON_PAY_METHOD, UNKNOWN_CUSTOMER_NAME } from './coupon.constants';

/** The body of POST /order/check-coupon. */
export interface CouponApplyRequest {
  readonly coupon: string;
  readonly items: readonly CartItem[];
  readonly phone: string;
  readonly customerName: string;
  readonly cityId: number;
  readonly payMethod: PayMethod;
}

export interface CouponApplyRequestInput {
  readonly coupon: string;
  readonly items: readonly CartItem[];
  readonly phone: string;
  readonly customerName: string;
  readonly cityId: number;
  readonly payMethod?: PayMethod | null;
}

/**
 * Customers often apply a coupon before typing their name; the operator still sees a name, so a
 * blank one becomes "Невідомий". The payment defaults to online, as the coupon state does.
 */
export const buildCouponApplyRequest = (input: CouponApplyRequestInput): CouponApplyRequest => ({
  coupon: input.coupon.trim().toUpperCase(),
  items: input.items,
  phone: input.phone,
  customerName: input.customerName.trim() === '' ? UNKNOWN_CUSTOMER_NAME : input.customerName.trim(),
  cityId: input.cityId,
  payMethod: input.payMethod ?? DEFAULT_COUPON_PAY_METHOD,
});
