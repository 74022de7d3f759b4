import { describe, expect, it } from 'vitest';
import type { Street } from '../../../../src/domain/order/order-form';
import { STREET_SUGGESTIONS_MAX } from '../../../../src/domain/address/address.constants';
import { searchStreets } from '../../../../src/domain/address/street-search.rule';
import { isHiddenStreet } from '../../../../src/domain/address/street-visibility.rule';
import { normalizeStreetText } from '../../../../src/domain/address/street-text.normalizer';

const street = (name: string, id = name): Street => ({ id, name });
const names = (streets: readonly Street[]): string[] => streets.map((s) => s.name);

const lviv: Street[] = [
  street('Городоцька', '10'),
  street('----------', '11'),
  street('Інша вулиця', '12'),
  street('Зелена', '13'),
  street('Лисеницька Зелена', '14'),
  street("В'ячеслава Чорновола", '15'),
  street('Об’їзна', '16'),
  street('Шевченка', '1582762'),
  street('1582762', '17'),
  street('Єфремова', '18'),
  street('Антоновича', '19'),
];

describe('isHiddenStreet', () => {
  it('hides the separator, "other street" in any case and the id-like service entry', () => {
    expect(isHiddenStreet(street('----------'))).toBe(true);
    expect(isHiddenStreet(street('---'))).toBe(true);
    expect(isHiddenStreet(street('інша вулиця'))).toBe(true);
    expect(isHiddenStreet(street('  ІНША ВУЛИЦЯ '))).toBe(true);
    expect(isHiddenStreet(street('Шевченка', '1582762'))).toBe(true);
    expect(isHiddenStreet(street('1582762', '5'))).toBe(true);
    expect(isHiddenStreet(street('', '6'))).toBe(true);
  });

  it('keeps real streets, also ones that merely contain the hidden words', () => {
    expect(isHiddenStreet(street('Городоцька', '1'))).toBe(false);
    expect(isHiddenStreet(street('Інша вулиця Франка', '2'))).toBe(false);
    expect(isHiddenStreet(street('Героїв УПА', '15827620'))).toBe(false);
  });
});

describe('normalizeStreetText', () => {
  it('unifies apostrophes, case and spacing', () => {
    const expected = "в'ячеслава чорновола";
    expect(normalizeStreetText("В'ячеслава Чорновола")).toBe(expected);
    expect(normalizeStreetText('В’ячеслава Чорновола')).toBe(expected);
    expect(normalizeStreetText('Вʼячеслава  Чорновола ')).toBe(expected);
    expect(normalizeStreetText('В‘ячеслава Чорновола')).toBe(expected);
  });
});

describe('searchStreets', () => {
  it('filters by case-insensitive substring and never shows hidden entries', () => {
    expect(names(searchStreets(lviv, 'ГОРОД'))).toEqual(['Городоцька']);
    expect(names(searchStreets(lviv, 'вулиця'))).toEqual([]);
    expect(names(searchStreets(lviv, '---'))).toEqual([]);
    expect(names(searchStreets(lviv, '1582'))).toEqual([]);
  });

  it('ignores surrounding spaces of the query', () => {
    expect(names(searchStreets(lviv, '  городоц  '))).toEqual(['Городоцька']);
    expect(names(searchStreets(lviv, '  антон '))).toEqual(['Антоновича']);
  });

  it('matches across apostrophe variants in both directions', () => {
    expect(names(searchStreets(lviv, 'в’яч'))).toEqual(["В'ячеслава Чорновола"]);
    expect(names(searchStreets(lviv, 'вʼяч'))).toEqual(["В'ячеслава Чорновола"]);
    expect(names(searchStreets(lviv, "об'їз"))).toEqual(['Об’їзна']);
  });

  it('lists names starting with the query before names containing it', () => {
    expect(names(searchStreets(lviv, 'зел'))).toEqual(['Зелена', 'Лисеницька Зелена']);
    // Alphabetically "Бічна Зелена" would come first; the prefix match still leads.
    const greens = [street('Бічна Зелена', '1'), street('Зелена', '2'), street('Зеленая', '3')];
    expect(names(searchStreets(greens, 'зелен'))).toEqual(['Зелена', 'Зеленая', 'Бічна Зелена']);
  });

  it('shows the first 9 visible streets alphabetically for an empty query', () => {
    const result = names(searchStreets(lviv, '   '));
    expect(result).toEqual([
      'Антоновича',
      "В'ячеслава Чорновола",
      'Городоцька',
      'Єфремова',
      'Зелена',
      'Лисеницька Зелена',
      'Об’їзна',
    ]);
  });

  it('answers at most 9 suggestions', () => {
    const many = Array.from({ length: 30 }, (_, index) => street(`Вулиця ${index + 1}`, String(index)));
    expect(STREET_SUGGESTIONS_MAX).toBe(9);
    expect(searchStreets(many, 'вулиця')).toHaveLength(9);
    expect(searchStreets(many, '')).toHaveLength(9);
    // Numeric collation: "Вулиця 2" comes before "Вулиця 10".
    expect(names(searchStreets(many, '')).slice(0, 3)).toEqual(['Вулиця 1', 'Вулиця 2', 'Вулиця 3']);
  });

  it('answers nothing when nothing matches and leaves the input list alone', () => {
    const copy = [...lviv];
    expect(searchStreets(lviv, 'Хрещатик')).toEqual([]);
    searchStreets(lviv, '');
    expect(lviv).toEqual(copy);
  });
});
