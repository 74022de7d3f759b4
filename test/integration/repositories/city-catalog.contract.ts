import { expect, it } from 'vitest';
import type { CityCatalogSource } from '../../../src/server/adapters/caching/cached-catalog-read.adapter';
import type { CatalogReadPort, CatalogSelection } from '../../../src/server/application/ports/catalog-read.port';
import { catalogProductsOf, KYIV, LVIV, MODIFIERS, NOWHERE, PRODUCTS } from './support/repository-fixture';

const byIikoId = <T extends { readonly iikoId: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.iikoId < b.iikoId ? -1 : a.iikoId > b.iikoId ? 1 : 0));

/** The same lists in iikoId order: the order of a whole catalogue is not part of its promise. */
const sorted = (selection: CatalogSelection): CatalogSelection => ({
  products: byIikoId(selection.products),
  modifiers: byIikoId(selection.modifiers),
});

/**
 * A whole city's catalogue (what CachedCatalogRead loads), for an adapter loaded with the repository
 * fixture: exactly what findByIds answers when asked for every id there is.
 */
export const cityCatalogContract = (catalog: () => CityCatalogSource & CatalogReadPort): void => {
  it('answers every product the city sells, at its price and stop switch, and every modifier', async () => {
    expect(sorted(await catalog().findCityCatalog(LVIV))).toEqual({
      products: byIikoId(catalogProductsOf(LVIV)),
      modifiers: byIikoId(MODIFIERS),
    });
    const kyiv = await catalog().findCityCatalog(KYIV);
    expect(sorted(kyiv)).toEqual({ products: byIikoId(catalogProductsOf(KYIV)), modifiers: byIikoId(MODIFIERS) });
    expect(kyiv.products.find((p) => p.iikoId === 'beer-lager')).toMatchObject({ disabled: true });
  });

  it('holds the same rows and fields as findByIds asked for every id there is', async () => {
    const everyId = { productIds: PRODUCTS.map((p) => p.iikoId), modifierIds: MODIFIERS.map((m) => m.iikoId) };
    for (const cityId of [LVIV, KYIV]) {
      expect(sorted(await catalog().findCityCatalog(cityId))).toEqual(
        sorted(await catalog().findByIds(cityId, everyId)),
      );
    }
  });

  it('answers nothing for a city it does not know, or an impossible city id', async () => {
    for (const cityId of [NOWHERE, 0, -1, 1.5, Number.NaN, 1e12]) {
      expect(await catalog().findCityCatalog(cityId)).toEqual({ products: [], modifiers: [] });
    }
  });
};
