import { toKopiykas, type Kopiykas } from '../shared/money';

/** The highest price staff may set, in hryvnias. */
export const STAFF_MAX_PRICE = 99_999.99;

export type StaffPriceProblem = 'not-positive' | 'too-high' | 'more-than-two-decimals' | 'not-a-number';

export type StaffPriceCheck =
  { readonly ok: true; readonly kopiykas: Kopiykas } | { readonly ok: false; readonly problem: StaffPriceProblem };

/**
 * A price staff type in for a city, in hryvnias: more than zero, at most STAFF_MAX_PRICE, and whole
 * kopiykas (two decimals at most). The browser checks it as staff type, the server again.
 */
export const checkStaffPrice = (hryvnias: number): StaffPriceCheck => {
  if (!Number.isFinite(hryvnias)) return { ok: false, problem: 'not-a-number' };
  if (hryvnias <= 0) return { ok: false, problem: 'not-positive' };
  if (hryvnias > STAFF_MAX_PRICE) return { ok: false, problem: 'too-high' };
  const kopiykas = toKopiykas(hryvnias);
  if (Math.abs(kopiykas - hryvnias * 100) > 1e-6) return { ok: false, problem: 'more-than-two-decimals' };
  return { ok: true, kopiykas };
};
