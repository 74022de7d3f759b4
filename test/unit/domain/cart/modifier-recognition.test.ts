import { describe, expect, it } from 'vitest';
import { MODIFIER_VOCABULARY } from '../../../../src/domain/cart/modifier-vocabulary';
import { recognizeModifierName, recognizeModifiers } from '../../../../src/domain/cart/modifier-recognition';

const keyOf = (name: string) => recognizeModifierName(name)?.key;
const named = (...names: string[]) => names.map((iikoName) => ({ iikoName }));

describe('MODIFIER_VOCABULARY', () => {
  it('recognises every canonical name as its own entry (the table order is right)', () => {
    for (const entry of MODIFIER_VOCABULARY) expect(keyOf(entry.name)).toBe(entry.key);
  });
  it('has unique keys and names', () => {
    expect(new Set(MODIFIER_VOCABULARY.map((e) => e.key)).size).toBe(MODIFIER_VOCABULARY.length);
    expect(new Set(MODIFIER_VOCABULARY.map((e) => e.name.toLowerCase())).size).toBe(MODIFIER_VOCABULARY.length);
  });
});

describe('recognizeModifierName', () => {
  it.each([
    ['куряча котлета', 'chicken'],
    ['котлета з лосося', 'salmon'],
    ['яловича котлета', 'beef'],
    ['котлета з яловичини', 'beef-meat'],
    ['подвійна куряча', 'double-chicken'],
    ['подвійна яловича', 'double-beef'],
    ['чотири яловичі котлети', 'four-beef'],
    ['додаткова яловича котлета', 'additional-beef'],
    ['додаткова котлета з лосося', 'additional-salmon'],
    ['рослинна котлета', 'plant-based'],
    ['подвійна рослинна', 'double-plant-based'],
    ['додатковий бекон', 'double-bacon'],
    ['додатковий сир чедер', 'double-cheese'],
    ['багато додаткового бекону', 'more-bacon'],
    ['багато додаткового сиру чедер', 'more-cheese'],
  ])('recognises "%s" as %s', (name, key) => {
    expect(keyOf(name)).toBe(key);
  });

  it('ignores case and extra spaces', () => {
    expect(keyOf('  КУРЯЧА   Котлета ')).toBe('chicken');
    expect(keyOf('Багато Додаткового БЕКОНУ')).toBe('more-bacon');
  });
  it('tolerates other forms of котлета and of the adjective', () => {
    expect(keyOf('Курячі котлети')).toBe('chicken');
    expect(keyOf('Яловичі котлети')).toBe('beef');
    expect(keyOf('Подвійна куряча котлета')).toBe('double-chicken');
    expect(keyOf('Котлети з лосося')).toBe('salmon');
    expect(keyOf('4 яловичі котлети')).toBe('four-beef');
  });
  it('recognises a name inside a longer kitchen name', () => {
    expect(keyOf('Яловича котлета (150 г)')).toBe('beef');
    expect(keyOf('Бургер: додатковий бекон')).toBe('double-bacon');
  });
  it('reads Latin look-alike letters as Cyrillic', () => {
    expect(keyOf('Дoдaткoвий бeкoн')).toBe('double-bacon'); // o, a, e are Latin here
  });
  it('does not take a cheese sauce for extra cheddar', () => {
    expect(keyOf('Додатковий сирний соус')).toBeUndefined();
  });
  it('answers undefined for other modifiers', () => {
    expect(keyOf('Соус барбекю')).toBeUndefined();
    expect(keyOf('')).toBeUndefined();
  });
});

describe('recognizeModifiers', () => {
  it('sets nothing for no modifiers', () => {
    expect(recognizeModifiers([])).toEqual({
      doublePatty: false,
      doubleBacon: false,
      doubleCheese: false,
      moreBacon: false,
      moreCheese: false,
    });
  });
  it('folds a patty and extras together', () => {
    expect(
      recognizeModifiers(named('Подвійна яловича', 'Додатковий бекон', 'Багато додаткового сиру чедер', 'Кетчуп')),
    ).toEqual({
      pattyType: 'beef',
      doublePatty: true,
      doubleBacon: true,
      doubleCheese: false,
      moreBacon: false,
      moreCheese: true,
    });
  });
  it('maps each patty name to its patty type', () => {
    expect(recognizeModifiers(named('Котлета з яловичини')).pattyType).toBe('beef');
    expect(recognizeModifiers(named('Чотири яловичі котлети'))).toMatchObject({
      pattyType: 'fourBeef',
      doublePatty: false,
    });
    expect(recognizeModifiers(named('Рослинна котлета')).pattyType).toBe('plantBased');
    expect(recognizeModifiers(named('Додаткова котлета з лосося'))).toMatchObject({
      pattyType: 'salmon',
      doublePatty: true,
    });
  });
  it('keeps the first patty when the data names two', () => {
    expect(recognizeModifiers(named('Куряча котлета', 'Яловича котлета')).pattyType).toBe('chicken');
  });
  it('adds an extra patty to a chosen patty', () => {
    expect(recognizeModifiers(named('Яловича котлета', 'Додаткова яловича котлета'))).toMatchObject({
      pattyType: 'beef',
      doublePatty: true,
    });
  });
});
