import { formatKyivLocalDateTime } from '../../../domain/shared/kyiv-local-date-time';
import { toHryvnias } from '../../../domain/shared/money';
import type { StaffCouponDto } from '../../../domain/shop-api/staff-coupons.contract';
import type { StaffCouponRecord } from '../ports/staff-coupons.port';

/** A stored coupon as the API shows it: hryvnias and Kyiv wall times. */
export const staffCouponDtoOf = (coupon: StaffCouponRecord): StaffCouponDto => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.kind === 'fixed' ? toHryvnias(coupon.value) : coupon.value,
  minSum: coupon.minCartKopiykas === null ? null : toHryvnias(coupon.minCartKopiykas),
  validFrom: coupon.validFromMs === null ? null : formatKyivLocalDateTime(coupon.validFromMs),
  validUntil: coupon.validUntilMs === null ? null : formatKyivLocalDateTime(coupon.validUntilMs),
  usageLimit: coupon.usageLimit,
  timesUsed: coupon.timesUsed,
  active: coupon.active,
  cityIds: coupon.cityIds,
  gifts: coupon.gifts,
});
