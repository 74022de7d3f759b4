import type { SeedPickupPoint } from './seed.types';

/** Self-pickup points: the Lviv kitchen. */
export const pickupPoints: readonly SeedPickupPoint[] = [
  { id: '1', cityId: 1, deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' },
];
