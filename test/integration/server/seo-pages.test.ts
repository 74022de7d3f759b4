import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { menuItemsOf, parseHead } from '../support/html-head';
import { useTestShop } from '../support/test-shop';
import { ownCatalogueApp } from '../api/support/own-catalogue-app';

/*
 * The storefront's HTML as a crawler receives it (no browser, no script): the server writes each
 * page's language, texts, links and structured data into index.html (architecture/seo.md).
 */
const ORIGIN = 'http://localhost:3000';

describe.each(databaseTargets())('page heads in the HTML as sent on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const page = async (url: string, app = shop().app) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, headers: response.headers, head: parseHead(response.body) };
  };

  it.each([
    ['/', 'uk', 'Доставка бургерів і суші у Львові — Burger & Sushi', 'у Львові', '/', 'uk_UA'],
    ['/en/kyiv/', 'en', 'Burger delivery in Kyiv — Burger & Sushi', 'in Kyiv', '/en/kyiv/', 'en_US'],
    [
      '/ru/kyiv/delivery/',
      'ru',
      'Доставка и оплата в Киеве — Burger & Sushi',
      'в Киеве',
      '/ru/kyiv/delivery/',
      'ru_UA',
    ],
    ['/about/?lang=en', 'en', 'About us — Burger & Sushi, Lviv', 'in Lviv', '/en/about/', 'en_US'],
    ['/lviv/sushi/', 'uk', 'Суші, роли та сети у Львові — Burger & Sushi', 'у Львові', '/lviv/sushi/', 'uk_UA'],
  ])(
    '%s: lang %s, its title, description, canonical, hreflang and Open Graph',
    async (url, lang, title, inCity, path, ogLocale) => {
      const { status, head } = await page(url);
      expect(status).toBe(200);
      expect(head.lang).toBe(lang);
      // The build's own title is replaced, not joined.
      expect(head.titles).toEqual([title]);
      const [description] = head.meta('description');
      expect(head.meta('description')).toHaveLength(1);
      expect(description).toContain(inCity);
      expect(head.links('canonical')).toEqual([{ href: `${ORIGIN}${path}`, hreflang: null }]);
      expect(head.links('alternate').map((link) => link.hreflang)).toEqual(['uk', 'en', 'ru', 'x-default']);
      expect(head.links('alternate').every((link) => link.href?.startsWith(`${ORIGIN}/`))).toBe(true);
      expect(head.meta('og:title')).toEqual([title]);
      expect(head.meta('og:description')).toEqual([description]);
      expect(head.meta('og:url')).toEqual([`${ORIGIN}${path}`]);
      expect(head.meta('og:locale')).toEqual([ogLocale]);
      expect(head.meta('og:locale:alternate')).toHaveLength(2);
      expect(head.meta('robots')).toEqual([]);
      const [image] = head.meta('og:image');
      expect(image).toMatch(/^http:\/\/localhost:3000\/api\/uploads\/.+\.svg$/);
      expect((await shop().app.inject({ url: image?.slice(ORIGIN.length) ?? '' })).statusCode).toBe(200);
    },
  );

  it("ends the home page's description with today's hours, as the app does", async () => {
    const { head } = await page('/en/');
    expect(head.meta('description')[0]).toBe('Order burgers, rolls and sets delivered in Lviv. Daily 10:30 - 22:30.');
  });

  it('describes each city as a Restaurant with its phone, address, hours, cuisines and url', async () => {
    const lviv = (await page('/')).head.structuredData;
    expect(lviv).toHaveLength(1);
    expect(lviv[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Burger & Sushi, Львів',
      telephone: '+380322295929',
      url: `${ORIGIN}/`,
      servesCuisine: ['Бургери', 'Суші'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'вулиця Городоцька, 28',
        addressLocality: 'Львів',
        addressCountry: 'UA',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '10:30',
          closes: '22:30',
        },
      ],
    });
    const [kyiv] = (await page('/en/kyiv/about/')).head.structuredData;
    // Kyiv has sushi switched off in the seed; an information page names the restaurant, not the menu.
    expect(kyiv).toMatchObject({
      name: 'Burger & Sushi, Kyiv',
      telephone: '+380443592959',
      url: `${ORIGIN}/en/kyiv/`,
      servesCuisine: ['Burgers'],
    });
    expect(kyiv).not.toHaveProperty('hasMenu');
  });

  it("carries the page's menu with each product's city price in hryvnias", async () => {
    const lviv = menuItemsOf((await page('/')).head.structuredData[0]);
    expect(lviv.get('Класичний')?.offers).toEqual({
      '@type': 'Offer',
      price: 189,
      priceCurrency: 'UAH',
      availability: 'https://schema.org/InStock',
    });
    expect(lviv.has('Філадельфія')).toBe(false);
    const kyiv = menuItemsOf((await page('/en/kyiv/')).head.structuredData[0]);
    expect(kyiv.get('Classic')?.offers).toMatchObject({ price: 199, priceCurrency: 'UAH' });
    const sushi = menuItemsOf((await page('/en/sushi/')).head.structuredData[0]);
    expect(sushi.get('Philadelphia')?.offers).toMatchObject({ price: 349, priceCurrency: 'UAH' });
    expect(sushi.has('Classic')).toBe(false);
  });

  it('keeps the 404 status of an unknown page and marks it noindex, in the language of its path', async () => {
    const { status, headers, head } = await page('/en/no-such-page/');
    expect(status).toBe(404);
    expect(headers['x-robots-tag']).toBeUndefined();
    expect(head.lang).toBe('en');
    expect(head.titles).toEqual(['Page not found — Burger & Sushi']);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.meta('description')).toEqual([]);
    expect(head.links('canonical')).toEqual([]);
    expect(head.structuredData).toEqual([]);
  });

  it('marks the order confirmation page noindex, without structured data', async () => {
    const { status, head } = await page('/kyiv/checkout/');
    expect(status).toBe(200);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.structuredData).toEqual([]);
  });

  it.each(['/admin/', '/en/admin/login/', '/ru/admin/banners/sushi/', '/admin/no-such-section/'])(
    'answers the admin page %s with X-Robots-Tag: noindex',
    async (url) => {
      const { headers, head } = await page(url);
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(head.lang).toBe(url.startsWith('/en/') ? 'en' : url.startsWith('/ru/') ? 'ru' : 'uk');
      // A title from the first byte: the page's own needs its section's code and texts first.
      const areaName = url.startsWith('/en/')
        ? 'Administration'
        : url.startsWith('/ru/')
          ? 'Администрирование'
          : 'Адміністрування';
      expect(head.titles).toEqual([url.includes('no-such') ? 'Сторінку не знайдено — Burger & Sushi' : areaName]);
      expect(head.structuredData).toEqual([]);
    },
  );

  it('sends a page compressed when the browser takes it', async () => {
    const plain = await shop().app.inject({ url: '/en/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await shop().app.inject({ url: '/en/', headers: { 'accept-encoding': accepted } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('does not mark storefront pages with X-Robots-Tag', async () => {
    expect((await page('/en/kyiv/')).headers['x-robots-tag']).toBeUndefined();
  });

  it("follows the city's settings: the sushi switch and the hours", async () => {
    const token = await shop().logIn();
    const site = (cityId: number, body: object) =>
      shop().app.inject({
        method: 'PATCH',
        url: `/api/admin/site?cityId=${cityId}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
    const daily = Array.from({ length: 7 }, () => ({ open: '10:30', close: '22:30' }));
    try {
      expect((await site(2, { sushiEnabled: true })).statusCode).toBe(200);
      expect((await page('/en/kyiv/')).head.structuredData[0]).toMatchObject({ servesCuisine: ['Burgers', 'Sushi'] });
      const sushi = await page('/en/kyiv/sushi/');
      expect(sushi.status).toBe(200);
      expect(sushi.head.titles).toEqual(['Sushi, rolls and sets in Kyiv — Burger & Sushi']);
      // TEST_NOW is a Wednesday: its own hours are now today's, not every day's.
      const weekly = daily.map((day, index) => (index === 2 ? { open: '11:00', close: '21:00' } : day));
      expect((await site(1, { weekly })).statusCode).toBe(200);
      const { head } = await page('/en/');
      expect(head.meta('description')[0]).toMatch(/Today 11:00 - 21:00\.$/);
      expect(head.structuredData[0]?.openingHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Wednesday'],
        opens: '11:00',
        closes: '21:00',
      });
    } finally {
      await site(2, { sushiEnabled: false });
      await site(1, { weekly: daily });
    }
    expect((await page('/en/kyiv/')).head.structuredData[0]).toMatchObject({ servesCuisine: ['Burgers'] });
  });

  it('shows a price change in the structured data at once, and on another instance within 2 s', async () => {
    const other = await ownCatalogueApp(shop());
    const price = async (app = shop().app) =>
      menuItemsOf((await page('/', app)).head.structuredData[0]).get('Класичний')?.offers.price;
    try {
      // Both instances hold the page's head in memory before the edit.
      expect(await price()).toBe(189);
      expect(await price(other.app)).toBe(189);
      const token = await shop().logIn();
      const edit = (body: object) =>
        shop().app.inject({
          method: 'PATCH',
          url: '/api/admin/menu/products/burger-classic',
          payload: { cityId: 1, ...body },
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await edit({ price: 215 })).statusCode).toBe(200);
      expect(await price()).toBe(215);
      await expect.poll(() => price(other.app), { timeout: 2_000, interval: 50 }).toBe(215);
      expect((await edit({ price: null })).statusCode).toBe(200);
      expect(await price()).toBe(189);
    } finally {
      await other.app.close();
    }
  });
});
