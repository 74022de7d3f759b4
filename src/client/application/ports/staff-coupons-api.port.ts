import type { Ok } from '../../../domain/shared/result';
import type {
  StaffCouponDto,
  StaffCouponField,
  StaffCouponInputDto,
} from '../../../domain/shop-api/staff-coupons.contract';

/**
 * Why a coupon call gave nothing. 'unauthorized': staff must sign in again. 'invalid': the server
 * refused what was typed (400), naming the field. 'code-taken': another coupon has the code (409).
 * 'not-found': no such coupon (any more). 'unavailable': no usable answer.
 */
export type StaffCouponsFailureReason = 'unauthorized' | 'invalid' | 'code-taken' | 'not-found' | 'unavailable';

export interface StaffCouponsFailure {
  readonly ok: false;
  readonly reason: StaffCouponsFailureReason;
  /** The field the server named, so the form shows the refusal next to it. */
  readonly field?: StaffCouponField;
  /** The server's sentence, when it sent one. */
  readonly message?: string;
}

export type StaffCouponsResult<T> = Ok<T> | StaffCouponsFailure;

/** The staff's coupon calls of the admin area (staff-coupons.contract.ts). Failures are values, never thrown. */
export interface StaffCouponsApiPort {
  /** GET /admin/coupons → every coupon with its use count, newest first. */
  listCoupons(): Promise<StaffCouponsResult<readonly StaffCouponDto[]>>;
  /** POST /admin/coupons → the coupon as stored. */
  createCoupon(input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>>;
  /** PUT /admin/coupons/{id} → the coupon as stored. */
  updateCoupon(id: number, input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>>;
  /** PATCH /admin/coupons/{id} {active} → the coupon as it is now. */
  setActive(id: number, active: boolean): Promise<StaffCouponsResult<StaffCouponDto>>;
}
