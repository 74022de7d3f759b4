import { describe, expect, it } from 'vitest';
import { modifierTextKeys } from '../../../../src/domain/cart/modifier-text';
import { recognizeModifiers } from '../../../../src/domain/cart/modifier-recognition';

describe('modifierTextKeys', () => {
  it('gives nothing without recognised modifiers', () => {
    expect(modifierTextKeys({})).toEqual([]);
    expect(modifierTextKeys(recognizeModifiers([{ iikoName: 'Соус барбекю' }]))).toEqual([]);
  });
  it('puts the patty first, then the extras in a fixed order', () => {
    expect(
      modifierTextKeys({ moreCheese: true, doubleBacon: true, pattyType: 'beef', doublePatty: true, moreBacon: false }),
    ).toEqual(['cart.patty.beef', 'cart.extra.double-patty', 'cart.extra.double-bacon', 'cart.extra.more-cheese']);
  });
  it('names every patty type with its own key', () => {
    expect(modifierTextKeys({ pattyType: 'fourBeef' })).toEqual(['cart.patty.four-beef']);
    expect(modifierTextKeys({ pattyType: 'plantBased' })).toEqual(['cart.patty.plant-based']);
    expect(modifierTextKeys({ pattyType: 'soy' })).toEqual(['cart.patty.soy']);
  });
  it('reads the flags of a recognised burger', () => {
    const flags = recognizeModifiers([{ iikoName: 'Куряча котлета' }, { iikoName: 'Додатковий сир чедер' }]);
    expect(modifierTextKeys(flags)).toEqual(['cart.patty.chicken', 'cart.extra.double-cheese']);
  });
});
