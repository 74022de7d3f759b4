import type { CartItem } from './cart-item';

type ProductIdentity = Pick<CartItem, 'iikoId' | 'isCoupon'> & {
  readonly modifiers: readonly { readonly iikoId: string }[];
};

/**
 * Two lines are the same product when the product and its modifiers match, in any order.
 * Modifiers compare as a multiset: a modifier chosen twice is a different burger from one chosen once.
 * A coupon gift never merges with a paid line, or adding a paid burger would make it free.
 */
export const productKey = (item: ProductIdentity): string =>
  JSON.stringify([item.iikoId, item.isCoupon === true, item.modifiers.map((m) => m.iikoId).sort()]);

export const isSameProduct = (a: ProductIdentity, b: ProductIdentity): boolean => productKey(a) === productKey(b);
