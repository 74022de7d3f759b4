import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveInOrder, type MenuMove } from '../../src/domain/menu/menu-order.rule';

const categoryArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 });
const movesArb = (order: readonly string[]) =>
  fc.array(
    fc.record({
      item: fc.constantFrom(...order, 'not-in-the-category'),
      move: fc.constantFrom<MenuMove>('up', 'down'),
    }),
    { maxLength: 60 },
  );

describe('ordering products within a category', () => {
  it('keeps exactly the category’s products, each once, after any sequence of up and down moves', () => {
    fc.assert(
      fc.property(
        categoryArb.chain((order) => fc.tuple(fc.constant(order), movesArb(order))),
        ([order, moves]) => {
          const after = moves.reduce<readonly string[]>(
            (current, { item, move }) => moveInOrder(current, item, move),
            order,
          );
          expect([...after].sort()).toEqual([...order].sort());
          expect(after).toHaveLength(order.length);
        },
      ),
    );
  });

  it('moves a product exactly one place, and up then down puts everything back', () => {
    fc.assert(
      fc.property(
        categoryArb.chain((order) => fc.tuple(fc.constant(order), fc.nat({ max: order.length - 1 }))),
        ([order, index]) => {
          const item = order[index] as string;
          const up = moveInOrder(order, item, 'up');
          expect(up.indexOf(item)).toBe(Math.max(0, index - 1));
          if (index > 0) expect(moveInOrder(up, item, 'down')).toEqual(order);
          const down = moveInOrder(order, item, 'down');
          expect(down.indexOf(item)).toBe(Math.min(order.length - 1, index + 1));
        },
      ),
    );
  });
});
