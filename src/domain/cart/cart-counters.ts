import type { CartItem } from './cart-item';

type RollsLine = Pick<CartItem, 'count' | 'sushi' | 'amountOfRolls'>;

/**
 * Rolls in the cart, the base of the sticks limit. A line that states amountOfRolls (a set of 4
 * rolls, or a roll itself with 1) counts amountOfRolls × count; a sushi line without it counts one
 * roll per piece, so a product whose data forgot the field still earns sticks; anything else counts 0.
 * Coupon gifts count too: a free roll is still eaten with sticks.
 */
export const rollsInLine = (line: RollsLine): number => line.count * (line.amountOfRolls ?? (line.sushi ? 1 : 0));

export const amountOfRolls = (cart: readonly RollsLine[]): number =>
  cart.reduce((sum, line) => sum + rollsInLine(line), 0);

export const hasAlcohol = (cart: readonly Pick<CartItem, 'isAlcohol'>[]): boolean =>
  cart.some((l) => l.isAlcohol === true);

export const hasSushi = (cart: readonly Pick<CartItem, 'sushi'>[]): boolean => cart.some((l) => l.sushi === true);
