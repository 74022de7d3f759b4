import { checkStaffCoupon, type StaffCouponFieldProblem } from '../../../domain/coupon/staff-coupon.rule';
import { ok } from '../../../domain/shared/result';
import type { StaffCouponDto, StaffCouponInputDto } from '../../../domain/shop-api/staff-coupons.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffCouponsPort } from '../ports/staff-coupons.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffCouponDtoOf } from './staff-coupon.mapper';

export type SaveStaffCouponRefusal = 'invalid-coupon' | 'coupon-code-taken' | 'unknown-product' | 'coupon-not-found';

export interface SaveStaffCouponInput {
  /** null: a new coupon. */
  readonly id: number | null;
  readonly coupon: StaffCouponInputDto;
  readonly by: AdminIdentity;
}

/**
 * POST /api/admin/coupons and PUT /api/admin/coupons/{id}: staff add a coupon or change one. The
 * domain's rule checks every field (the browser runs the same rule); the repository settles a code
 * already taken and gift products the shop does not have. Customers meet the change at once: the
 * coupon check reads the table on every request.
 */
export class SaveStaffCouponUseCase {
  constructor(private readonly deps: { readonly coupons: StaffCouponsPort; readonly clock: ClockPort }) {}

  async execute(input: SaveStaffCouponInput): Promise<UseCaseResult<StaffCouponDto, SaveStaffCouponRefusal>> {
    const checked = checkStaffCoupon(input.coupon);
    if (!checked.ok) {
      const first = checked.problems[0] as StaffCouponFieldProblem;
      return refuse('invalid-coupon', { field: first.field, problem: first.problem });
    }
    const now = this.deps.clock.now();
    const outcome =
      input.id === null
        ? await this.deps.coupons.create(checked.value, input.by, now)
        : await this.deps.coupons.update(input.id, checked.value, input.by, now);
    switch (outcome.kind) {
      case 'saved':
        return ok(staffCouponDtoOf(outcome.coupon));
      case 'code-taken':
        return refuse('coupon-code-taken', { field: 'code', code: checked.value.code });
      case 'unknown-product':
        return refuse('unknown-product', { field: 'gifts', iikoId: outcome.iikoId });
      case 'not-found':
        return refuse('coupon-not-found');
    }
  }
}
