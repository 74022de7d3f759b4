import { beforeAll, describe, expect, it } from 'vitest';
import { formatHryvnias } from '../../../src/domain/shared/money';
import { PAGE_SNAPSHOT_ELEMENT_ID } from '../../../src/domain/shop-api/page-snapshot.contract';
import type { MenuDto } from '../../../src/domain/shop-api/catalog.contract';
import type { Locale } from '../../../src/domain/shared/locale';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import type { LoggerPort } from '../../../src/server/application/ports/logger.port';
import { composeCatalogue } from '../../../src/server/composition/catalogue.composition';
import { createHttpApp } from '../../../src/server/composition/create-http-app';
import { BUILT_CLIENT_DIR, ensureStorefrontBuilt } from '../support/built-storefront';
import { databaseTargets } from '../support/database-targets';
import { useTestShop, type TestShop } from '../support/test-shop';

/*
 * The menu pages as a crawler or a phone without scripts receives them: the server renders the
 * browser app into the HTML it sends (architecture/seo.md). Uses the real build (npm run build).
 */
beforeAll(ensureStorefrontBuilt, 300_000);

const ORIGIN = 'http://localhost:3000';
const ROOT = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-snapshot">/;

/** Text as React writes it into HTML. */
const asHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const rootOf = (html: string): string => ROOT.exec(html)?.[1] ?? '';

