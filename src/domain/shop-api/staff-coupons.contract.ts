/** Shapes of the staff's coupon calls (admin area: promo codes), shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';

/** How a coupon discounts: a share of the cart, a fixed amount, or nothing but its gifts. */
export const STAFF_COUPON_KINDS = ['percent', 'fixed', 'gift'] as const;
export type StaffCouponKind = (typeof STAFF_COUPON_KINDS)[number];

/** One product a gift can be; modifierIds: what it comes with (usually none). */
export interface StaffCouponGiftOptionDto {
  readonly iikoId: string;
  readonly modifierIds: readonly string[];
}

/** One gift: the customer takes one of its options for free (a single option is taken automatically). */
export interface StaffCouponGiftDto {
  readonly options: readonly StaffCouponGiftOptionDto[];
}

/**
 * What staff send to add (POST /api/admin/coupons) or change (PUT /api/admin/coupons/{id}) a
 * coupon. Money in hryvnias; times are Kyiv wall time 'YYYY-MM-DDTHH:mm' (what a datetime-local
 * field gives), validUntil excluded.
 */
export interface StaffCouponInputDto {
  /** Letters, digits, '-' and '_'; stored upper case, customers type it in any case. */
  readonly code: string;
  readonly kind: StaffCouponKind;
  /** percent: whole percent 1..100; fixed: hryvnias; gift: 0. */
  readonly value: number;
  /** The cart must reach this many hryvnias; null: any cart. */
  readonly minSum: number | null;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  /** Orders that may use it in all; null: unlimited. */
  readonly usageLimit: number | null;
  readonly active: boolean;
  /** The cities where customers can use it: at least one. */
  readonly cityIds: readonly CityId[];
  /** Gifts it gives; a gift coupon needs at least one. */
  readonly gifts: readonly StaffCouponGiftDto[];
}

/** A coupon as staff see it: what they set, and how many orders used it. */
export interface StaffCouponDto extends StaffCouponInputDto {
  readonly id: number;
  readonly timesUsed: number;
}

/** GET /api/admin/coupons → every coupon, newest first. */
export interface StaffCouponListDto {
  readonly coupons: readonly StaffCouponDto[];
}

/** PATCH /api/admin/coupons/{id} → the coupon as it is now: switches it off (or on again), history kept. */
export interface StaffCouponActiveDto {
  readonly active: boolean;
}

/**
 * The fields a coupon can be refused for; a 400 answer names one in `field` (and in its message),
 * so the form shows the refusal next to it. A code already taken is a 409 with field 'code'.
 */
export const STAFF_COUPON_FIELDS = [
  'code',
  'kind',
  'value',
  'minSum',
  'validFrom',
  'validUntil',
  'usageLimit',
  'cityIds',
  'gifts',
] as const;
export type StaffCouponField = (typeof STAFF_COUPON_FIELDS)[number];

export interface StaffCouponRefusalDto {
  readonly error: string;
  readonly message: string;
  readonly field?: StaffCouponField;
}
