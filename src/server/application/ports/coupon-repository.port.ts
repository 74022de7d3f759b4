import type { Kopiykas } from '../../../domain/shared/money';

/** How a coupon discounts: a share of the cart, a fixed amount, or nothing but its gift actions. */
export type CouponKind = 'percent' | 'fixed' | 'gift';

/** One product an action can give, with the modifiers the gift comes with (usually none). */
export interface CouponGiftOption {
  readonly productId: string;
  readonly modifierIds: readonly string[];
}

/** The customer takes one of `options` for free; a single option is taken automatically. */
export interface CouponActionRecord {
  readonly options: readonly CouponGiftOption[];
}

export interface CouponRecord {
  /** Upper case: the field shows codes so and lookups compare them so. */
  readonly code: string;
  readonly kind: CouponKind;
  /** percent: 0..100; fixed: kopiykas; gift: ignored. */
  readonly value: number;
  readonly actions: readonly CouponActionRecord[];
  /** The re-priced cart (gifts excluded) must reach this before the coupon applies; 0 for none. */
  readonly minCartKopiykas: Kopiykas;
  /** null: no start or end. */
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
  /** Staff can switch a coupon off without deleting its history. */
  readonly isActive: boolean;
  /** Orders that may use it in all; null: unlimited. */
  readonly usageLimit: number | null;
  /** Orders written with it so far. */
  readonly timesUsed: number;
}

export interface CouponRepositoryPort {
  /** The coupon valid in this city with this code (compared case-insensitively), or null. */
  findByCode(code: string, cityId: number): Promise<CouponRecord | null>;
}