const snapshotOf = (html: string): unknown => {
  const text = new RegExp(
    `<script type="application/json" id="${PAGE_SNAPSHOT_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
};

/** The products a menu page shows, in the page's language, with their prices as the cards write them. */
const productsOnPage = (menu: MenuDto, page: 'burgers' | 'sushi', locale: Locale) =>
  menu.categories
    .filter((category) => category.page === page || category.page === 'both')
    .flatMap((category) => category.products)
    .map((product) => ({ name: product.translation[locale] || product.name, price: formatHryvnias(product.price) }));

const appWith = async (
  shop: TestShop,
  options: { clientDir: string; logger: LoggerPort; renderer?: Parameters<typeof composeCatalogue>[0]['pageRenderer'] },
) => {
  const catalogue = composeCatalogue({
    database: shop.database,
    clock: shop.clock,
    logger: options.logger,
    googleApiKey: null,
    publicUrl: ORIGIN,
    ...(options.renderer === undefined ? {} : { pageRenderer: options.renderer }),
  });
  const app = await createHttpApp({
    database: shop.database,
    clock: shop.clock,
    adminAuth: shop.adminAuth,
    uploadsDir: shop.uploadsDir,
    clientDir: options.clientDir,
    publicUrl: ORIGIN,
    logLevel: false,
    logger: options.logger,
    ...(options.renderer === undefined ? {} : { catalogue }),
  });
  await app.ready();
  return app;
};

const RENDER_FAILED = 'a page went out without its content (server rendering failed)';

/** The warnings about pages that went out without their content (the app's start-up warnings aside). */
const warnings = () => {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: LoggerPort = {
    ...silentLogger,
    warn: (message, fields) => {
      if (message === RENDER_FAILED) lines.push({ message, ...(fields === undefined ? {} : { fields }) });
    },
  };
  return { lines, logger };
};

describe.each(databaseTargets())('server-rendered menu pages on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { clientDir: BUILT_CLIENT_DIR });
  const get = async (url: string, app = shop().app) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, html: response.body };
  };
  const menuOf = async (cityId: number) =>
    (await shop().app.inject({ url: `/api/menu?cityId=${cityId}` })).json<MenuDto>();

  it.each([
    ['/', 'uk', 1, 'burgers'],
    ['/en/', 'en', 1, 'burgers'],
    ['/ru/', 'ru', 1, 'burgers'],
    ['/kyiv/', 'uk', 2, 'burgers'],
    ['/en/sushi/', 'en', 1, 'sushi'],
  ] as const)(
    '%s carries every product of its menu with its price, and the data it was rendered from',
    async (url, locale, cityId, page) => {
      const { status, html } = await get(url);
      expect(status).toBe(200);
      const root = rootOf(html);
      const products = productsOnPage(await menuOf(cityId), page, locale);
      expect(products.length).toBeGreaterThan(5);
      for (const product of products) {
        expect(root).toContain(asHtml(product.name));
        expect(root).toContain(`>${product.price}<`);
      }
      // Everything it shows, the stops included: the browser asks the API nothing at start.
      expect(snapshotOf(html)).toMatchObject({ pathname: url, menu: { cityId }, stops: { cityId, body: [] } });
      // Its styles come inline, so it paints from the HTML alone; its page module is among the
      // scripts the page starts once it has painted (architecture/performance.md).
      expect(html).toMatch(/<style>[\s\S]+?<\/style>/);
      expect(html).not.toMatch(/<link rel="(?:stylesheet|modulepreload)"|<script type="module"/);
      expect(html).toMatch(
        new RegExp(
          // The home and sushi pages share one module (menu.page.tsx).
          `data-app-scripts="/assets/index-[\\w-]+\\.js [^"]*/assets/menu\\.page-[\\w-]+\\.js`,
        ),
      );
    },
  );

  it("shows the city's own prices: Kyiv's Classic is not Lviv's", async () => {
    expect(rootOf((await get('/en/')).html)).toContain('>189 ₴<');
    expect(rootOf((await get('/en/kyiv/')).html)).toContain('>199 ₴<');
  });

  it("says the city's hours in the page as sent, so they do not push the menu down when the app starts", async () => {
    const { html } = await get('/en/');
    expect(rootOf(html)).toMatch(/data-testid="shop-hours"[^>]*>[^<]*10:30 - 22:30</);
    // Which pre-order slots are full changes with every order: the browser asks for it live.
    expect(snapshotOf(html)).toMatchObject({ schedule: { cityId: 1, body: { fullSlots: [] } } });
  });

  it('leaves checkout to the browser (information and 404 pages: seo-info-pages.test.ts)', async () => {
    expect(rootOf((await get('/en/checkout/')).html)).toBe('');
    expect((await get('/en/checkout/')).html).toContain('<div id="root"></div>');
  });

  it('shows a price change at once, and on another instance within 2 s', async () => {
    const other = await appWith(shop(), { clientDir: BUILT_CLIENT_DIR, logger: silentLogger });
    const classic = async (app = shop().app) => rootOf((await get('/en/', app)).html).includes('>215 ₴<');
    try {
      expect(await classic()).toBe(false);
      expect(await classic(other)).toBe(false);
      const token = await shop().logIn();
      const edit = (body: object) =>
        shop().app.inject({
          method: 'PATCH',
          url: '/api/admin/menu/products/burger-classic',
          payload: { cityId: 1, ...body },
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await edit({ price: 215 })).statusCode).toBe(200);
      expect(await classic()).toBe(true);
      await expect.poll(() => classic(other), { timeout: 2_000, interval: 50 }).toBe(true);
      expect((await edit({ price: null })).statusCode).toBe(200);
      expect(await classic()).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('sends the empty shell with its head, and logs a warning, when the render fails', async () => {
    const { lines, logger } = warnings();
    const app = await appWith(shop(), {
      clientDir: BUILT_CLIENT_DIR,
      logger,
      renderer: { render: () => Promise.reject(new Error('a bug in a component')) },
    });
    try {
      const { status, html } = await get('/en/', app);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(
        /<title data-server-head="app">Burger and sushi delivery in Lviv — Burger &amp; Sushi<\/title>/,
      );
      expect(lines).toEqual([
        { message: RENDER_FAILED, fields: { pathname: '/en/', error: 'Error: a bug in a component' } },
      ]);
    } finally {
      await app.close();
    }
  });

  it('sends the empty shell when there is no server render in the build', async () => {
    const { lines, logger } = warnings();
    // The fixture build has an index.html and nothing beside it.
    const app = await appWith(shop(), { clientDir: `${BUILT_CLIENT_DIR}/../../test/fixtures/client`, logger });
    try {
      const { status, html } = await get('/en/', app);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root" data-fixture="spa-index"></div>');
      expect(lines.map((line) => line.message)).toEqual([RENDER_FAILED]);
    } finally {
      await app.close();
    }
  });
});
