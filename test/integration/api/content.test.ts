import { describe, expect, it } from 'vitest';
import type { ContentPageDto } from '../../../src/domain/shop-api/catalog.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

const allText = (page: ContentPageDto): string =>
  Object.values(page.translation)
    .flatMap((text) => [text.title, text.html])
    .join('\n');

describe.each(databaseTargets())('GET /api/content/:page on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const pageOf = async (url: string): Promise<ContentPageDto> => {
    const response = await shop().app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ContentPageDto;
  };

  it.each(['about', 'delivery', 'public-offer', 'vacancies'])('answers %s in every language, as HTML', async (slug) => {
    const page = await pageOf(`/api/content/${slug}?cityId=1`);
    expect(page.slug).toBe(slug);
    for (const locale of ['uk', 'en', 'ru'] as const) {
      expect(page.translation[locale].title).not.toBe('');
      expect(page.translation[locale].html).toMatch(/^<p>/);
    }
  });

  it('keeps the paragraphs the pages had before Markdown: numbered sentences stay sentences', async () => {
    const offer = await pageOf('/api/content/public-offer?cityId=1');
    expect(offer.translation.en.html).toContain('<p>1. General. This offer is a proposal by Burger &amp; Sushi');
    expect(offer.translation.en.html).not.toContain('<ol');
    expect(offer.translation.en.html.match(/<p>/g)).toHaveLength(8);
  });

  it("fills in the city's phone", async () => {
    const lviv = allText(await pageOf('/api/content/delivery?cityId=1'));
    const kyiv = allText(await pageOf('/api/content/delivery?cityId=2'));
    expect(lviv).toContain('+38 (032) 229 59 29');
    expect(kyiv).toContain('+38 (044) 359 29 59');
    expect(lviv + kyiv).not.toContain('{phone}');
    expect((await pageOf('/api/content/about?cityId=2')).translation.en.html).toContain('+38 (044) 359 29 59');
  });

  it.each(['nope', 'ABOUT', 'about%20', '..%2F..%2Fetc', 'home', `${'a'.repeat(100)}`, '%F0%9F%8D%94'])(
    'answers 404 JSON for the unknown page %s',
    async (page) => {
      const body = await expectApiRefusal(shop().app, { url: `/api/content/${page}?cityId=1` }, 404);
      expect(body.error).toBe('unknown-page');
    },
  );

  it('answers 404 JSON for a page name too long to be one', async () => {
    await expectApiRefusal(shop().app, { url: `/api/content/${'a'.repeat(5000)}?cityId=1` }, 404);
  });

  it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i', async (_label, query, status) => {
    await expectApiRefusal(shop().app, { url: `/api/content/about?${query}` }, status);
  });
});
