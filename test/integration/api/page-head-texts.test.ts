import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CityDto } from '../../../src/domain/shop-api/catalog.contract';
import type { AdminPageHeadTextsDto, PageHeadTextDto } from '../../../src/domain/shop-api/page-head-texts.contract';
import { databaseTargets } from '../support/database-targets';
import { parseHead } from '../support/html-head';
import { useTestShop } from '../support/test-shop';
import { ownCatalogueApp } from './support/own-catalogue-app';

const KYIV = 2;
const KYIV_HOME_TITLE = 'Бургери з доставкою по Києву — Burger & Sushi';

/** Staff word a city's page titles and descriptions (architecture/seo.md, "Titles and descriptions staff write"). */
describe.each(databaseTargets())('page titles and descriptions staff write, on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const url = (cityId: number) => `/api/admin/page-heads?cityId=${cityId}`;
  const save = (cityId: number, texts: readonly object[], headers = auth, app = shop().app) =>
    app.inject({ method: 'PUT', url: url(cityId), headers, payload: { texts } });
  const read = async (cityId: number) =>
    (await shop().app.inject({ url: url(cityId), headers: auth })).json() as AdminPageHeadTextsDto;
  const head = async (path: string, app = shop().app) => parseHead((await app.inject({ url: path })).body);
  const kyivHome = (title: string, description = ''): PageHeadTextDto => ({
    page: 'home',
    locale: 'uk',
    title,
    description,
  });

  afterEach(async () => {
    // The other tests of this shop read the defaults.
    expect((await save(KYIV, [])).statusCode).toBe(200);
  });

  it('needs the admin token', async () => {
    expect((await save(KYIV, [kyivHome('x')], {})).statusCode).toBe(401);
    expect((await shop().app.inject({ url: url(KYIV) })).statusCode).toBe(401);
  });

  it('lists every page in every language with its default, which promises Kyiv no sushi', async () => {
    const { cityId, texts } = await read(KYIV);
    expect(cityId).toBe(KYIV);
    expect(texts).toHaveLength(18);
    expect(texts[0]).toEqual({
      page: 'home',
      locale: 'uk',
      title: '',
      description: '',
      defaultTitle: 'Доставка бургерів у Києві — Burger & Sushi',
      defaultDescription: 'Замовляйте бургери, закуски й напої з доставкою у Києві.',
    });
    expect(texts.map((text) => text.page).filter((page, at, all) => all.indexOf(page) === at)).toEqual([
      'home',
      'sushi',
      'about',
      'delivery',
      'public-offer',
      'vacancies',
    ]);
  });

  it('refuses a title past the limit with its field path and a sentence, and keeps what was there', async () => {
    expect((await save(KYIV, [kyivHome(KYIV_HOME_TITLE)])).statusCode).toBe(200);
    const refused = await save(KYIV, [kyivHome('Б'.repeat(121))]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'invalid-page-head-texts',
      field: 'texts.0.title',
      problem: 'too-long',
      message: 'Поле texts.0.title: задовге: заголовок до 120 символів, опис до 300.',
    });
    const malformed = await save(KYIV, [{ page: 'home', locale: 'uk', title: 5 }]);
    expect(malformed.statusCode).toBe(400);
    expect((await read(KYIV)).texts[0]?.title).toBe(KYIV_HOME_TITLE);
  });

  it('writes the Kyiv home title into the HTML as sent, on this instance at once and on another within 2 s', async () => {
    const other = await ownCatalogueApp(shop());
    try {
      // Both instances hold the page's head in memory before the change.
      expect((await head('/kyiv/')).titles).toEqual(['Доставка бургерів у Києві — Burger & Sushi']);
      expect((await head('/kyiv/', other.app)).titles).toEqual(['Доставка бургерів у Києві — Burger & Sushi']);

      const saved = await save(KYIV, [kyivHome(` ${KYIV_HOME_TITLE} `)]);
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as AdminPageHeadTextsDto).texts[0]).toMatchObject({ title: KYIV_HOME_TITLE });

      const html = (await shop().app.inject({ url: '/kyiv/' })).body;
      expect(html).toContain(`<title data-server-head="app">${KYIV_HOME_TITLE.replace('&', '&amp;')}</title>`);
      const kyiv = parseHead(html);
      expect(kyiv.titles).toEqual([KYIV_HOME_TITLE]);
      expect(kyiv.meta('og:title')).toEqual([KYIV_HOME_TITLE]);
      // The description was left blank: it keeps the default, with today's hours.
      expect(kyiv.meta('description')[0]).toMatch(/^Замовляйте бургери, закуски й напої з доставкою у Києві\. /);
      expect(kyiv.meta('og:description')).toEqual(kyiv.meta('description'));
      // Other languages, pages and cities keep theirs.
      expect((await head('/en/kyiv/')).titles).toEqual(['Burger delivery in Kyiv — Burger & Sushi']);
      expect((await head('/kyiv/about/')).titles).toEqual(['Про нас — Burger & Sushi, Київ']);
      expect((await head('/')).titles).toEqual(['Доставка бургерів і суші у Львові — Burger & Sushi']);
      // The browser reads the same words with the cities, so its head agrees after it takes over.
      const cities = (await shop().app.inject({ url: '/api/cities' })).json() as CityDto[];
      expect(cities.find((city) => city.id === KYIV)?.headTexts).toEqual([kyivHome(KYIV_HOME_TITLE)]);

      await expect
        .poll(async () => (await head('/kyiv/', other.app)).meta('og:title'), { timeout: 2_000, interval: 50 })
        .toEqual([KYIV_HOME_TITLE]);
    } finally {
      await other.app.close();
    }
  });

  it('a description of its own, then an empty list: back to the defaults', async () => {
    const description = 'Соковиті бургери з доставкою по Києву щодня.';
    expect((await save(KYIV, [{ page: 'delivery', locale: 'en', title: '', description }])).statusCode).toBe(200);
    const delivery = await head('/en/kyiv/delivery/');
    expect(delivery.meta('description')).toEqual([description]);
    expect(delivery.titles).toEqual(['Delivery and payment in Kyiv — Burger & Sushi']);
    expect((await save(KYIV, [])).statusCode).toBe(200);
    expect((await head('/en/kyiv/delivery/')).meta('description')[0]).not.toBe(description);
  });

  it('logs each save with the list before and after, by whom and for which city', async () => {
    expect((await save(KYIV, [kyivHome(KYIV_HOME_TITLE)])).statusCode).toBe(200);
    const logged = await shop().database.query<{
      admin_login: string;
      city_id: number;
      target: string;
      after: unknown;
    }>(
      `SELECT admin_login, city_id, target, after FROM admin_audit
        WHERE section = 'site-management' AND action = 'update-page-heads' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged.rows[0]).toMatchObject({ city_id: KYIV, target: 'kyiv', after: [kyivHome(KYIV_HOME_TITLE)] });
  });
});
