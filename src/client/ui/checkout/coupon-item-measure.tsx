import { useTranslation } from 'react-i18next';
import type { CouponItemView } from '../../view-models/checkout/coupon-item-view';

/** '150 g' or '0,5 l' under a gift's name. */
export const CouponItemMeasure = ({ item }: { item: CouponItemView }) => {
  const { t } = useTranslation('checkout-parts');
  if (item.measure === null) return null;
  return <>{t(item.measure.unit === 'volume' ? 'coupon.volume' : 'coupon.weight', { value: item.measure.value })}</>;
};
