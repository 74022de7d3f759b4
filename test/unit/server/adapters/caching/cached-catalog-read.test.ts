import { describe, expect, it } from 'vitest';
import {
  CachedCatalogRead,
  type CityCatalogSource,
} from '../../../../../src/server/adapters/caching/cached-catalog-read.adapter';
import type {
  CatalogModifier,
  CatalogProduct,
  CatalogSelection,
} from '../../../../../src/server/application/ports/catalog-read.port';

const MAX_AGE_MS = 2_000;

/** A monotonic clock the test moves by hand. */
const fakeClock = () => {
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => void (ms += by) };
};

const product = (iikoId: string, priceKopiykas: number): CatalogProduct => ({
  iikoId,
  name: iikoId,
  translation: { uk: iikoId },
  category: 'burgers',
  priceKopiykas,
  isAlcohol: false,
  sushi: false,
  disabled: false,
  modifierIds: ['bacon'],
  modifierGroups: [
    {
      id: '1',
      name: { uk: 'Добавки' },
      kind: 'any-of',
      required: false,
      options: [{ modifierId: 'bacon', maxCount: 1 }],
    },
  ],
});

const BACON: CatalogModifier = {
  iikoId: 'bacon',
  iikoName: 'Бекон',
  translation: { uk: 'Бекон' },
  priceKopiykas: 3_550,
};

/**
 * A menu the test edits, answered as PgCatalogRead.findCityCatalog answers: fresh objects on every
 * load (the cache freezes what it is handed). Counts the loads per city.
 */
const fakeMenu = (menus: Record<number, CatalogSelection>) => {
  const loads: number[] = [];
  const source: CityCatalogSource = {
    findCityCatalog: async (cityId) => {
      loads.push(cityId);
      return structuredClone(menus[cityId] ?? { products: [], modifiers: [] });
    },
  };
  return { loads, source, menus };
};

const ASK_ALL = { productIds: ['classic', 'double'], modifierIds: ['bacon'] };

