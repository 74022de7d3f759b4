import { describe, expect, it } from 'vitest';
import { placeInOrder } from '../../../../src/domain/banner/banner-order.rule';

describe("a page's order of banners", () => {
  const order = [10, 20, 30, 40];

  it('moves a banner a step up or down, never past either end', () => {
    expect(placeInOrder(order, 30, { move: 'up' })).toEqual([10, 30, 20, 40]);
    expect(placeInOrder(order, 30, { move: 'down' })).toEqual([10, 20, 40, 30]);
    expect(placeInOrder(order, 10, { move: 'up' })).toBe(order);
    expect(placeInOrder(order, 40, { move: 'down' })).toBe(order);
  });

  it('puts a banner at a position counted from 1, an out-of-range one at that end', () => {
    expect(placeInOrder(order, 40, { position: 1 })).toEqual([40, 10, 20, 30]);
    expect(placeInOrder(order, 10, { position: 3 })).toEqual([20, 30, 10, 40]);
    expect(placeInOrder(order, 20, { position: 99 })).toEqual([10, 30, 40, 20]);
    expect(placeInOrder(order, 30, { position: -5 })).toEqual([30, 10, 20, 40]);
  });

  it('leaves the order alone for a banner that is not in it, or a position that is not a number', () => {
    expect(placeInOrder(order, 99, { position: 1 })).toBe(order);
    expect(placeInOrder(order, 20, { position: Number.NaN })).toBe(order);
  });
});
