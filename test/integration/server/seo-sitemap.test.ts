import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const ORIGIN = 'http://localhost:3000';

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

/** The <url> entry of one address: its alternates by hreflang. */
const alternatesOf = (xml: string, loc: string): Record<string, string> => {
  const entry =
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((match) => match[1] ?? '')
      .find((body) => body.includes(`<loc>${loc}</loc>`)) ?? '';
  return Object.fromEntries(
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
};

describe.each(databaseTargets())('sitemap and robots on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });
  const sitemap = async () => {
    const response = await shop().app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.body;
  };
  const setKyivSushi = async (sushiEnabled: boolean) => {
    const response = await shop().app.inject({
      method: 'PATCH',
      url: '/api/admin/site?cityId=2',
      payload: { sushiEnabled },
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('lists every public page in every language and city, each with its hreflang alternates', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = locsOf(xml);
    // 3 languages x (6 pages city-less + 6 in Lviv + 5 in Kyiv, which has no sushi in the seed).
    expect(locs).toHaveLength(51);
    expect(new Set(locs).size).toBe(51);
    for (const path of [
      '/',
      '/sushi/',
      '/lviv/sushi/',
      '/en/kyiv/',
      '/ru/kyiv/delivery/',
      '/en/lviv/public-offer/',
      '/ru/vacancies/',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(alternatesOf(xml, `${ORIGIN}/en/kyiv/delivery/`)).toEqual({
      uk: `${ORIGIN}/kyiv/delivery/`,
      en: `${ORIGIN}/en/kyiv/delivery/`,
      ru: `${ORIGIN}/ru/kyiv/delivery/`,
      'x-default': `${ORIGIN}/kyiv/delivery/`,
    });
  });

  it('leaves out admin and checkout pages and the sushi page of a city with sushi off', async () => {
    const locs = locsOf(await sitemap());
    expect(locs.filter((loc) => /\/(admin|checkout)\//.test(loc))).toEqual([]);
    expect(locs.filter((loc) => loc.includes('/kyiv/sushi/'))).toEqual([]);
  });

  it("follows the city's sushi setting", async () => {
    await setKyivSushi(true);
    try {
      const locs = locsOf(await sitemap());
      expect(locs).toHaveLength(54);
      expect(locs).toEqual(
        expect.arrayContaining([`${ORIGIN}/kyiv/sushi/`, `${ORIGIN}/en/kyiv/sushi/`, `${ORIGIN}/ru/kyiv/sushi/`]),
      );
    } finally {
      await setKyivSushi(false);
    }
    expect(locsOf(await sitemap())).toHaveLength(51);
  });

  it('keeps crawlers out of the admin area and the API, allows the pictures, and names the sitemap', async () => {
    const response = await shop().app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /admin',
        'Disallow: /en/admin',
        'Disallow: /ru/admin',
        'Disallow: /api',
        'Allow: /api/uploads/',
        'Allow: /api/photos/',
      ]),
    );
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
