import type { SeedCoupon } from './seed.types';

/** Demo promo codes, valid in both cities. */
export const coupons: readonly SeedCoupon[] = [
  { code: 'BURGER10', kind: 'percent', value: 10, actions: [], cities: [1, 2] },
  { code: 'MINUS50', kind: 'fixed', value: 50, actions: [], cities: [1, 2], minCart: 400 },
  {
    code: 'GIFT',
    kind: 'gift',
    value: 0,
    // The customer picks one of these for free.
    actions: [{ items: ['side-fries', 'side-nuggets', 'drink-cola'] }],
    cities: [1, 2],
  },
];
