import type { SeedPaymentType } from './seed.types';

/**
 * Payment methods per city, in the display order online, card, cash. Kyiv has no card terminal
 * for couriers yet: a client that still has 'card' selected falls back to the first allowed one.
 */
export const paymentTypes: readonly SeedPaymentType[] = [
  { cityId: 1, name: 'online', isAllowed: true },
  { cityId: 1, name: 'card', isAllowed: true },
  { cityId: 1, name: 'cash', isAllowed: true },
  { cityId: 2, name: 'online', isAllowed: true },
  { cityId: 2, name: 'card', isAllowed: false },
  { cityId: 2, name: 'cash', isAllowed: true },
];
