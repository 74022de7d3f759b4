import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminContentPageDto,
  AdminContentRefusalDto,
  ContentPreviewDto,
} from '../../../src/domain/shop-api/admin-content.contract';
import type { ContentPageDto } from '../../../src/domain/shop-api/catalog.contract';
import { createHttpApp } from '../../../src/server/composition/create-http-app';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { databaseTargets } from '../support/database-targets';
import { FIXTURE_CLIENT_DIR, useTestShop } from '../support/test-shop';

const DELIVERY_EN = {
  cityId: null,
  locale: 'en',
  title: 'Delivery',
  body: '## Zones\n\n- **Green**: 29 min\n- Red: 59 min',
};

describe.each(databaseTargets())(
  'staff edit the information pages (/api/admin/content) on $name PostgreSQL',
  (target) => {
    const shop = useTestShop(target);
    let auth: Record<string, string> = {};
    const seed = new Map<string, AdminContentPageDto>();
    const PAGES = ['about', 'delivery', 'public-offer', 'vacancies'] as const;
    beforeAll(async () => {
      auth = { authorization: `Bearer ${await shop().logIn()}` };
      for (const page of PAGES) seed.set(page, (await send('GET', `/api/admin/content/${page}`)).json());
    });
    // Every test starts from the seed's texts, put back through the API so every cache follows.
    beforeEach(async () => {
      for (const page of PAGES) {
        const now = (await send('GET', `/api/admin/content/${page}`)).json() as AdminContentPageDto;
        for (const version of now.versions.filter((v) => v.cityId !== null))
          await send('DELETE', `/api/admin/content/${page}?cityId=${version.cityId}&locale=${version.locale}`);
        for (const version of seed.get(page)?.versions ?? []) {
          const current = now.versions.find((v) => v.cityId === null && v.locale === version.locale);
          if (current?.title !== version.title || current.body !== version.body)
            await save(page, { cityId: null, locale: version.locale, title: version.title, body: version.body });
        }
      }
      await shop().database.query(`DELETE FROM admin_audit WHERE section = 'content'`);
    });

    const send = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers = auth) =>
      shop().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    const save = (page: string, body: object) => send('PUT', `/api/admin/content/${page}`, body);
    const customerPage = async (page: string, cityId: number, app = shop().app): Promise<ContentPageDto> => {
      const response = await app.inject({ url: `/api/content/${page}?cityId=${cityId}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ContentPageDto;
    };
    const auditRows = async () =>
      (
        await shop().database.query<{
          admin_login: string;
          city_id: number | null;
          action: string;
          target: string;
          before: unknown;
          after: unknown;
        }>(
          `SELECT admin_login, city_id, action, target, before, after FROM admin_audit WHERE section = 'content' ORDER BY id`,
        )
      ).rows;

    it('answers every version of a page to staff only, never cached', async () => {
      const response = await send('GET', '/api/admin/content/delivery');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.json() as AdminContentPageDto;
      expect(page.slug).toBe('delivery');
      expect(page.versions.map((version) => `${version.cityId ?? 'all'} ${version.locale}`)).toEqual([
        'all uk',
        'all en',
        'all ru',
      ]);
      expect(page.versions[1]?.body).toContain('{phone}');
      expect((await send('GET', '/api/admin/content/delivery', undefined, {})).statusCode).toBe(401);
      expect((await send('GET', '/api/admin/content/home')).statusCode).toBe(400);
    });

    it('saves the shop-wide English text: customers of both cities read it as sanitized HTML, logged in one line', async () => {
      const response = await save('delivery', DELIVERY_EN);
      expect(response.statusCode, response.body).toBe(200);
      const saved = (response.json() as AdminContentPageDto).versions.find(
        (v) => v.cityId === null && v.locale === 'en',
      );
      expect(saved).toMatchObject({ title: 'Delivery', body: DELIVERY_EN.body, updatedBy: 'admin' });
      for (const cityId of [1, 2]) {
        const page = await customerPage('delivery', cityId);
        expect(page.translation.en).toEqual({
          title: 'Delivery',
          html: '<h2>Zones</h2>\n<ul>\n<li><strong>Green</strong>: 29 min</li>\n<li>Red: 59 min</li>\n</ul>\n',
        });
        expect(page.translation.uk.title).toBe('Доставка та оплата');
      }
      const rows = await auditRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        admin_login: 'admin',
        city_id: null,
        action: 'update-page',
        target: 'delivery · en · all cities',
        after: { title: 'Delivery', body: DELIVERY_EN.body },
      });
      expect((rows[0]?.before as { title: string }).title).toBe('Delivery and payment');
    });

    it('gives a city its own text, falls back to the shop-wide one for the other city, and removes it again', async () => {
      const kyiv = { cityId: 2, locale: 'en', title: 'Delivery in Kyiv', body: 'Kyiv: call {phone}.' };
      expect((await save('delivery', kyiv)).statusCode).toBe(200);
      expect((await customerPage('delivery', 2)).translation.en).toEqual({
        title: 'Delivery in Kyiv',
        html: '<p>Kyiv: call +38 (044) 359 29 59.</p>\n',
      });
      expect((await customerPage('delivery', 1)).translation.en.title).toBe('Delivery and payment');
      // Kyiv has no Russian of its own: the shop-wide Russian text, not Kyiv's English.
      expect((await customerPage('delivery', 2)).translation.ru.title).toBe('Доставка и оплата');

      const removed = await send('DELETE', '/api/admin/content/delivery?cityId=2&locale=en');
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json() as AdminContentPageDto).versions.some((v) => v.cityId === 2)).toBe(false);
      expect((await customerPage('delivery', 2)).translation.en.title).toBe('Delivery and payment');
      expect((await auditRows()).map((row) => `${row.action} ${row.target}`)).toEqual([
        'update-page delivery · en · kyiv',
        'remove-city-version delivery · en · kyiv',
      ]);
      const again = await send('DELETE', '/api/admin/content/delivery?cityId=2&locale=en');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: 'version-not-found' });
    });

    it('refuses a blank title and a too long body by their fields, and saves nothing of it', async () => {
      const response = await save('about', { cityId: null, locale: 'uk', title: '  ', body: 'x'.repeat(50_001) });
      expect(response.statusCode).toBe(400);
      const body = response.json() as AdminContentRefusalDto;
      expect(body.fields.map((field) => `${field.field} ${field.problem}`)).toEqual([
        'title required',
        'body too-long',
      ]);
      expect(body.message).toBe("'title' must not be blank.");
      expect(body.fields[1]?.message).toBe("'body' must be at most 50000 characters.");
      expect((await customerPage('about', 1)).translation.uk.title).toBe('Про нас');
      expect(await auditRows()).toEqual([]);
    });

    it.each([
      ['an unknown city', { ...DELIVERY_EN, cityId: 3 }],
      ['an unknown language', { ...DELIVERY_EN, locale: 'de' }],
      ['a missing body', { cityId: null, locale: 'en', title: 'x' }],
      ['a body past any limit', { ...DELIVERY_EN, body: 'x'.repeat(200_001) }],
    ])('refuses %s with 400 JSON naming the problem', async (_name, body) => {
      const response = await save('delivery', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(await auditRows()).toEqual([]);
    });

    it('needs the admin token for every change', async () => {
      expect((await send('PUT', '/api/admin/content/delivery', DELIVERY_EN, {})).statusCode).toBe(401);
      expect((await send('DELETE', '/api/admin/content/delivery?cityId=2&locale=en', undefined, {})).statusCode).toBe(
        401,
      );
      expect((await send('POST', '/api/admin/content/preview', { body: 'x', cityId: null }, {})).statusCode).toBe(401);
    });

    it("previews Markdown as customers will get it, with the city's phone, storing nothing", async () => {
      const response = await send('POST', '/api/admin/content/preview', {
        body: '# Hi\n\n<script>alert(1)</script> [x](javascript:alert(1)) {phone}',
        cityId: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as ContentPreviewDto).html).toBe(
        '<h2>Hi</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) +38 (044) 359 29 59</p>\n',
      );
      const tooLong = await send('POST', '/api/admin/content/preview', { body: 'x'.repeat(50_001), cityId: null });
      expect(tooLong.statusCode).toBe(400);
      expect((tooLong.json() as AdminContentRefusalDto).fields[0]).toMatchObject({
        field: 'body',
        problem: 'too-long',
      });
      expect(await auditRows()).toEqual([]);
    });

    it('reaches the customers of another instance on the same database within 2 s', async () => {
      const other = await createHttpApp({
        database: shop().database,
        clock: shop().clock,
        adminAuth: shop().adminAuth,
        uploadsDir: shop().uploadsDir,
        clientDir: FIXTURE_CLIENT_DIR,
        publicUrl: 'http://localhost:3000',
        logLevel: false,
        logger: silentLogger,
      });
      await other.ready();
      try {
        // The other instance has the page in its cache before the edit.
        expect((await customerPage('vacancies', 1, other)).translation.en.title).toBe('Jobs');
        expect(
          (await save('vacancies', { cityId: null, locale: 'en', title: 'We are hiring', body: '' })).statusCode,
        ).toBe(200);
        await expect
          .poll(async () => (await customerPage('vacancies', 1, other)).translation.en.title, {
            timeout: 2_000,
            interval: 50,
          })
          .toBe('We are hiring');
      } finally {
        await other.close();
      }
    });
  },
);
