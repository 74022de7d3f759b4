import { beforeAll, describe, expect, it } from 'vitest';
import { buildShopPath } from '../../../src/domain/routing/shop-route';
import type { CitySlug } from '../../../src/domain/city/city';
import type { ContentPageSlug } from '../../../src/domain/content/content-page';
import { LOCALES } from '../../../src/domain/shared/locale';
import type { ContentPageDto } from '../../../src/domain/shop-api/catalog.contract';
import { PAGE_SNAPSHOT_ELEMENT_ID } from '../../../src/domain/shop-api/page-snapshot.contract';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { createHttpApp } from '../../../src/server/composition/create-http-app';
import { BUILT_CLIENT_DIR, ensureStorefrontBuilt } from '../support/built-storefront';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

/*
 * The information pages and the 404 page as a crawler or a phone without scripts receives them:
 * staff's title and text are in the HTML as sent (architecture/seo.md). Uses the real build.
 */
beforeAll(ensureStorefrontBuilt, 300_000);

const ROOT = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-snapshot">/;
const rootOf = (html: string): string => ROOT.exec(html)?.[1] ?? '';
const snapshotOf = (html: string): unknown => {
  const text = new RegExp(
    `<script type="application/json" id="${PAGE_SNAPSHOT_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
};
/** Text as React writes it into HTML. */
const asHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const PAGES: readonly ContentPageSlug[] = ['about', 'delivery', 'public-offer', 'vacancies'];
const CITIES: readonly { slug: CitySlug; id: 1 | 2; path: CitySlug | null }[] = [
  { slug: 'lviv', id: 1, path: null },
  { slug: 'kyiv', id: 2, path: 'kyiv' },
];

describe.each(databaseTargets())('server-rendered information and 404 pages on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { clientDir: BUILT_CLIENT_DIR });
  const get = async (url: string, app = shop().app) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, html: response.body };
  };
  const contentOf = async (slug: ContentPageSlug, cityId: number) =>
    (await shop().app.inject({ url: `/api/content/${slug}?cityId=${cityId}` })).json<ContentPageDto>();

  it.each(PAGES)(
    '%s carries staff’s title and text in every language and city, and the data it was rendered from',
    async (slug) => {
      for (const city of CITIES) {
        const content = await contentOf(slug, city.id);
        for (const locale of LOCALES) {
          const url = buildShopPath({ locale, city: city.path, page: slug });
          const { status, html } = await get(url);
          expect(status, url).toBe(200);
          const root = rootOf(html);
          expect(root, url).toContain(`<h1 id="page-title">${asHtml(content.translation[locale].title)}</h1>`);
          expect(root, url).toContain(content.translation[locale].html);
          expect(snapshotOf(html), url).toMatchObject({
            pathname: url,
            content: { cityId: city.id, slug, body: content },
          });
        }
      }
    },
  );

  it('sends a staff edit in the HTML at once, and from another instance within 2 s', async () => {
    const other = await createHttpApp({
      database: shop().database,
      clock: shop().clock,
      adminAuth: shop().adminAuth,
      uploadsDir: shop().uploadsDir,
      clientDir: BUILT_CLIENT_DIR,
      publicUrl: 'http://localhost:3000',
      logLevel: false,
      logger: silentLogger,
    });
    await other.ready();
    const token = await shop().logIn();
    const save = (title: string, body: string) =>
      shop().app.inject({
        method: 'PUT',
        url: '/api/admin/content/delivery',
        payload: { cityId: 2, locale: 'en', title, body },
        headers: { authorization: `Bearer ${token}` },
      });
    try {
      expect(rootOf((await get('/en/kyiv/delivery/', other)).html)).toContain('Delivery and payment');
      expect((await save('Kyiv delivery', '## Zones\n\n- red\n- blue')).statusCode).toBe(200);
      const root = rootOf((await get('/en/kyiv/delivery/')).html);
      expect(root).toContain('<h1 id="page-title">Kyiv delivery</h1>');
      expect(root).toContain('<h2>Zones</h2>\n<ul>\n<li>red</li>\n<li>blue</li>\n</ul>');
      // Lviv has no text of its own: it keeps the shop-wide one.
      expect(rootOf((await get('/en/delivery/')).html)).toContain('Delivery and payment');
      await expect
        .poll(async () => rootOf((await get('/en/kyiv/delivery/', other)).html).includes('Kyiv delivery'), {
          timeout: 2_000,
          interval: 50,
        })
        .toBe(true);
    } finally {
      await shop().app.inject({
        method: 'DELETE',
        url: '/api/admin/content/delivery?cityId=2&locale=en',
        headers: { authorization: `Bearer ${token}` },
      });
      await other.close();
    }
  });

  it.each([
    ['/no-such-page/', 'Цю сторінку не вдалося знайти', 'uk'],
    ['/en/no-such-page/', 'This page could not be found', 'en'],
    ['/en/kyiv/menu/old/', 'This page could not be found', 'en'],
    ['/ru/nope/', 'Эту страницу не удалось найти', 'ru'],
  ])('answers %s with 404 and the 404 page in its language', async (url, title, lang) => {
    const { status, html } = await get(url);
    expect(status).toBe(404);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(rootOf(html)).toContain(asHtml(title));
    expect(snapshotOf(html)).toMatchObject({ pathname: null, content: null, menu: null });
  });

  it('leaves the admin area’s unknown addresses to the admin app', async () => {
    const { status, html } = await get('/admin/no-such-section/');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
  });
});
