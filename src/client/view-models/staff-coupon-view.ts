import { formatTimeOfDay, kyivWallTime } from '../../domain/shared/kyiv-time';
import { formatHryvnias } from '../../domain/shared/money';
import type { CallbackStatus, StaffCallbackDto } from '../../domain/shop-api/staff-callbacks.contract';
import type { StaffCouponDto } from '../../domain/shop-api/staff-coupons.contract';

/** '2025-06-01T09:30' (Kyiv wall time) → '01.06.2025 09:30'. */
export const kyivLocalText = (localDateTime: string): string => {
  const [date = '', time = ''] = localDateTime.split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
};

/** An instant as staff read it: Kyiv date and time, '11.06.2025 12:00'. */
export const kyivInstantText = (iso: string): string => {
  const wall = kyivWallTime(Date.parse(iso));
  return `${wall.dateString} ${formatTimeOfDay(wall.minutesOfDay)}`;
};

/** A coupon row's texts that need no translation; the screen words the rest by key. */
export interface StaffCouponRowView {
  readonly id: number;
  readonly code: string;
  readonly kindKey: string;
  /** '15 %', '50 ₴', or null for a gift only. */
  readonly valueText: string | null;
  readonly minSumText: string | null;
  readonly validFromText: string | null;
  readonly validUntilText: string | null;
  /** '1 / 1', '140 / ∞'. */
  readonly usesText: string;
  readonly usedUp: boolean;
  readonly active: boolean;
  readonly giftCount: number;
  readonly cityIds: StaffCouponDto['cityIds'];
}

export const staffCouponRowView = (coupon: StaffCouponDto): StaffCouponRowView => ({
  id: coupon.id,
  code: coupon.code,
  kindKey: `coupons.kind.${coupon.kind}`,
  valueText:
    coupon.kind === 'percent' ? `${coupon.value} %` : coupon.kind === 'fixed' ? formatHryvnias(coupon.value) : null,
  minSumText: coupon.minSum === null ? null : formatHryvnias(coupon.minSum),
  validFromText: coupon.validFrom === null ? null : kyivLocalText(coupon.validFrom),
  validUntilText: coupon.validUntil === null ? null : kyivLocalText(coupon.validUntil),
  usesText: `${coupon.timesUsed} / ${coupon.usageLimit ?? '∞'}`,
  usedUp: coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit,
  active: coupon.active,
  giftCount: coupon.gifts.length,
  cityIds: coupon.cityIds,
});

export interface StaffCallbackRowView {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  /** tel:+380671234567 */
  readonly telHref: string;
  readonly comment: string;
  readonly createdText: string;
  readonly status: CallbackStatus;
  readonly changedText: string | null;
  readonly changedBy: string | null;
  readonly withoutCity: boolean;
}

export const staffCallbackRowView = (callback: StaffCallbackDto): StaffCallbackRowView => ({
  id: callback.id,
  name: callback.name,
  phone: callback.phone,
  telHref: `tel:+${callback.phone.replace(/\D/g, '')}`,
  comment: callback.comment,
  createdText: kyivInstantText(callback.createdAt),
  status: callback.status,
  changedText: callback.statusChangedAt === null ? null : kyivInstantText(callback.statusChangedAt),
  changedBy: callback.statusChangedBy,
  withoutCity: callback.cityId === null,
});
