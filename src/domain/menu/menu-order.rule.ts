export type MenuMove = 'up' | 'down';
export const MENU_MOVES: readonly MenuMove[] = ['up', 'down'];

/**
 * A product's place within its category after staff press up or down: it swaps with its
 * neighbour. At the top (up) or the bottom (down), or when it is not in the list, nothing moves
 * and the same array comes back. Whatever the moves, the list keeps exactly its items.
 */
export const moveInOrder = <T>(order: readonly T[], item: T, move: MenuMove): readonly T[] => {
  const from = order.indexOf(item);
  const to = move === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const moved = [...order];
  moved[from] = order[to] as T;
  moved[to] = item;
  return moved;
};
