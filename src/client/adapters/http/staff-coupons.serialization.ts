import { isCityId } from '../../../domain/city/city';
import {
  STAFF_COUPON_FIELDS,
  STAFF_COUPON_KINDS,
  type StaffCouponDto,
  type StaffCouponField,
  type StaffCouponGiftDto,
} from '../../../domain/shop-api/staff-coupons.contract';
import {
  CALLBACK_STATUSES,
  type StaffCallbackDto,
  type StaffCallbackPageDto,
} from '../../../domain/shop-api/staff-callbacks.contract';

/*
 * Shape checks at the edge for the coupons and callbacks screens. A list is read entry by entry: a
 * malformed entry is left out (and counted for the log) instead of blanking the whole screen.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isLocalTime = (value: unknown): value is string =>
  isString(value) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);
const isInstant = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));

const readGifts = (value: unknown): StaffCouponGiftDto[] | null => {
  if (!Array.isArray(value)) return null;
  const gifts: StaffCouponGiftDto[] = [];
  for (const gift of value as unknown[]) {
    if (!isObject(gift) || !Array.isArray(gift.options)) return null;
    const options = [];
    for (const option of gift.options as unknown[]) {
      if (
        !isObject(option) ||
        !isString(option.iikoId) ||
        !Array.isArray(option.modifierIds) ||
        !option.modifierIds.every(isString)
      )
        return null;
      options.push({ iikoId: option.iikoId, modifierIds: [...(option.modifierIds as string[])] });
    }
    gifts.push({ options });
  }
  return gifts;
};

/** One coupon; null when it is not one. Only the contract's fields are kept. */
export const readStaffCoupon = (value: unknown): StaffCouponDto | null => {
  if (!isObject(value)) return null;
  const gifts = readGifts(value.gifts);
  if (
    !isCount(value.id) ||
    !isString(value.code) ||
    !(STAFF_COUPON_KINDS as readonly unknown[]).includes(value.kind) ||
    !isAmount(value.value) ||
    !(value.minSum === null || isAmount(value.minSum)) ||
    !(value.validFrom === null || isLocalTime(value.validFrom)) ||
    !(value.validUntil === null || isLocalTime(value.validUntil)) ||
    !(value.usageLimit === null || isCount(value.usageLimit)) ||
    !isCount(value.timesUsed) ||
    typeof value.active !== 'boolean' ||
    !Array.isArray(value.cityIds) ||
    !value.cityIds.every(isCityId) ||
    gifts === null
  ) {
    return null;
  }
  return {
    id: value.id,
    code: value.code,
    kind: value.kind as StaffCouponDto['kind'],
    value: value.value,
    minSum: value.minSum as number | null,
    validFrom: value.validFrom as string | null,
    validUntil: value.validUntil as string | null,
    usageLimit: value.usageLimit as number | null,
    timesUsed: value.timesUsed,
    active: value.active,
    cityIds: [...(value.cityIds as StaffCouponDto['cityIds'])],
    gifts,
  };
};

export interface ListReading<T> {
  readonly entries: readonly T[];
  readonly dropped: number;
}

/** GET /admin/coupons: {coupons: [...]}; null when the answer is not such a list at all. */
export const readStaffCouponList = (body: unknown): ListReading<StaffCouponDto> | null => {
  if (!isObject(body) || !Array.isArray(body.coupons)) return null;
  const entries = (body.coupons as unknown[])
    .map(readStaffCoupon)
    .filter((coupon): coupon is StaffCouponDto => coupon !== null);
  return { entries, dropped: body.coupons.length - entries.length };
};

/** The field a 400 or 409 names; undefined when it names none the form has. */
export const readRefusedField = (body: unknown): StaffCouponField | undefined =>
  isObject(body) && (STAFF_COUPON_FIELDS as readonly unknown[]).includes(body.field)
    ? (body.field as StaffCouponField)
    : undefined;

export const readStaffCallback = (value: unknown): StaffCallbackDto | null => {
  if (
    !isObject(value) ||
    !isCount(value.id) ||
    !(value.cityId === null || isCityId(value.cityId)) ||
    !isString(value.name) ||
    !isString(value.phone) ||
    !isString(value.comment) ||
    !isInstant(value.createdAt) ||
    !(CALLBACK_STATUSES as readonly unknown[]).includes(value.status) ||
    !(value.statusChangedAt === null || isInstant(value.statusChangedAt)) ||
    !(value.statusChangedBy === null || isString(value.statusChangedBy))
  ) {
    return null;
  }
  return {
    id: value.id,
    cityId: value.cityId as StaffCallbackDto['cityId'],
    name: value.name,
    phone: value.phone,
    comment: value.comment,
    createdAt: value.createdAt as string,
    status: value.status as StaffCallbackDto['status'],
    statusChangedAt: value.statusChangedAt as string | null,
    statusChangedBy: value.statusChangedBy as string | null,
  };
};

/** GET /admin/callbacks: {callbacks: [...], nextBefore}; null when it is not such a page. */
export const readStaffCallbackPage = (
  body: unknown,
): (ListReading<StaffCallbackDto> & { readonly page: StaffCallbackPageDto }) | null => {
  if (!isObject(body) || !Array.isArray(body.callbacks) || !(body.nextBefore === null || isCount(body.nextBefore)))
    return null;
  const entries = (body.callbacks as unknown[])
    .map(readStaffCallback)
    .filter((callback): callback is StaffCallbackDto => callback !== null);
  return {
    entries,
    dropped: body.callbacks.length - entries.length,
    page: { callbacks: entries, nextBefore: body.nextBefore as number | null },
  };
};
