import type { SeedPickupPoint } from './seed.types';

/** Self-pickup points: the Lviv kitchen (spec §3: one known point, house 28, id '1'). */
export const pickupPoints: readonly SeedPickupPoint[] = [
  { id: '1', cityId: 1, deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' },
];
