import { CITY_IDS, isCityId, type CityId } from '../city/city';
import { parseKyivLocalDateTime } from '../shared/kyiv-local-date-time';
import { toKopiykas, type Kopiykas } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import {
  STAFF_COUPON_KINDS,
  type StaffCouponField,
  type StaffCouponGiftDto,
  type StaffCouponInputDto,
  type StaffCouponKind,
} from '../shop-api/staff-coupons.contract';

export const COUPON_CODE_MAX = 40;
/** The largest fixed discount or minimum sum staff can set, in hryvnias (as for prices). */
export const COUPON_MAX_SUM = 99_999.99;
export const COUPON_MAX_USES = 1_000_000;
export const COUPON_MAX_GIFTS = 10;
export const COUPON_MAX_GIFT_OPTIONS = 50;

/** Latin and Ukrainian/Russian letters, digits, '-' and '_': upper-cased the same way everywhere. */
const CODE_PATTERN = /^[A-Z0-9А-ЯЁІЇЄҐ_-]+$/u;

export type StaffCouponProblem =
  | 'required'
  | 'too-long'
  | 'bad-characters'
  | 'unknown-kind'
  | 'not-a-whole-percent'
  | 'not-a-sum'
  | 'not-zero-for-gift'
  | 'not-a-time'
  | 'not-after-start'
  | 'not-a-whole-number'
  | 'no-city'
  | 'unknown-city'
  | 'gift-required'
  | 'empty-gift'
  | 'repeated-product'
  | 'too-many';

export interface StaffCouponFieldProblem {
  readonly field: StaffCouponField;
  readonly problem: StaffCouponProblem;
}

/** A coupon as it is stored: the code upper case, money in kopiykas, times as instants. */
export interface CheckedStaffCoupon {
  readonly code: string;
  readonly kind: StaffCouponKind;
  /** percent: 1..100; fixed: kopiykas; gift: 0. */
  readonly value: number;
  readonly minCartKopiykas: Kopiykas | null;
  readonly validFromMs: number | null;
  readonly validUntilMs: number | null;
  readonly usageLimit: number | null;
  readonly active: boolean;
  readonly cityIds: readonly CityId[];
  readonly gifts: readonly {
    readonly options: readonly { readonly iikoId: string; readonly modifierIds: readonly string[] }[];
  }[];
}

const isSum = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= COUPON_MAX_SUM &&
  Number.isInteger(toKopiykas(value)) &&
  Math.abs(toKopiykas(value) - value * 100) < 1e-6;

/**
 * Checks what staff typed for a coupon, the same way in the browser (errors next to the fields as
 * they type) and on the server (the authority). Answers every field's first problem, in form order.
 */
export const checkStaffCoupon = (
  input: StaffCouponInputDto,
): Result<CheckedStaffCoupon, 'invalid'> & { readonly problems: readonly StaffCouponFieldProblem[] } => {
  const problems: StaffCouponFieldProblem[] = [];
  const problem = (field: StaffCouponField, what: StaffCouponProblem): void => {
    problems.push({ field, problem: what });
  };

  const code = typeof input.code === 'string' ? input.code.trim().toUpperCase() : '';
  if (code === '') problem('code', 'required');
  else if ([...code].length > COUPON_CODE_MAX) problem('code', 'too-long');
  else if (!CODE_PATTERN.test(code)) problem('code', 'bad-characters');

  const kind = (STAFF_COUPON_KINDS as readonly string[]).includes(input.kind) ? input.kind : null;
  if (kind === null) problem('kind', 'unknown-kind');
  let value = 0;
  if (kind === 'percent') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100) problem('value', 'not-a-whole-percent');
    else value = input.value;
  } else if (kind === 'fixed') {
    if (!isSum(input.value)) problem('value', 'not-a-sum');
    else value = toKopiykas(input.value);
  } else if (kind === 'gift' && input.value !== 0) problem('value', 'not-zero-for-gift');

  let minCartKopiykas: Kopiykas | null = null;
  if (input.minSum !== null && input.minSum !== 0) {
    if (!isSum(input.minSum)) problem('minSum', 'not-a-sum');
    else minCartKopiykas = toKopiykas(input.minSum);
  }

  const validFromMs = input.validFrom === null ? null : parseKyivLocalDateTime(input.validFrom);
  if (input.validFrom !== null && validFromMs === null) problem('validFrom', 'not-a-time');
  const validUntilMs = input.validUntil === null ? null : parseKyivLocalDateTime(input.validUntil);
  if (input.validUntil !== null && validUntilMs === null) problem('validUntil', 'not-a-time');
  else if (validUntilMs !== null && validFromMs !== null && validUntilMs <= validFromMs)
    problem('validUntil', 'not-after-start');

  if (
    input.usageLimit !== null &&
    (!Number.isInteger(input.usageLimit) || input.usageLimit < 1 || input.usageLimit > COUPON_MAX_USES)
  ) {
    problem('usageLimit', 'not-a-whole-number');
  }

  const cityIds: readonly number[] = Array.isArray(input.cityIds) ? input.cityIds : [];
  if (cityIds.length === 0) problem('cityIds', 'no-city');
  else if (!cityIds.every((id) => isCityId(id))) problem('cityIds', 'unknown-city');

  const gifts: readonly StaffCouponGiftDto[] = Array.isArray(input.gifts) ? input.gifts : [];
  if (kind === 'gift' && gifts.length === 0) problem('gifts', 'gift-required');
  else if (gifts.length > COUPON_MAX_GIFTS) problem('gifts', 'too-many');
  else if (gifts.some((gift) => gift.options.length === 0)) problem('gifts', 'empty-gift');
  else if (gifts.some((gift) => gift.options.length > COUPON_MAX_GIFT_OPTIONS)) problem('gifts', 'too-many');
  else if (gifts.some((gift) => new Set(gift.options.map((option) => option.iikoId)).size !== gift.options.length))
    problem('gifts', 'repeated-product');

  const firstPerField = problems.filter(
    (entry, index) => problems.findIndex((other) => other.field === entry.field) === index,
  );
  if (firstPerField.length > 0 || kind === null) return { ...err('invalid'), problems: firstPerField };
  return {
    ...ok({
      code,
      kind,
      value,
      minCartKopiykas,
      validFromMs,
      validUntilMs,
      usageLimit: input.usageLimit,
      active: input.active,
      // In the shop's order, each once.
      cityIds: Object.values(CITY_IDS).filter((id) => cityIds.includes(id)),
      gifts: gifts.map((gift) => ({
        options: gift.options.map((option) => ({ iikoId: option.iikoId, modifierIds: [...option.modifierIds] })),
      })),
    }),
    problems: [],
  };
};
