import type { CatalogModifier, CatalogProduct, CatalogSelection } from '../../ports/catalog-read.port';

/** The catalogue answer keyed by iikoId, as every use case looks lines up. */
export interface CatalogIndex {
  readonly products: ReadonlyMap<string, CatalogProduct>;
  readonly modifiers: ReadonlyMap<string, CatalogModifier>;
}

export const indexCatalog = (selection: CatalogSelection): CatalogIndex => ({
  products: new Map(selection.products.map((product) => [product.iikoId, product])),
  modifiers: new Map(selection.modifiers.map((modifier) => [modifier.iikoId, modifier])),
});

/** Distinct ids, so a cart of ten identical burgers asks the database for one product. */
export const distinctIds = (ids: Iterable<string>): string[] => [...new Set(ids)];
