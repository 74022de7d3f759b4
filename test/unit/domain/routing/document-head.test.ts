import { describe, expect, it } from 'vitest';
import { isAdminArea } from '../../../../src/domain/routing/admin-path';
import { documentHeadOf } from '../../../../src/domain/routing/document-head';
import { headTextsOf } from '../../../../src/domain/routing/head-texts';
import { buildShopPath } from '../../../../src/domain/routing/shop-route';
import { sitemapRoutes } from '../../../../src/domain/routing/sitemap-routes';

const ORIGIN = 'https://shop.example';

describe('documentHeadOf', () => {
  it('makes canonical and alternates absolute on the origin it is given', () => {
    const head = documentHeadOf(
      { locale: 'ru', city: 'kyiv', page: 'about' },
      { city: 'kyiv', locale: 'ru', origin: ORIGIN, sushiEnabled: true },
    );
    expect(head).toMatchObject({
      textKey: 'about',
      canonical: `${ORIGIN}/ru/kyiv/about/`,
      ogLocale: 'ru_UA',
      noindex: false,
    });
    expect(head.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/kyiv/about/` });
  });

  it('promises no sushi on the home page of a city that sells none, and only there', () => {
    const home = { locale: 'en', city: 'kyiv', page: 'home' } as const;
    expect(documentHeadOf(home, { city: 'kyiv', locale: 'en', origin: ORIGIN, sushiEnabled: false }).textKey).toBe(
      'homeBurgers',
    );
    expect(documentHeadOf(home, { city: 'kyiv', locale: 'en', origin: ORIGIN, sushiEnabled: true }).textKey).toBe(
      'home',
    );
    expect(
      documentHeadOf({ ...home, page: 'about' }, { city: 'kyiv', locale: 'en', origin: ORIGIN, sushiEnabled: false })
        .textKey,
    ).toBe('about');
  });

  it('keeps the checkout, order status and 404 pages out of search', () => {
    expect(
      documentHeadOf(
        { locale: 'uk', city: null, page: 'order', orderCode: 'A1' },
        { city: 'lviv', locale: 'uk', origin: ORIGIN, sushiEnabled: true },
      ).noindex,
    ).toBe(true);
    expect(
      documentHeadOf(
        { locale: 'uk', city: null, page: 'checkout' },
        { city: 'lviv', locale: 'uk', origin: ORIGIN, sushiEnabled: true },
      ).noindex,
    ).toBe(true);
    expect(documentHeadOf(null, { city: 'lviv', locale: 'en', origin: ORIGIN, sushiEnabled: true })).toMatchObject({
      textKey: 'notFound',
      canonical: null,
      noindex: true,
    });
  });
});

describe('headTextsOf', () => {
  const t = (key: string, params?: Readonly<Record<string, string | undefined>>) =>
    `${key}${params === undefined ? '' : `(${params.inCity ?? ''}|${params.hours ?? ''})`}`;

  it('fills the city and ends the description with the hours sentence, or before it while unknown', () => {
    expect(headTextsOf({ textKey: 'home', city: 'kyiv' }, 'Daily 10-22', t)).toEqual({
      title: 'seo:home.title(common:city.in.kyiv|Daily 10-22.)',
      description: 'seo:home.description(common:city.in.kyiv|Daily 10-22.)',
    });
    expect(headTextsOf({ textKey: 'home', city: 'kyiv' }, null, t).description).toBe(
      'seo:home.description(common:city.in.kyiv|)',
    );
    expect(headTextsOf({ textKey: 'notFound', city: 'lviv' }, null, t).description).toBeNull();
  });
});

describe('sitemapRoutes', () => {
  it('lists indexable pages only, and sushi only where it is on', () => {
    const paths = sitemapRoutes((city) => city === 'lviv').map(buildShopPath);
    expect(paths).toContain('/en/lviv/sushi/');
    expect(paths).toContain('/sushi/');
    expect(paths.filter((path) => path.includes('kyiv/sushi') || path.includes('checkout'))).toEqual([]);
    expect(paths).toHaveLength(51);
  });
});

describe('isAdminArea', () => {
  it.each([
    ['/admin/', true],
    ['/admin', true],
    ['/en/admin/nope/', true],
    ['/ru/admin/burgers/', true],
    ['/uk/admin/', false],
    ['/administrator/', false],
    ['/en/', false],
    ['/kyiv/admin/', false],
  ])('%s → %s', (path, expected) => {
    expect(isAdminArea(path)).toBe(expected);
  });
});
