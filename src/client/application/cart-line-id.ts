import type { Cart } from '../../domain/cart/cart.types';

/**
 * A new line's id from the clock. Two adds within one
 * millisecond would share an id, and line operations address lines by id, so a suffix keeps it unique.
 */
export const nextCartLineId = (now: number, cart: Cart): string => {
  const base = String(Math.trunc(now));
  const taken = new Set(cart.map((line) => line.id));
  if (!taken.has(base)) return base;
  let suffix = 1;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
};
