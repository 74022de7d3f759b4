import { describe, expect, it } from 'vitest';
import {
  buildShopPath,
  canonicalRedirect,
  isAdminPath,
  parseShopPath,
  type ShopRoute,
} from '../../../../src/domain/routing/shop-route';
import { PAGE_NAMES } from '../../../../src/domain/routing/page-name';
import { LOCALES } from '../../../../src/domain/shared/locale';
import { CITY_SLUGS } from '../../../../src/domain/city/city';

describe('the order status page (an address with a parameter)', () => {
  it('reads /order/{code}/ in every language and city, and builds it back', () => {
    for (const locale of LOCALES) {
      for (const city of [null, ...CITY_SLUGS]) {
        const route: ShopRoute = { locale, city, page: 'order', orderCode: 'AB23CD45EF' };
        const path = buildShopPath(route);
        expect(parseShopPath(path, '')).toEqual(route);
      }
    }
    expect(buildShopPath({ locale: 'en', city: 'kyiv', page: 'order', orderCode: 'X9' })).toBe('/en/kyiv/order/X9/');
  });

  it.each([
    ['no code', '/order/'],
    ['a code with a character no code has', '/order/AB.CD/'],
    ['a code longer than any', `/order/${'A'.repeat(65)}/`],
    ['a segment after the code', '/order/AB23/more/'],
    ['a parameter on a fixed page', '/about/AB23/'],
    ['no trailing slash', '/order/AB23'],
  ])('answers null for %s', (_name, path) => {
    expect(parseShopPath(path, '')).toBeNull();
  });

  it('redirects a code without its trailing slash to the slashed address', () => {
    expect(canonicalRedirect('/ru/order/AB23')).toBe('/ru/order/AB23/');
  });
});

describe('parseShopPath', () => {
  it('reads the Ukrainian home without a prefix', () => {
    expect(parseShopPath('/', '')).toEqual({ locale: 'uk', city: null, page: 'home' });
  });

  it('reads the /en and /ru prefixes', () => {
    expect(parseShopPath('/en/', '')).toEqual({ locale: 'en', city: null, page: 'home' });
    expect(parseShopPath('/ru/about/', '')).toEqual({ locale: 'ru', city: null, page: 'about' });
  });

  it('reads a city home and a city page', () => {
    expect(parseShopPath('/kyiv/', '')).toEqual({ locale: 'uk', city: 'kyiv', page: 'home' });
    expect(parseShopPath('/lviv/sushi/', '')).toEqual({ locale: 'uk', city: 'lviv', page: 'sushi' });
    expect(parseShopPath('/en/kyiv/public-offer/', '')).toEqual({ locale: 'en', city: 'kyiv', page: 'public-offer' });
  });

  it('knows every page with and without a city', () => {
    for (const page of PAGE_NAMES.filter((name) => name !== 'home')) {
      expect(parseShopPath(`/${page}/`, '')?.page).toBe(page);
      expect(parseShopPath(`/kyiv/${page}/`, '')).toEqual({ locale: 'uk', city: 'kyiv', page });
    }
  });

  it.each([
    ['unknown page', '/menu/'],
    ['unknown city', '/odesa/'],
    ['unknown city before a page', '/odesa/about/'],
    ['no trailing slash', '/about'],
    ['no trailing slash on a city', '/kyiv'],
    ['upper case page', '/About/'],
    ['upper case city', '/Kyiv/'],
    ['upper case locale', '/EN/'],
    ['the default locale as a prefix', '/uk/'],
    ['an empty segment', '/en//about/'],
    ['a page with a tail', '/about/team/'],
    ['two cities', '/kyiv/lviv/'],
    ['locale after the city', '/kyiv/en/'],
    ['home as a segment', '/home/'],
    ['no leading slash', 'about/'],
    ['empty path', ''],
  ])('answers not found for %s (%s)', (_, path) => {
    expect(parseShopPath(path, '')).toBeNull();
  });

  it('lets a valid ?lang= set the locale', () => {
    expect(parseShopPath('/', '?lang=en')).toEqual({ locale: 'en', city: null, page: 'home' });
    expect(parseShopPath('/en/kyiv/', '?lang=uk')).toEqual({ locale: 'uk', city: 'kyiv', page: 'home' });
    expect(parseShopPath('/about/', 'lang=ru&utm_source=x')?.locale).toBe('ru');
  });

  it.each(['?lang=de', '?lang=', '?lang=EN', '?lang=en&lang=xx'])('answers not found for %s', (search) => {
    expect(parseShopPath('/', search)).toBeNull();
  });

  it('ignores other query parameters', () => {
    expect(parseShopPath('/delivery/', '?utm_source=ad')).toEqual({ locale: 'uk', city: null, page: 'delivery' });
  });
});

describe('buildShopPath', () => {
  it('builds canonical paths', () => {
    expect(buildShopPath({ locale: 'uk', city: null, page: 'home' })).toBe('/');
    expect(buildShopPath({ locale: 'en', city: null, page: 'home' })).toBe('/en/');
    expect(buildShopPath({ locale: 'uk', city: 'kyiv', page: 'home' })).toBe('/kyiv/');
    expect(buildShopPath({ locale: 'ru', city: 'lviv', page: 'vacancies' })).toBe('/ru/lviv/vacancies/');
  });

  it('is the inverse of parseShopPath for every route', () => {
    for (const locale of LOCALES) {
      for (const city of [null, ...CITY_SLUGS]) {
        for (const page of PAGE_NAMES) {
          const route: ShopRoute = { locale, city, page };
          expect(parseShopPath(buildShopPath(route), '')).toEqual(route);
        }
      }
    }
  });
});

describe('isAdminPath', () => {
  it.each([
    '/admin/',
    '/admin/login/',
    '/en/admin/',
    '/ru/admin/login/',
    '/admin/burgers/',
    '/admin/burgers/menu/',
    '/admin/burgers/crafts/',
    '/admin/burgers/combos/',
    '/admin/sushi/sets/',
    '/admin/sushi/rolls/',
    '/admin/sushi/burgers/',
    '/admin/addition/',
    '/admin/drinks/',
    '/admin/alcohol/',
    '/admin/sauces/',
    '/admin/others/',
    '/admin/accounts/',
    '/admin/delivery/',
    '/admin/content/',
    '/admin/site-management/',
    '/admin/banners/',
    '/admin/banners/burgers/',
    '/en/admin/banners/sushi/',
  ])('knows %s', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each([
    '/admin',
    '/admin/unknown/',
    '/admin/burgers/sets/',
    '/Admin/',
    '/uk/admin/',
    '/kyiv/admin/',
    '/admin/login',
  ])('rejects %s', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe('canonicalRedirect', () => {
  it('adds the trailing slash to known routes', () => {
    expect(canonicalRedirect('/about')).toBe('/about/');
    expect(canonicalRedirect('/kyiv')).toBe('/kyiv/');
    expect(canonicalRedirect('/en')).toBe('/en/');
    expect(canonicalRedirect('/en/lviv/checkout')).toBe('/en/lviv/checkout/');
    expect(canonicalRedirect('/admin')).toBe('/admin/');
    expect(canonicalRedirect('/ru/admin/login')).toBe('/ru/admin/login/');
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(canonicalRedirect('/')).toBeNull();
    expect(canonicalRedirect('/about/')).toBeNull();
    expect(canonicalRedirect('/nope')).toBeNull();
    expect(canonicalRedirect('/About')).toBeNull();
    expect(canonicalRedirect('/assets/app.js')).toBeNull();
    expect(canonicalRedirect('')).toBeNull();
  });
});
