import type { CouponRecord, CouponRepositoryPort } from '../../../src/server/application/ports/coupon-repository.port';

interface StoredCoupon {
  readonly coupon: CouponRecord;
  readonly cityIds: ReadonlySet<number>;
}

const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** Coupons held in process memory, each valid in the cities it lists. Codes compare case-insensitively. */
export class InMemoryCouponRepository implements CouponRepositoryPort {
  private readonly coupons = new Map<string, StoredCoupon>();

  constructor(coupons: readonly { readonly coupon: CouponRecord; readonly cityIds: readonly number[] }[] = []) {
    for (const entry of coupons) this.put(entry.coupon, entry.cityIds);
  }

  async findByCode(code: string, cityId: number): Promise<CouponRecord | null> {
    const stored = this.coupons.get(normalizeCode(code));
    return stored && stored.cityIds.has(cityId) ? structuredClone(stored.coupon) : null;
  }

  /**
   * Takes one use of the coupon, as the order insert does in PostgreSQL: false, and nothing taken,
   * when its usage limit is reached. A code this repository does not hold has nothing to count.
   */
  claimUse(code: string): boolean {
    const stored = this.coupons.get(normalizeCode(code));
    if (stored === undefined) return true;
    const { usageLimit, timesUsed } = stored.coupon;
    if (usageLimit !== null && timesUsed >= usageLimit) return false;
    this.coupons.set(normalizeCode(code), { ...stored, coupon: { ...stored.coupon, timesUsed: timesUsed + 1 } });
    return true;
  }

  /** Adds or replaces a coupon; its code is stored upper case. */
  put(coupon: CouponRecord, cityIds: readonly number[]): void {
    const code = normalizeCode(coupon.code);
    this.coupons.set(code, { coupon: structuredClone({ ...coupon, code }), cityIds: new Set(cityIds) });
  }
}
