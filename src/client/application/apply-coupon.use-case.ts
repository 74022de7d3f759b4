import type { Cart } from '../../domain/cart/cart.types';
import type { CityId } from '../../domain/city/city';
import { buildCouponApplyRequest } from '../../domain/coupon/coupon-apply-request.builder';
import type { CouponEffect, CouponEvent } from '../../domain/coupon/coupon-machine.types';
import type { Locale } from '../../domain/shared/locale';
import type { CouponApiPort } from './ports/coupon-api.port';
import type { LoggerPort } from './ports/logger.port';

/** Who orders: the check names the customer (a blank name becomes the domain's "unknown"). */
export interface CouponCustomer {
  readonly name: string;
  readonly phone: string;
}

export interface CouponCheckInput {
  /** The reducer's request for a check; its `seq` goes back with the answer. */
  readonly check: Extract<CouponEffect, { readonly type: 'check' }>;
  /** The live cart; the coupon's own gift lines are left out, they are its answer, not goods. */
  readonly cartItems: Cart;
  readonly customer: CouponCustomer;
  readonly cityId: CityId;
  readonly lang: Locale;
}

export interface CouponCheckOutcome {
  /** What the coupon reducer hears next: `answered` or `failed`, carrying the check's seq. */
  readonly event: Extract<CouponEvent, { readonly type: 'answered' | 'failed' }>;
  /**
   * The server's own sentence for a refusal, to show under the field; null when the field's own
   * hint says it (an unknown code, or a check that could not be made).
   */
  readonly refusalMessage: string | null;
}

/**
 * Applying a coupon (architecture/client-use-cases.md): runs the coupon reducer's `check` effect
 * through the coupon API and turns the answer into the reducer's next event. The reducer itself
 * (src/domain/coupon) decides what an answer does to the discount and the gifts.
 */
export const createApplyCoupon =
  (deps: { readonly api: CouponApiPort; readonly logger: LoggerPort }) =>
  async (input: CouponCheckInput): Promise<CouponCheckOutcome> => {
    const request = buildCouponApplyRequest({
      coupon: input.check.coupon,
      items: input.cartItems.filter((line) => line.isCoupon !== true),
      phone: input.customer.phone,
      customerName: input.customer.name,
      cityId: input.cityId,
      payMethod: input.check.payMethod,
    });
    const result = await deps.api.checkCoupon(request, input.lang);
    const seq = input.check.seq;
    if (result.ok) return { event: { type: 'answered', seq, answer: result.value }, refusalMessage: null };
    if (result.reason === 'unavailable') deps.logger.warn('POST /order/check-coupon failed');
    const hinted = result.reason === 'coupon-not-found' || result.reason === 'unavailable';
    return { event: { type: 'failed', seq }, refusalMessage: hinted ? null : result.message };
  };

export type ApplyCoupon = ReturnType<typeof createApplyCoupon>;
