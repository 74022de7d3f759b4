import { describe, expect, it } from 'vitest';
import { couponItemsToCartItems } from '../../../../src/domain/coupon/coupon-cart-items.mapper';
import { couponPattyTypeOf } from '../../../../src/domain/coupon/coupon-patty.rule';
import type { CouponSelectedItem } from '../../../../src/domain/coupon/coupon.types';

const selected = (iikoId: string, name: string, actionIndex = 0): CouponSelectedItem => ({
  actionIndex,
  iikoId,
  name,
  translation: { uk: name },
  weight: 250,
  modifiers: [],
  imgLink: `${iikoId}.webp`,
});

const sequentialIds = (): (() => string) => {
  let next = 0;
  return () => `line-${++next}`;
};

describe('couponPattyTypeOf', () => {
  it.each([
    ['куряча котлета', 'chicken'],
    ['Яловича котлета', 'beef'],
    ['  КОТЛЕТА   з лосося ', 'salmon'],
    ['Рослинна Котлета', 'plantBased'],
  ])('recognises %j case-insensitively', (name, patty) => {
    expect(couponPattyTypeOf(name)).toBe(patty);
  });
  it('does not recognise other names, even close ones', () => {
    expect(couponPattyTypeOf('Подвійна куряча котлета')).toBeUndefined();
    expect(couponPattyTypeOf('Чізбургер')).toBeUndefined();
  });
});

describe('couponItemsToCartItems', () => {
  it('makes free gift lines: price 0, count 1, isCoupon, ids from the factory', () => {
    const lines = couponItemsToCartItems(
      [selected('cola', 'Кола'), selected('fries', 'Картопля фрі', 1)],
      sequentialIds(),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        id: 'line-1',
        iikoId: 'cola',
        name: 'Кола',
        price: 0,
        count: 1,
        isCoupon: true,
        imgLink: 'cola.webp',
        weight: 250,
      }),
      expect.objectContaining({ id: 'line-2', iikoId: 'fries', price: 0, count: 1, isCoupon: true }),
    ]);
  });

  it('the first patty item becomes a free modifier of the gift burger, not a line', () => {
    const lines = couponItemsToCartItems(
      [selected('burger', 'Чізбургер'), selected('beef', 'Яловича котлета', 1)],
      sequentialIds(),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      iikoId: 'burger',
      pattyType: 'beef',
      modifiers: [{ id: 'beef', iikoId: 'beef', iikoName: 'Яловича котлета', price: 0 }],
    });
  });

  it('only the first patty item becomes a modifier; a later one stays a line', () => {
    const lines = couponItemsToCartItems(
      [
        selected('burger', 'Чізбургер'),
        selected('chicken', 'Куряча котлета', 1),
        selected('salmon', 'Котлета з лосося', 2),
      ],
      sequentialIds(),
    );
    expect(lines.map((line) => [line.iikoId, line.modifiers.map((m) => m.iikoId)])).toEqual([
      ['burger', ['chicken']],
      ['salmon', []],
    ]);
  });

  it('a patty listed before the burger still goes onto the burger', () => {
    const lines = couponItemsToCartItems(
      [selected('plant', 'Рослинна котлета'), selected('burger', 'Чізбургер', 1)],
      sequentialIds(),
    );
    expect(lines.map((line) => [line.iikoId, line.pattyType])).toEqual([['burger', 'plantBased']]);
  });

  it('a patty with no burger to attach to stays a gift line rather than vanish', () => {
    const lines = couponItemsToCartItems([selected('chicken', 'Куряча котлета')], sequentialIds());
    expect(lines.map((line) => line.iikoId)).toEqual(['chicken']);
  });

  it('modifiers the gift already has become free as well', () => {
    const item = {
      ...selected('burger', 'Чізбургер'),
      modifiers: [{ id: 'm', iikoId: 'bacon', iikoName: 'Екстра бекон', price: 30 }],
    };
    expect(couponItemsToCartItems([item], sequentialIds())[0]?.modifiers).toEqual([
      { id: 'm', iikoId: 'bacon', iikoName: 'Екстра бекон', price: 0 },
    ]);
  });

  it('no selected items give no lines', () => {
    expect(couponItemsToCartItems([], sequentialIds())).toEqual([]);
  });
});
