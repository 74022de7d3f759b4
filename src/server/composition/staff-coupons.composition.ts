import type { Database } from '../adapters/database/database';
import { PgStaffCoupons } from '../adapters/database/repositories/pg-staff-coupons.repository';
import type { ClockPort } from '../application/ports/clock.port';
import { ListStaffCouponsUseCase } from '../application/staff/list-staff-coupons.use-case';
import { SaveStaffCouponUseCase } from '../application/staff/save-staff-coupon.use-case';
import { SetStaffCouponActiveUseCase } from '../application/staff/set-staff-coupon-active.use-case';
import type { StaffCouponsRoutesDeps } from '../http/routes/staff-coupons.routes';

/** The admin coupons section, on PostgreSQL. */
export const composeStaffCoupons = (database: Database, clock: ClockPort): StaffCouponsRoutesDeps => {
  const coupons = new PgStaffCoupons(database);
  return {
    listStaffCoupons: new ListStaffCouponsUseCase(coupons),
    saveStaffCoupon: new SaveStaffCouponUseCase({ coupons, clock }),
    setStaffCouponActive: new SetStaffCouponActiveUseCase({ coupons, clock }),
  };
};
