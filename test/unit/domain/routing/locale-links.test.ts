import { describe, expect, it } from 'vitest';
import { alternateLinks, OG_LOCALES } from '../../../../src/domain/routing/alternate-links';
import { localeRedirect } from '../../../../src/domain/routing/locale-redirect';
import { localeOfPath, relocalizePath } from '../../../../src/domain/routing/relocalize-path';

const home = { locale: 'uk', city: null, page: 'home' } as const;

describe('localeRedirect', () => {
  it('sends the bare root to the remembered language', () => {
    expect(localeRedirect(home, '/', '', 'en')).toEqual({ ...home, locale: 'en' });
    expect(localeRedirect(home, '/', '?utm=1', 'ru')).toEqual({ ...home, locale: 'ru' });
  });

  it('obeys every URL that names its language or page', () => {
    expect(localeRedirect(home, '/', '?lang=uk', 'en')).toBeNull();
    expect(localeRedirect({ ...home, city: 'kyiv' }, '/kyiv/', '', 'en')).toBeNull();
    expect(localeRedirect({ ...home, page: 'about' }, '/about/', '', 'en')).toBeNull();
  });

  it('stays without a remembered language or with Ukrainian', () => {
    expect(localeRedirect(home, '/', '', null)).toBeNull();
    expect(localeRedirect(home, '/', '', 'uk')).toBeNull();
  });
});

describe('relocalizePath', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/en/', 'uk', '/'],
    ['/en', 'uk', '/'],
    ['/en/kyiv/about/', 'ru', '/ru/kyiv/about/'],
    ['/kyiv/', 'en', '/en/kyiv/'],
    ['/admin/login/', 'en', '/en/admin/login/'],
    ['/no-such-page/', 'en', '/en/no-such-page/'],
    ['/english/', 'uk', '/english/'],
    ['/ru/admin/', 'ru', '/ru/admin/'],
  ] as const)('moves %s to %s as %s', (path, locale, expected) => {
    expect(relocalizePath(path, locale)).toBe(expected);
  });
});

describe('alternateLinks', () => {
  it('lists the page in every language and an x-default', () => {
    expect(alternateLinks({ locale: 'en', city: 'kyiv', page: 'delivery' })).toEqual([
      { hreflang: 'uk', path: '/kyiv/delivery/' },
      { hreflang: 'en', path: '/en/kyiv/delivery/' },
      { hreflang: 'ru', path: '/ru/kyiv/delivery/' },
      { hreflang: 'x-default', path: '/kyiv/delivery/' },
    ]);
  });

  it('names an Open Graph locale for each language', () => {
    expect(OG_LOCALES).toEqual({ uk: 'uk_UA', en: 'en_US', ru: 'ru_UA' });
  });
});

describe('localeOfPath', () => {
  it('reads the prefix of any path, Ukrainian without one', () => {
    expect(localeOfPath('/en/no-such-page')).toBe('en');
    expect(localeOfPath('/ru')).toBe('ru');
    expect(localeOfPath('/english/')).toBe('uk');
    expect(localeOfPath('/')).toBe('uk');
  });
});
