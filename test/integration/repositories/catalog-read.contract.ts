import { expect, it } from 'vitest';
import type { CatalogReadPort } from '../../../src/server/application/ports/catalog-read.port';
import { catalogProductsOf, KYIV, LVIV, MODIFIERS, NOWHERE } from './support/repository-fixture';

const product = (cityId: number, iikoId: string) => catalogProductsOf(cityId).find((p) => p.iikoId === iikoId);

/** Runs a change of an answer; a frozen answer refuses it with a TypeError (modules are strict code). */
const changeOrBeRefused = (change: () => unknown): void => {
  try {
    change();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
  }
};

/** CatalogReadPort as InMemoryCatalog defines it, for any adapter loaded with the repository fixture. */
export const catalogReadContract = (catalog: () => CatalogReadPort): void => {
  it('answers the products and modifiers asked for, with the city price, flags and offered modifiers', async () => {
    const answer = await catalog().findByIds(LVIV, {
      productIds: ['burger-classic', 'drink-cola', 'roll-philadelphia'],
      modifierIds: ['mod-bacon', 'mod-beef'],
    });
    expect(answer).toEqual({
      products: [product(LVIV, 'burger-classic'), product(LVIV, 'drink-cola'), product(LVIV, 'roll-philadelphia')],
      modifiers: [MODIFIERS[1], MODIFIERS[0]],
    });
    expect(answer.products[0]).toMatchObject({
      priceKopiykas: 18_990,
      modifierIds: ['mod-bacon', 'mod-beef'],
      amountOfBurgers: 1,
    });
    expect(answer.products[1]).toMatchObject({ volume: 0.33 });
    expect(answer.products[1]).not.toHaveProperty('weight');
  });

  it('answers each id once, in the order first asked', async () => {
    const answer = await catalog().findByIds(LVIV, {
      productIds: ['drink-cola', 'burger-classic', 'drink-cola', 'burger-classic'],
      modifierIds: ['mod-beef', 'mod-beef'],
    });
    expect(answer.products.map((p) => p.iikoId)).toEqual(['drink-cola', 'burger-classic']);
    expect(answer.modifiers.map((m) => m.iikoId)).toEqual(['mod-beef']);
  });

  it("prices a product at each city's own price", async () => {
    const kyiv = await catalog().findByIds(KYIV, { productIds: ['burger-classic'], modifierIds: [] });
    expect(kyiv.products).toEqual([product(KYIV, 'burger-classic')]);
    expect(kyiv.products[0]?.priceKopiykas).toBe(19_900);
  });

  it('answers a stop-listed product as disabled, and leaves out what the city does not sell', async () => {
    const kyiv = await catalog().findByIds(KYIV, { productIds: ['beer-lager', 'roll-philadelphia'], modifierIds: [] });
    expect(kyiv.products).toEqual([product(KYIV, 'beer-lager')]);
    expect(kyiv.products[0]).toMatchObject({ disabled: true, isAlcohol: true });
    const lviv = await catalog().findByIds(LVIV, { productIds: ['beer-lager'], modifierIds: [] });
    expect(lviv.products[0]?.disabled).toBe(false);
  });

  it('leaves out unknown and archived ids, and ids no column could hold', async () => {
    const answer = await catalog().findByIds(LVIV, {
      productIds: ['nope', 'burger-retired', 'burger\u0000classic', ''],
      modifierIds: ['mod-nope', 'mod\u0000beef'],
    });
    expect(answer).toEqual({ products: [], modifiers: [] });
  });

  it('answers nothing for a city it does not know, or an impossible city id', async () => {
    for (const cityId of [NOWHERE, 0, -1, 1.5, Number.NaN, 1e12]) {
      expect(await catalog().findByIds(cityId, { productIds: ['burger-classic'], modifierIds: ['mod-beef'] })).toEqual({
        products: [],
        modifiers: [],
      });
    }
  });

  it('answers nothing for an empty query', async () => {
    expect(await catalog().findByIds(LVIV, { productIds: [], modifierIds: [] })).toEqual({
      products: [],
      modifiers: [],
    });
  });

  // An adapter either hands out copies (the change stays with the caller) or shares frozen objects
  // (the change is refused); either way the next caller reads what is stored.
  it('keeps what it stores: changing an answer, even deep inside, changes nothing stored', async () => {
    const first = await catalog().findByIds(LVIV, { productIds: ['burger-classic'], modifierIds: ['mod-bacon'] });
    changeOrBeRefused(() => ((first.products[0] as { priceKopiykas: number }).priceKopiykas = 1));
    changeOrBeRefused(() => (first.products[0]?.modifierIds as string[]).push('mod-cheddar'));
    changeOrBeRefused(() => ((first.products[0]?.translation as { uk?: string }).uk = 'changed'));
    changeOrBeRefused(() => ((first.modifiers[0] as { priceKopiykas: number }).priceKopiykas = 1));
    const second = await catalog().findByIds(LVIV, { productIds: ['burger-classic'], modifierIds: ['mod-bacon'] });
    expect(second).toEqual({ products: [product(LVIV, 'burger-classic')], modifiers: [MODIFIERS[1]] });
  });
};
