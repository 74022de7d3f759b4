import type { CartItem, Modifier } from '../cart/cart-item';
import type { CouponSelectedItem } from './coupon.types';
import { couponPattyTypeOf } from './coupon-patty.rule';

/**
 * Turns the coupon's selected items into cart lines. Every line is a gift: price 0, its modifiers
 * free as well (a line costs (price + modifiers) x count, and a gift must cost 0), count 1.
 *
 * Patty rule: only the FIRST selected item named like one of the four patties becomes a
 * modifier, attached to the first selected item that is not a patty (the gift burger; coupons
 * list the burger before its patty pick). Later patty-named items stay lines of their own, and so
 * does the first one when there is no burger to attach it to: dropping a gift would be worse than
 * showing it as a separate line. The modifier has no productGroupId because the coupon answer
 * does not carry one; the server re-prices from its own menu anyway.
 *
 * `idFactory` gives each line its id (ids come from a clock port, never from here).
 */
export const couponItemsToCartItems = (
  selectedItems: readonly CouponSelectedItem[],
  idFactory: () => string,
): CartItem[] => {
  const pattyIndex = selectedItems.findIndex((item) => couponPattyTypeOf(item.name) !== undefined);
  const hostIndex =
    pattyIndex === -1 ? -1 : selectedItems.findIndex((item) => couponPattyTypeOf(item.name) === undefined);
  const patty = hostIndex === -1 ? undefined : selectedItems[pattyIndex];

  return selectedItems.flatMap((item, index) => {
    if (patty !== undefined && index === pattyIndex) return [];
    const line = toGiftLine(item, idFactory());
    if (patty === undefined || index !== hostIndex) return [line];
    const modifiers = [...line.modifiers, toPattyModifier(patty)];
    return [{ ...line, modifiers, pattyType: couponPattyTypeOf(patty.name) }];
  });
};

const toGiftLine = (item: CouponSelectedItem, id: string): CartItem => ({
  id,
  iikoId: item.iikoId,
  name: item.name,
  translation: item.translation,
  price: 0,
  count: 1,
  weight: item.weight,
  volume: item.volume,
  modifiers: item.modifiers.map((modifier) => ({ ...modifier, price: 0 })),
  imgLink: item.imgLink,
  isCoupon: true,
});

const toPattyModifier = (patty: CouponSelectedItem): Modifier => ({
  id: patty.iikoId,
  iikoId: patty.iikoId,
  iikoName: patty.name,
  price: 0,
  translation: patty.translation,
});