describe('CachedCatalogRead', () => {
  it('loads a city once within the max age, whatever each order asks, and again once it has passed', async () => {
    const clock = fakeClock();
    const menu = fakeMenu({
      1: { products: [product('classic', 18_990), product('double', 25_990)], modifiers: [BACON] },
    });
    const catalog = new CachedCatalogRead(menu.source, MAX_AGE_MS, clock.now);

    expect((await catalog.findByIds(1, { productIds: ['classic'], modifierIds: [] })).products).toEqual([
      product('classic', 18_990),
    ]);
    menu.menus[1] = { products: [product('classic', 19_990)], modifiers: [] };
    clock.advance(MAX_AGE_MS - 1);
    expect(await catalog.findByIds(1, ASK_ALL)).toEqual({
      products: [product('classic', 18_990), product('double', 25_990)],
      modifiers: [BACON],
    });
    expect(menu.loads).toEqual([1]);

    clock.advance(1);
    expect(await catalog.findByIds(1, ASK_ALL)).toEqual({ products: [product('classic', 19_990)], modifiers: [] });
    expect(menu.loads).toEqual([1, 1]);
  });

  it('loads again at once after invalidate, for that city or for all', async () => {
    const menu = fakeMenu({
      1: { products: [product('classic', 18_990)], modifiers: [] },
      2: { products: [], modifiers: [] },
    });
    const catalog = new CachedCatalogRead(menu.source, MAX_AGE_MS, fakeClock().now);
    await catalog.findByIds(1, ASK_ALL);
    await catalog.findByIds(2, ASK_ALL);

    menu.menus[1] = { products: [product('classic', 19_990)], modifiers: [] };
    catalog.invalidate(1);
    expect((await catalog.findByIds(1, ASK_ALL)).products).toEqual([product('classic', 19_990)]);
    await catalog.findByIds(2, ASK_ALL);
    expect(menu.loads).toEqual([1, 2, 1]);

    catalog.invalidate();
    await catalog.findByIds(1, ASK_ALL);
    await catalog.findByIds(2, ASK_ALL);
    expect(menu.loads).toEqual([1, 2, 1, 1, 2]);
  });

  it('shares one load between concurrent misses, and keeps cities apart', async () => {
    const menu = fakeMenu({
      1: { products: [product('classic', 18_990)], modifiers: [] },
      2: { products: [product('classic', 19_900)], modifiers: [] },
    });
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const catalog = new CachedCatalogRead(
      { findCityCatalog: async (cityId) => (await gate, menu.source.findCityCatalog(cityId)) },
      MAX_AGE_MS,
      fakeClock().now,
    );
    const answers = Promise.all([
      catalog.findByIds(1, ASK_ALL),
      catalog.findByIds(1, ASK_ALL),
      catalog.findByIds(2, ASK_ALL),
    ]);
    release();
    const [a, b, c] = await answers;
    expect(a.products[0]).toBe(b.products[0]);
    expect(c.products).toEqual([product('classic', 19_900)]);
    expect(menu.loads).toEqual([1, 2]);
  });

  it('forgets a failed load, so the next order retries instead of failing for the whole max age', async () => {
    let fail = true;
    const menu = fakeMenu({ 1: { products: [product('classic', 18_990)], modifiers: [] } });
    const catalog = new CachedCatalogRead(
      {
        findCityCatalog: (cityId) =>
          fail ? Promise.reject(new Error('connection lost')) : menu.source.findCityCatalog(cityId),
      },
      MAX_AGE_MS,
      fakeClock().now,
    );
    await expect(catalog.findByIds(1, ASK_ALL)).rejects.toThrow('connection lost');
    fail = false;
    expect((await catalog.findByIds(1, ASK_ALL)).products).toEqual([product('classic', 18_990)]);
  });

  it('answers each id once, in the order first asked, leaving out ids the city does not have', async () => {
    const menu = fakeMenu({
      1: { products: [product('classic', 18_990), product('double', 25_990)], modifiers: [BACON] },
    });
    const catalog = new CachedCatalogRead(menu.source, MAX_AGE_MS, fakeClock().now);
    const answer = await catalog.findByIds(1, {
      productIds: ['double', 'nope', 'classic', 'double'],
      modifierIds: ['bacon', 'bacon', 'nope'],
    });
    expect(answer.products.map((p) => p.iikoId)).toEqual(['double', 'classic']);
    expect(answer.modifiers.map((m) => m.iikoId)).toEqual(['bacon']);
    expect(await catalog.findByIds(3, ASK_ALL)).toEqual({ products: [], modifiers: [] });
  });

  it('answers nothing without loading for an empty query, ids no column could hold, or an impossible city', async () => {
    const menu = fakeMenu({ 1: { products: [product('classic', 18_990)], modifiers: [BACON] } });
    const catalog = new CachedCatalogRead(menu.source, MAX_AGE_MS, fakeClock().now);
    expect(await catalog.findByIds(1, { productIds: [], modifierIds: [] })).toEqual({ products: [], modifiers: [] });
    expect(await catalog.findByIds(1, { productIds: ['clas\u0000sic'], modifierIds: ['\u0000'] })).toEqual({
      products: [],
      modifiers: [],
    });
    for (const cityId of [0, -1, 1.5, Number.NaN, 1e12]) {
      expect(await catalog.findByIds(cityId, ASK_ALL)).toEqual({ products: [], modifiers: [] });
    }
    expect(menu.loads).toEqual([]);
  });

  it("shares answers between callers frozen, so no caller can change the next one's prices", async () => {
    const menu = fakeMenu({ 1: { products: [product('classic', 18_990)], modifiers: [BACON] } });
    const catalog = new CachedCatalogRead(menu.source, MAX_AGE_MS, fakeClock().now);
    const first = await catalog.findByIds(1, ASK_ALL);
    const shared = first.products[0] as unknown as {
      priceKopiykas: number;
      modifierIds: string[];
      translation: { uk?: string };
    };

    expect(() => (shared.priceKopiykas = 1)).toThrow(TypeError);
    expect(() => shared.modifierIds.push('cheddar')).toThrow(TypeError);
    expect(() => (shared.translation.uk = 'changed')).toThrow(TypeError);
    expect(() => ((first.modifiers[0] as { priceKopiykas: number }).priceKopiykas = 1)).toThrow(TypeError);
    // The lists themselves are the caller's own.
    (first.products as CatalogProduct[]).length = 0;

    const second = await catalog.findByIds(1, ASK_ALL);
    expect(second.products[0]).toBe(shared);
    expect(second).toEqual({ products: [product('classic', 18_990)], modifiers: [BACON] });
  });
});
