import type { PattyType } from '../cart/cart-item';

/**
 * The four patty names a coupon can offer as a pick (kitchen names, Ukrainian). A coupon item with
 * one of these names is the patty of the gift burger, not a product of its own.
 * Matching ignores case and surrounding or repeated spaces, because kitchen staff type these names
 * by hand in the menu system.
 */
export const COUPON_PATTY_NAMES: Readonly<Record<string, PattyType>> = {
  'куряча котлета': 'chicken',
  'яловича котлета': 'beef',
  'котлета з лосося': 'salmon',
  'рослинна котлета': 'plantBased',
};

export const couponPattyTypeOf = (name: string): PattyType | undefined =>
  COUPON_PATTY_NAMES[name.trim().replace(/\s+/g, ' ').toLowerCase()];
