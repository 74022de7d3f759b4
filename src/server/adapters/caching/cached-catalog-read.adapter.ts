import type {
  CatalogModifier,
  CatalogProduct,
  CatalogQuery,
  CatalogReadPort,
  CatalogSelection,
} from '../../application/ports/catalog-read.port';
import { storableCatalogQuery } from '../database/repositories/catalog-query.guard';
import { deepFreeze } from './deep-freeze';
import { monotonicMs, TtlCache, type MonotonicMs } from './ttl-cache';

/**
 * A city's whole catalogue in one read (PgCatalogRead.findCityCatalog). The objects handed over
 * become the cache's: they are frozen in place, so the source must not keep or reuse them.
 */
export interface CityCatalogSource {
  findCityCatalog(cityId: number): Promise<CatalogSelection>;
}

interface CitySnapshot {
  readonly products: ReadonlyMap<string, CatalogProduct>;
  readonly modifiers: ReadonlyMap<string, CatalogModifier>;
}

/**
 * The menu as orders read it, from memory for at most `maxAgeMs` (see CachedStopList for why and
 * how): every order and price check asks for its cart's ids, the menu changes a few times a day,
 * and a whole city's catalogue costs one query per max age instead of one per request. Answers are
 * the same as PgCatalogRead.findByIds gives, and it refuses the same junk (impossible city ids, ids
 * no column could hold) before loading anything. The products and modifiers answered are shared
 * between requests and deeply frozen: read them, never change them.
 */
export class CachedCatalogRead implements CatalogReadPort {
  private readonly cache: TtlCache<number, CitySnapshot>;

  constructor(inner: CityCatalogSource, maxAgeMs: number, now: MonotonicMs = monotonicMs) {
    this.cache = new TtlCache(async (cityId) => snapshotOf(await inner.findCityCatalog(cityId)), maxAgeMs, now);
  }

  async findByIds(cityId: number, query: CatalogQuery): Promise<CatalogSelection> {
    const storable = storableCatalogQuery(cityId, query);
    if (storable === null) return { products: [], modifiers: [] };
    const city = await this.cache.get(cityId);
    return {
      products: pick(city.products, storable.productIds),
      modifiers: pick(city.modifiers, storable.modifierIds),
    };
  }

  /** After an edit of a city's menu (every city when none is named): the next read loads it again. */
  invalidate(cityId?: number): void {
    this.cache.invalidate(cityId);
  }
}

const snapshotOf = (catalog: CatalogSelection): CitySnapshot => ({
  products: new Map(catalog.products.map((product) => [product.iikoId, deepFreeze(product)])),
  modifiers: new Map(catalog.modifiers.map((modifier) => [modifier.iikoId, deepFreeze(modifier)])),
});

// In the order the ids were asked, unknown ones left out: as the database orders its answer.
const pick = <T>(entries: ReadonlyMap<string, T>, ids: readonly string[]): T[] =>
  ids.flatMap((id) => {
    const entry = entries.get(id);
    return entry === undefined ? [] : [entry];
  });
