import type { CouponChoiceGroup } from '../../../domain/coupon/coupon.selectors';
import type { CouponActionItem, CouponSelectedItem } from '../../../domain/coupon/coupon.types';
import type { Locale } from '../../../domain/shared/locale';
import type { Measure } from '../product-view';

/** Coupon photos are upload names, served by the API (decisions: images under /api/uploads). */
export const COUPON_PHOTO_BASE = '/api/uploads/';

/** A gift item as the coupon field draws it: name in the customer's language, photo URL, measure. */
export interface CouponItemView {
  readonly iikoId: string;
  readonly name: string;
  readonly photoUrl: string | null;
  readonly measure: Measure;
}

export interface CouponChoiceGroupView {
  readonly actionIndex: number;
  readonly items: readonly CouponItemView[];
  readonly chosen: string | null;
}

interface ItemLike {
  readonly iikoId: string;
  readonly translation: Partial<Record<Locale, string>>;
  readonly weight?: number;
  readonly volume?: number;
}

const measureOf = (item: ItemLike, locale: Locale): Measure => {
  const number = new Intl.NumberFormat(locale === 'en' ? 'en' : 'uk', { maximumFractionDigits: 2 });
  if (item.volume !== undefined && item.volume !== null) return { unit: 'volume', value: number.format(item.volume) };
  if (item.weight !== undefined && item.weight !== null) return { unit: 'weight', value: number.format(item.weight) };
  return null;
};

const photoUrl = (photo: string | undefined): string | null =>
  photo === undefined || photo === '' ? null : `${COUPON_PHOTO_BASE}${encodeURIComponent(photo)}`;

const offeredView = (item: CouponActionItem, locale: Locale): CouponItemView => ({
  iikoId: item.iikoId,
  name: item.translation[locale] || item.iikoName,
  photoUrl: photoUrl(item.photo),
  measure: measureOf(item, locale),
});

export const couponChoiceViews = (
  groups: readonly CouponChoiceGroup[],
  locale: Locale,
): readonly CouponChoiceGroupView[] =>
  groups.map((group) => ({
    actionIndex: group.actionIndex,
    chosen: group.chosen,
    items: group.items.map((item) => offeredView(item, locale)),
  }));

export const couponSelectedViews = (items: readonly CouponSelectedItem[], locale: Locale): readonly CouponItemView[] =>
  items.map((item) => ({
    iikoId: item.iikoId,
    name: item.translation[locale] || item.name,
    photoUrl: photoUrl(item.imgLink),
    measure: measureOf(item, locale),
  }));
