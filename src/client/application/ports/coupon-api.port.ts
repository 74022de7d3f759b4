import type { CouponApplyRequest } from '../../../domain/coupon/coupon-apply-request.builder';
import type { CouponCheckAnswer } from '../../../domain/coupon/coupon.types';
import type { Locale } from '../../../domain/shared/locale';
import type { Ok } from '../../../domain/shared/result';

/**
 * A refused or failed check. `reason` is the server's refusal code ('coupon-not-found',
 * 'coupon-min-cart-not-reached', ...) or 'unavailable' for network errors and broken answers;
 * `message` is the server's own sentence in the requested language, when it sent one.
 */
export interface CouponCheckRefusal {
  readonly ok: false;
  readonly reason: string;
  readonly message: string | null;
}

export type CouponCheckResult = Ok<CouponCheckAnswer> | CouponCheckRefusal;

/** POST /api/order/check-coupon, answered in the customer's language. */
export interface CouponApiPort {
  checkCoupon(request: CouponApplyRequest, locale: Locale): Promise<CouponCheckResult>;
}
