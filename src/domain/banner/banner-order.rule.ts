import { moveInOrder, type MenuMove } from '../menu/menu-order.rule';

/*
 * The order of one page's banners in one city (architecture/admin-banners.md): staff move a banner
 * a step up or down, or put it at a position (1 = first). A new banner, or one moved to another
 * city, goes last. Whatever the moves, the list keeps exactly its banners.
 */

export type BannerPlacement = { readonly move: MenuMove } | { readonly position: number };

/** The list with `item` at its new place; the same list when `item` is not in it. */
export const placeInOrder = <T>(order: readonly T[], item: T, placement: BannerPlacement): readonly T[] => {
  if ('move' in placement) return moveInOrder(order, item, placement.move);
  const from = order.indexOf(item);
  if (from < 0 || !Number.isFinite(placement.position)) return order;
  const rest = order.filter((_, index) => index !== from);
  // Positions count from 1; anything past either end is that end.
  const at = Math.min(Math.max(Math.trunc(placement.position) - 1, 0), rest.length);
  return [...rest.slice(0, at), item, ...rest.slice(at)];
};
