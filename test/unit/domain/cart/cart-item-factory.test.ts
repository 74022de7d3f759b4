import { describe, expect, it } from 'vitest';
import { createCartItem, type CartProduct } from '../../../../src/domain/cart/cart-item-factory';
import { modifierOf } from '../../../arbitraries/cart.arbitrary';

const burger: CartProduct = {
  iikoId: 'burger-classic',
  name: 'Класичний бургер',
  translation: { uk: 'Класичний бургер', en: 'Classic burger' },
  price: 189,
  weight: 320,
  imgLink: 'classic.webp',
};

describe('createCartItem', () => {
  it('makes a line of count 1 with the id given by the clock', () => {
    const item = createCartItem(burger, [], '1717000000000');
    expect(item).toMatchObject({
      id: '1717000000000',
      iikoId: 'burger-classic',
      name: 'Класичний бургер',
      price: 189,
      count: 1,
      weight: 320,
      imgLink: 'classic.webp',
      modifiers: [],
      sushi: false,
      disabled: false,
      isAlcohol: false,
    });
    expect(item).not.toHaveProperty('pattyType');
    expect(item).not.toHaveProperty('volume');
  });
  it('recognises the chosen modifiers into the flags', () => {
    const item = createCartItem(
      burger,
      [modifierOf('p', 40, 'Подвійна куряча'), modifierOf('b', 30, 'Багато додаткового бекону')],
      't1',
    );
    expect(item).toMatchObject({ pattyType: 'chicken', doublePatty: true, moreBacon: true, doubleBacon: false });
    expect(item.modifiers.map((m) => m.iikoId)).toEqual(['p', 'b']);
  });
  it('carries the sushi, roll, alcohol and stop-list data of the product', () => {
    const set = createCartItem({ ...burger, iikoId: 'set', sushi: true, amountOfRolls: 4, disabled: true }, [], 't2');
    expect(set).toMatchObject({ sushi: true, amountOfRolls: 4, disabled: true });
    expect(createCartItem({ ...burger, isAlcohol: true, volume: 0.5 }, [], 't3')).toMatchObject({
      isAlcohol: true,
      volume: 0.5,
    });
  });
  it('copies the modifier list so a later change to the caller’s array does not reach the cart', () => {
    const chosen = [modifierOf('m1')];
    const item = createCartItem(burger, chosen, 't4');
    chosen.push(modifierOf('m2'));
    expect(item.modifiers).toHaveLength(1);
  });
});
