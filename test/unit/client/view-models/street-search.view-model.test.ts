import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Street } from '../../../../src/domain/order/order-form';
import {
  StreetSearchViewModel,
  type StreetSearchHost,
} from '../../../../src/client/view-models/checkout/street-search.view-model';

const STREETS: readonly Street[] = [
  { id: 'a', name: 'вулиця Городоцька' },
  { id: 'b', name: 'вулиця Зелена' },
  { id: 'c', name: 'вулиця Івана Франка' },
];

/** An address that only records what the search asked of it. */
const searchOver = (streets: readonly Street[] = STREETS) => {
  const host = {
    street: { id: '', name: '' } as Street,
    streets,
    chosen: [] as Street[],
    clearStreet() {
      host.street = { id: '', name: '' };
    },
    chooseStreet(street: Street) {
      host.chosen.push(street);
      host.street = street;
    },
    touchStreet() {},
  } satisfies StreetSearchHost & { chosen: Street[] };
  return { search: new StreetSearchViewModel(host), host };
};

describe('StreetSearchViewModel: keyboard', () => {
  it('points at nothing until an arrow key, then walks the suggestions and wraps round', () => {
    const { search } = searchOver();
    search.open();
    expect(search.activeStreet).toBeNull();
    search.moveActive(1);
    expect(search.activeStreet?.id).toBe('a');
    search.moveActive(1);
    search.moveActive(1);
    expect(search.activeStreet?.id).toBe('c');
    search.moveActive(1);
    expect(search.activeStreet?.id).toBe('a');
    search.moveActive(-1);
    expect(search.activeStreet?.id).toBe('c');
  });

  it('up from nothing starts at the last suggestion, and an arrow opens a closed list', () => {
    const { search } = searchOver();
    expect(search.isOpen).toBe(false);
    search.moveActive(-1);
    expect(search.isOpen).toBe(true);
    expect(search.activeStreet?.id).toBe('c');
  });

  it('Enter chooses the street the arrows point at and closes the list; with none it does nothing', () => {
    const { search, host } = searchOver();
    search.type('вулиця');
    expect(search.chooseActive()).toBe(false);
    expect(host.chosen).toEqual([]);
    search.moveActive(1);
    search.moveActive(1);
    expect(search.chooseActive()).toBe(true);
    expect(host.chosen.map((street) => street.id)).toEqual(['b']);
    expect(search.query).toBe('вулиця Зелена');
    expect(search.isOpen).toBe(false);
    expect(search.activeStreet).toBeNull();
  });

  it('typing or closing forgets the pointed-at suggestion', () => {
    const { search } = searchOver();
    search.moveActive(1);
    search.type('Фр');
    expect(search.activeStreet).toBeNull();
    search.moveActive(1);
    expect(search.activeStreet?.id).toBe('c');
    search.close();
    expect(search.activeStreet).toBeNull();
  });

  it('with no suggestions the arrows point at nothing', () => {
    const { search } = searchOver();
    search.type('немає такої');
    search.moveActive(1);
    expect(search.activeStreet).toBeNull();
    expect(search.chooseActive()).toBe(false);
  });

  it('whatever the keys, the pointed-at street is one of the suggestions shown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant<1 | -1>(1), fc.constant<1 | -1>(-1), fc.constantFrom('', 'вул', 'Зел', 'x')), {
          maxLength: 20,
        }),
        (keys) => {
          const { search } = searchOver();
          for (const key of keys) {
            if (typeof key === 'number') search.moveActive(key);
            else search.type(key);
            const active = search.activeStreet;
            if (active !== null) expect(search.suggestions).toContain(active);
          }
        },
      ),
    );
  });
});

describe('StreetSearchViewModel: a street the list lacks', () => {
  it('offers the name as typed only when nothing in the list is like it, and sends it without an id', () => {
    const { search, host } = searchOver();
    search.type('Гор');
    expect(search.canUseAsTyped).toBe(false);
    search.type('Ве');
    expect(search.hint).toBe('no-results');
    // Too short to be a street's name.
    expect(search.canUseAsTyped).toBe(false);
    search.type('  вулиця Вигадана ');
    expect(search.canUseAsTyped).toBe(true);
    search.useAsTyped();
    expect(host.chosen).toEqual([{ id: '', name: 'вулиця Вигадана' }]);
    expect(search.query).toBe('вулиця Вигадана');
    expect(search.hint).toBeNull();
    expect(search.canUseAsTyped).toBe(false);
  });

  it('sends nothing when the offer does not stand', () => {
    const { search, host } = searchOver();
    search.type('Зел');
    search.useAsTyped();
    expect(host.chosen).toEqual([]);
  });
});
