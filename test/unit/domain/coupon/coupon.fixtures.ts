import type { CouponAction, CouponActionItem, CouponCheckAnswer } from '../../../../src/domain/coupon/coupon.types';

export const giftItem = (iikoId: string, iikoName = `item ${iikoId}`): CouponActionItem => ({
  iikoId,
  iikoName,
  translation: { uk: iikoName, en: iikoName },
  price: 100,
  weight: 200,
  photo: `${iikoId}.webp`,
});

export const action = (...items: CouponActionItem[]): CouponAction => ({ items });

export const answer = (discount: number, ...actions: CouponAction[]): CouponCheckAnswer => ({ discount, actions });

/** 10 off, nothing to pick. */
export const discountOnly = answer(10.4);
/** A gift burger that needs a patty pick out of two. */
export const burgerWithPattyPick = answer(
  0,
  action(giftItem('burger', 'Чізбургер')),
  action(giftItem('chicken', 'Куряча котлета'), giftItem('beef', 'Яловича котлета')),
);
/** The shape the server gives for an unknown code. */
export const notFound = answer(0);
