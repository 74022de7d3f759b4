import type { CartItem } from '../../../../domain/cart/cart-item';
import type { DeliveryType, PayMethod } from '../../../../domain/order/order-form';
import { checkOrderAmount, checkOrderLineCount, type OrderSizeRefusal } from '../../../../domain/order/order-size.rule';
import { orderTotalsKopiykas, type OrderTotalsKopiykas } from '../../../../domain/pricing/order-totals';
import { cartTotalKopiykas } from '../../../../domain/pricing/cart-total';
import { toHryvnias } from '../../../../domain/shared/money';
import { ok } from '../../../../domain/shared/result';
import type { CouponRecord } from '../../ports/coupon-repository.port';
import type { CatalogIndex } from './catalog-index';
import { repriceCartLines, type ClientCartLine, type RepriceRefusal } from './cart-repricing';
import { deriveGiftLines } from './coupon-gifts.rule';
import { evaluateCoupon, type CouponRefusal, type EvaluatedCoupon } from './coupon-evaluation.rule';
import { refuse, type UseCaseResult } from './use-case-result';

export interface OrderPricingInput {
  readonly paidLines: readonly ClientCartLine[];
  /** The browser's gift lines: read only for the customer's picks. */
  readonly giftLines: readonly ClientCartLine[];
  /** false: no coupon was entered, and `coupon` is ignored. */
  readonly couponRequested: boolean;
  readonly coupon: CouponRecord | null;
  readonly catalog: CatalogIndex;
  readonly payMethod: PayMethod | null;
  readonly deliveryType: DeliveryType;
  readonly nowMs: number;
}

export interface PricedOrder {
  /** Paid lines in the browser's order, then the coupon's gifts. */
  readonly lines: readonly CartItem[];
  readonly coupon: EvaluatedCoupon | null;
  /** The domain's totals: one rule for the browser's display and the server's charge. */
  readonly totals: OrderTotalsKopiykas;
}

export type OrderPricingRefusal = RepriceRefusal | CouponRefusal | OrderSizeRefusal | 'coupon-choice-required';

/** Every amount of an order, from the catalogue and the coupon repository only. */
export const priceOrder = (input: OrderPricingInput): UseCaseResult<PricedOrder, OrderPricingRefusal> => {
  const lineCount = checkOrderLineCount(input.paidLines.length + input.giftLines.length);
  if (!lineCount.ok) return refuse(lineCount.reason);
  const paid = repriceCartLines(input.paidLines, input.catalog);
  if (!paid.ok) return paid;
  const amount = checkOrderAmount(cartTotalKopiykas(paid.value));
  if (!amount.ok) return refuse(amount.reason);
  let coupon: EvaluatedCoupon | null = null;
  let gifts: CartItem[] = [];
  if (input.couponRequested) {
    const evaluated = evaluateCoupon({
      coupon: input.coupon,
      catalog: input.catalog,
      cartKopiykas: cartTotalKopiykas(paid.value),
      nowMs: input.nowMs,
    });
    if (!evaluated.ok) return evaluated;
    const derived = deriveGiftLines(evaluated.value.actions, input.giftLines, input.catalog);
    if (!derived.ok) return derived;
    coupon = evaluated.value;
    gifts = derived.value;
  }
  const lines = [...paid.value, ...gifts];
  const totals = orderTotalsKopiykas({
    items: lines,
    couponDiscount: coupon === null ? 0 : toHryvnias(coupon.discountKopiykas),
    payMethod: input.payMethod,
    deliveryType: input.deliveryType,
  });
  return ok({ lines, coupon, totals });
};
