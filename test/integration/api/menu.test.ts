import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { MenuDto, MenuProductDto } from '../../../src/domain/shop-api/catalog.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';
import { ownCatalogueApp } from './support/own-catalogue-app';

interface RawAnswer {
  readonly status: number;
  /** As sent, name and value pairs in order, without Date (it moves with the clock). */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/** One GET over a real connection: the hot-read shortcut sits in front of Fastify, which inject() skips. */
const rawGet = (baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const pairs: string[] = [];
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          const [name = '', value = ''] = [incoming.rawHeaders[i], incoming.rawHeaders[i + 1]];
          if (name.toLowerCase() !== 'date') pairs.push(name.toLowerCase(), value);
        }
        resolve({ status: incoming.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

const productsOf = (menu: MenuDto): MenuProductDto[] => menu.categories.flatMap((category) => category.products);
const productIn = (menu: MenuDto, iikoId: string): MenuProductDto | undefined =>
  productsOf(menu).find((p) => p.iikoId === iikoId);

describe.each(databaseTargets())('GET /api/menu on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const menuOf = async (cityId: number): Promise<MenuDto> => {
    const response = await shop().app.inject({ url: `/api/menu?cityId=${cityId}` });
    expect(response.statusCode).toBe(200);
    return response.json() as MenuDto;
  };

  it("lists Lviv's categories in display order, with the 10 sushi sets", async () => {
    const menu = await menuOf(1);
    expect(menu.cityId).toBe(1);
    expect(menu.categories.map((c) => c.slug)).toEqual([
      'combos',
      'burgers',
      'menus',
      'rolls',
      'sets',
      'additions',
      'sauces',
      'drinks',
      'beer',
    ]);
    expect(menu.categories.find((c) => c.slug === 'sets')?.products).toHaveLength(10);
    expect(menu.categories.map((c) => c.page)).toEqual([
      'burgers',
      'burgers',
      'burgers',
      'sushi',
      'sushi',
      'both',
      'both',
      'both',
      'both',
    ]);
    expect(menu.categories.find((c) => c.slug === 'combos')?.translation).toEqual({
      uk: 'Комбо',
      en: 'Combos',
      ru: 'Комбо',
    });
  });

  it('has no rolls or sets in Kyiv, where sushi is off', async () => {
    const menu = await menuOf(2);
    expect(menu.categories.map((c) => c.slug)).toEqual([
      'combos',
      'burgers',
      'menus',
      'additions',
      'sauces',
      'drinks',
      'beer',
    ]);
    expect(productsOf(menu).some((p) => p.category === 'rolls' || p.category === 'sets')).toBe(false);
  });

  it("prices each city's products with its own price, in hryvnias", async () => {
    const [lviv, kyiv] = [await menuOf(1), await menuOf(2)];
    expect(productIn(lviv, 'combo-classic')?.price).toBe(329);
    expect(productIn(kyiv, 'combo-classic')?.price).toBe(349);
    expect(productIn(lviv, 'drink-cola')).toMatchObject({ price: 55, volume: 0.5, isAlcohol: false });
    expect(productIn(lviv, 'drink-cola')).not.toHaveProperty('weight');
  });

  it('shows a stop-listed product disabled only in the city that stopped it', async () => {
    expect(productIn(await menuOf(2), 'burger-blue-cheese')?.disabled).toBe(true);
    expect(productIn(await menuOf(1), 'burger-blue-cheese')?.disabled).toBe(false);
  });

  it('describes a product completely: ids, names in every language, photo link, modifiers and flags', async () => {
    const burger = productIn(await menuOf(1), 'burger-classic');
    expect(burger).toMatchObject({
      id: 'burger-classic',
      iikoId: 'burger-classic',
      category: 'burgers',
      name: 'Класичний',
      translation: { uk: 'Класичний', en: 'Classic', ru: 'Классический' },
      price: 189,
      weight: 290,
      photo: 'burger-classic.svg',
      imgLink: '/api/uploads/burger-classic.svg',
      background: '#2a1f14',
      isAlcohol: false,
      sushi: false,
      amountOfBurgers: 1,
      disabled: false,
    });
    expect(burger?.description.en).toContain('beef patty');
    expect(burger?.modifiers.length).toBeGreaterThan(0);
    for (const modifier of burger?.modifiers ?? []) {
      expect(modifier).toEqual({
        id: modifier.iikoId,
        iikoId: expect.any(String),
        iikoName: expect.any(String),
        translation: { uk: expect.any(String), en: expect.any(String), ru: expect.any(String) },
        price: expect.any(Number),
        productGroupId: expect.stringMatching(/^(patty|extras)$/),
      });
    }
    const sets = (await menuOf(1)).categories.find((c) => c.slug === 'sets')?.products ?? [];
    expect(sets.every((set) => set.sushi && (set.amountOfRolls ?? 0) > 0)).toBe(true);
    expect(
      productsOf(await menuOf(1))
        .filter((p) => p.isAlcohol)
        .map((p) => p.category),
    ).toEqual(['beer', 'beer', 'beer', 'beer']);
  });

  it('answers the same bytes with an ETag and cache headers, and 304 when the copy is current', async () => {
    const first = await shop().app.inject({ url: '/api/menu?cityId=1' });
    const second = await shop().app.inject({ url: '/api/menu?cityId=1' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const kyiv = await shop().app.inject({ url: '/api/menu?cityId=2' });
    expect(kyiv.headers.etag).not.toBe(first.headers.etag);

    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const notModified = await shop().app.inject({
        url: '/api/menu?cityId=1',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    const changed = await shop().app.inject({ url: '/api/menu?cityId=1', headers: { 'if-none-match': 'W/"stale"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('sends brotli or gzip to clients that accept them, the same JSON once decoded', async () => {
    const plain = (await shop().app.inject({ url: '/api/menu?cityId=1' })).body;
    const br = await shop().app.inject({
      url: '/api/menu?cityId=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gz = await shop().app.inject({
      url: '/api/menu?cityId=1',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    const identity = await shop().app.inject({ url: '/api/menu?cityId=1', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i and a message', async (_label, query, status) => {
    await expectApiRefusal(shop().app, { url: `/api/menu?${query}` }, status);
  });

  it('names the problem in the message', async () => {
    expect((await expectApiRefusal(shop().app, { url: '/api/menu' })).message).toBe(
      "The query string is missing the field 'cityId'.",
    );
    expect((await expectApiRefusal(shop().app, { url: '/api/menu?cityId=abc' })).message).toBe(
      "'cityId' in the query string must be a whole number.",
    );
    expect(await expectApiRefusal(shop().app, { url: '/api/menu?cityId=7' })).toEqual({
      error: 'unknown-city',
      message: 'There is no city with id 7: use 1 for Lviv or 2 for Kyiv.',
    });
  });

  it('keeps the menu in memory until an edit invalidates it', async () => {
    const { app, catalogue } = await ownCatalogueApp(shop());
    try {
      const before = (await app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto;
      expect(productIn(before, 'combo-classic')?.price).toBe(329);
      await shop().database.query(
        `UPDATE product_cities SET price = 33900, is_stopped = true
          WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      expect(
        productIn((await app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto, 'combo-classic')?.price,
      ).toBe(329);

      catalogue.invalidate.menu(1);
      const after = (await app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto;
      expect(productIn(after, 'combo-classic')).toMatchObject({ price: 339, disabled: true });

      await shop().database.query('UPDATE cities SET sushi_enabled = false WHERE id = 1');
      catalogue.invalidate.cities();
      const noSushi = (await app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto;
      expect(noSushi.categories.map((c) => c.slug)).not.toContain('sets');
    } finally {
      await shop().database.query(
        `UPDATE product_cities SET price = NULL, is_stopped = false
          WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      await shop().database.query('UPDATE cities SET sushi_enabled = true WHERE id = 1');
      await app.close();
    }
  });

  it('answers repeated reads over HTTP byte for byte without running the route, until an edit changes the menu', async () => {
    const requestLines: Record<string, unknown>[] = [];
    const { app, catalogue } = await ownCatalogueApp(shop(), { requestLog: (line) => requestLines.push(line) });
    const routeRuns = vi.spyOn(catalogue.routes.getMenu, 'execute');
    const BR = { 'accept-encoding': 'gzip, deflate, br' };
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const first = await rawGet(baseUrl, '/api/menu?cityId=1', BR);
      const second = await rawGet(baseUrl, '/api/menu?cityId=1', BR);
      expect(first.status).toBe(200);
      expect(second).toEqual(first);
      expect(first.headers).toEqual(
        expect.arrayContaining([
          'content-encoding',
          'br',
          'x-content-type-options',
          'nosniff',
          'vary',
          'accept-encoding',
        ]),
      );
      expect(routeRuns).toHaveBeenCalledTimes(1);
      // Both reads are in the request log, the shortcut's in the same words.
      const lines = requestLines.filter((line) => line.msg === 'request answered');
      expect(lines).toHaveLength(2);
      expect(first.headers).toEqual(expect.arrayContaining(['cache-control', 'public, no-cache']));
      for (const line of lines)
        expect(line).toMatchObject({
          method: 'GET',
          url: '/api/menu?cityId=1',
          statusCode: 200,
          ip: '127.0.0.1',
          ms: expect.any(Number),
        });

      // Another encoding and a spelling variant are the route's.
      const plain = await rawGet(baseUrl, '/api/menu?cityId=1');
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(
        JSON.parse(brotliDecompressSync(first.body).toString('utf8')),
      );
      const variant = await rawGet(baseUrl, '/api/menu?cityId=01', BR);
      expect(variant.body).toEqual(first.body);
      expect(routeRuns).toHaveBeenCalledTimes(3);
      expect((await rawGet(baseUrl, '/api/menu?cityId=1')).body).toEqual(plain.body);
      // A browser revalidating its copy gets the shortcut's 304, with the headers the route's own 304 has.
      const etag = first.headers[first.headers.indexOf('etag') + 1] ?? '';
      const routes304 = await rawGet(baseUrl, '/api/menu?cityId=01', { ...BR, 'if-none-match': etag });
      const shortcuts304 = await rawGet(baseUrl, '/api/menu?cityId=1', { ...BR, 'if-none-match': etag });
      expect(routeRuns).toHaveBeenCalledTimes(4);
      expect(routes304.status).toBe(304);
      expect(shortcuts304).toEqual(routes304);
      expect(shortcuts304.body.length).toBe(0);

      await shop().database.query(
        `UPDATE product_cities SET price = 33900 WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      catalogue.invalidate.menu(1);
      const edited = await rawGet(baseUrl, '/api/menu?cityId=1', BR);
      expect(
        productIn(JSON.parse(brotliDecompressSync(edited.body).toString('utf8')) as MenuDto, 'combo-classic')?.price,
      ).toBe(339);
      expect(edited.headers).not.toEqual(first.headers);
      expect(routeRuns).toHaveBeenCalledTimes(5);
      expect(await rawGet(baseUrl, '/api/menu?cityId=1', BR)).toEqual(edited);
      // The browser's old copy is no longer current: it gets the new menu, not a 304.
      expect((await rawGet(baseUrl, '/api/menu?cityId=1', { ...BR, 'if-none-match': etag })).status).toBe(200);
      expect(routeRuns).toHaveBeenCalledTimes(5);
    } finally {
      await shop().database.query(
        `UPDATE product_cities SET price = NULL WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      await app.close();
    }
  });

  it("reaches the order pipeline's copy of the menu too: a price or stop edit is checked at once", async () => {
    const { app, catalogue } = await ownCatalogueApp(shop());
    const comboLine = { id: 'line-1', iikoId: 'combo-classic', price: 329, modifiers: [] };
    const checkPrices = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cart/check-prices',
        payload: { cartItems: [comboLine], cityId: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as unknown;
    };
    try {
      // Loads the pipeline's copy; the edit below lands well within its 2 s max age, so only the
      // invalidation can make the next check read the database. (Asserting the stale answer too
      // would depend on the timing of a busy machine; the cache's own unit tests cover staleness.)
      expect(await checkPrices()).toEqual({
        type: 'OK',
        data: [{ id: 'line-1', price: 329, modifiers: [] }],
        unavailable: [],
      });
      await shop().database.query(
        `UPDATE product_cities SET price = 33900, is_stopped = true
          WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      catalogue.invalidate.menu(1);
      expect(await checkPrices()).toEqual({
        type: 'UPDATE',
        data: [{ id: 'line-1', price: 339, modifiers: [] }],
        unavailable: [{ id: 'line-1', reason: 'product-unavailable' }],
      });
    } finally {
      await shop().database.query(
        `UPDATE product_cities SET price = NULL, is_stopped = false
          WHERE city_id = 1 AND product_id = (SELECT id FROM products WHERE iiko_id = 'combo-classic')`,
      );
      await app.close();
    }
  });
});
