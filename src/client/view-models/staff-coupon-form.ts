import { CITY_IDS, type CityId } from '../../domain/city/city';
import type {
  StaffCouponDto,
  StaffCouponInputDto,
  StaffCouponKind,
} from '../../domain/shop-api/staff-coupons.contract';

/** The coupon form as staff type it: texts as typed, read into the API's shape on save. */
export interface StaffCouponDraft {
  /** null: a new coupon. */
  readonly id: number | null;
  readonly code: string;
  readonly kind: StaffCouponKind;
  readonly value: string;
  readonly minSum: string;
  /** 'YYYY-MM-DDTHH:mm' (datetime-local) or '' for none. */
  readonly validFrom: string;
  readonly validUntil: string;
  readonly usageLimit: string;
  readonly active: boolean;
  readonly cityIds: readonly CityId[];
  /** Per gift, the products the customer picks one from (iikoIds), with the modifiers each comes with. */
  readonly gifts: readonly (readonly { readonly iikoId: string; readonly modifierIds: readonly string[] }[])[];
}

export const emptyCouponDraft = (): StaffCouponDraft => ({
  id: null,
  code: '',
  kind: 'percent',
  value: '',
  minSum: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  active: true,
  cityIds: [CITY_IDS.lviv, CITY_IDS.kyiv],
  gifts: [],
});

const numberText = (value: number | null): string => (value === null ? '' : String(value));

export const draftOfCoupon = (coupon: StaffCouponDto): StaffCouponDraft => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.kind === 'gift' ? '' : numberText(coupon.value),
  minSum: numberText(coupon.minSum),
  validFrom: coupon.validFrom ?? '',
  validUntil: coupon.validUntil ?? '',
  usageLimit: numberText(coupon.usageLimit),
  active: coupon.active,
  cityIds: coupon.cityIds,
  gifts: coupon.gifts.map((gift) => gift.options),
});

// "50,5", "1 049", "15": Ukrainian staff type decimals with a comma and thousands with a space.
const readNumber = (text: string): number => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
};

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The draft in the API's shape; an unreadable number stays NaN, which the domain's rule refuses. */
export const couponInputOf = (draft: StaffCouponDraft): StaffCouponInputDto => ({
  code: draft.code,
  kind: draft.kind,
  value: draft.kind === 'gift' ? 0 : readNumber(draft.value),
  minSum: draft.minSum.trim() === '' ? null : readNumber(draft.minSum),
  validFrom: orNull(draft.validFrom),
  validUntil: orNull(draft.validUntil),
  usageLimit: draft.usageLimit.trim() === '' ? null : readNumber(draft.usageLimit),
  active: draft.active,
  cityIds: draft.cityIds,
  gifts: draft.gifts.filter((options) => options.length > 0 || draft.kind === 'gift').map((options) => ({ options })),
});
