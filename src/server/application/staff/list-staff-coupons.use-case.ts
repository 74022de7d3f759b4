import { ok, type Ok } from '../../../domain/shared/result';
import type { StaffCouponListDto } from '../../../domain/shop-api/staff-coupons.contract';
import type { StaffCouponsPort } from '../ports/staff-coupons.port';
import { staffCouponDtoOf } from './staff-coupon.mapper';

/** GET /api/admin/coupons: every coupon with its use count, newest first. */
export class ListStaffCouponsUseCase {
  constructor(private readonly coupons: StaffCouponsPort) {}

  async execute(): Promise<Ok<StaffCouponListDto>> {
    return ok({ coupons: (await this.coupons.list()).map(staffCouponDtoOf) });
  }
}
