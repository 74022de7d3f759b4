import type {
  CatalogModifier,
  CatalogProduct,
  CatalogQuery,
  CatalogReadPort,
  CatalogSelection,
} from '../../../src/server/application/ports/catalog-read.port';

/** One city's menu: the products it sells (with its prices) and the modifiers they may carry. */
export interface CityCatalog {
  readonly products: readonly CatalogProduct[];
  readonly modifiers: readonly CatalogModifier[];
}

interface CityIndex {
  readonly products: Map<string, CatalogProduct>;
  readonly modifiers: Map<string, CatalogModifier>;
}

/**
 * The menu held in process memory: the catalogue of demos and of a shop run without a database.
 * Entries are copied in and out, so nobody can change a price by mutating an object they hold.
 */
export class InMemoryCatalog implements CatalogReadPort {
  private readonly cities = new Map<number, CityIndex>();

  constructor(catalogs: Readonly<Record<number, CityCatalog>> = {}) {
    for (const [cityId, catalog] of Object.entries(catalogs)) {
      for (const product of catalog.products) this.putProduct(Number(cityId), product);
      for (const modifier of catalog.modifiers) this.putModifier(Number(cityId), modifier);
    }
  }

  async findByIds(cityId: number, query: CatalogQuery): Promise<CatalogSelection> {
    const city = this.cities.get(cityId);
    if (!city) return { products: [], modifiers: [] };
    return {
      products: pick(city.products, query.productIds),
      modifiers: pick(city.modifiers, query.modifierIds),
    };
  }

  /** Adds or replaces a product of a city (a price change, a stop-list switch). */
  putProduct(cityId: number, product: CatalogProduct): void {
    this.city(cityId).products.set(product.iikoId, structuredClone(product));
  }

  putModifier(cityId: number, modifier: CatalogModifier): void {
    this.city(cityId).modifiers.set(modifier.iikoId, structuredClone(modifier));
  }

  removeProduct(cityId: number, iikoId: string): void {
    this.cities.get(cityId)?.products.delete(iikoId);
  }

  private city(cityId: number): CityIndex {
    let city = this.cities.get(cityId);
    if (!city) {
      city = { products: new Map(), modifiers: new Map() };
      this.cities.set(cityId, city);
    }
    return city;
  }
}

const pick = <T>(entries: ReadonlyMap<string, T>, ids: readonly string[]): T[] =>
  [...new Set(ids)].flatMap((id) => {
    const entry = entries.get(id);
    return entry === undefined ? [] : [structuredClone(entry)];
  });
