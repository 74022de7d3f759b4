import { ok } from '../../../domain/shared/result';
import type { StaffCouponDto } from '../../../domain/shop-api/staff-coupons.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffCouponsPort } from '../ports/staff-coupons.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffCouponDtoOf } from './staff-coupon.mapper';

/**
 * PATCH /api/admin/coupons/{id} {active}: a coupon is switched off rather than deleted, so the
 * orders that used it keep their code and the count of uses stays.
 */
export class SetStaffCouponActiveUseCase {
  constructor(private readonly deps: { readonly coupons: StaffCouponsPort; readonly clock: ClockPort }) {}

  async execute(input: {
    readonly id: number;
    readonly active: boolean;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffCouponDto, 'coupon-not-found'>> {
    const coupon = await this.deps.coupons.setActive(input.id, input.active, input.by, this.deps.clock.now());
    return coupon === null ? refuse('coupon-not-found') : ok(staffCouponDtoOf(coupon));
  }
}
