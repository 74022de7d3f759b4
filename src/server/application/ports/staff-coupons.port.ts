import type { CheckedStaffCoupon } from '../../../domain/coupon/staff-coupon.rule';
import type { AdminIdentity } from './admin-repository.port';

/** A coupon as stored, with how many orders used it. */
export interface StaffCouponRecord extends CheckedStaffCoupon {
  readonly id: number;
  readonly timesUsed: number;
}

export type StaffCouponWriteOutcome =
  | { readonly kind: 'saved'; readonly coupon: StaffCouponRecord }
  | { readonly kind: 'code-taken' }
  /** A gift names a product the shop does not have. */
  | { readonly kind: 'unknown-product'; readonly iikoId: string }
  | { readonly kind: 'not-found' };

/**
 * The staff's coupons. Every change is logged in the admin change log (section 'coupons') by the
 * same transaction that makes it, with the coupon before and after.
 */
export interface StaffCouponsPort {
  /** Every coupon, newest first. */
  list(): Promise<readonly StaffCouponRecord[]>;
  create(coupon: CheckedStaffCoupon, by: AdminIdentity, at: Date): Promise<StaffCouponWriteOutcome>;
  /** Replaces what staff set; the use count stays. */
  update(id: number, coupon: CheckedStaffCoupon, by: AdminIdentity, at: Date): Promise<StaffCouponWriteOutcome>;
  /** Switches it off (or on again); null when there is no such coupon. */
  setActive(id: number, active: boolean, by: AdminIdentity, at: Date): Promise<StaffCouponRecord | null>;
}
