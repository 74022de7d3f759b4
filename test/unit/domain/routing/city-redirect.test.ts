import { describe, expect, it } from 'vitest';
import { entryRedirect } from '../../../../src/domain/routing/entry-redirect';
import { cityRedirect } from '../../../../src/domain/routing/city-redirect';

describe('cityRedirect', () => {
  it('sends a stored Kyiv from the city-less home to /kyiv/', () => {
    expect(cityRedirect({ locale: 'uk', city: null, page: 'home' }, 2)).toBe('/kyiv/');
  });

  it('keeps the language and the page', () => {
    expect(cityRedirect({ locale: 'en', city: null, page: 'delivery' }, 2)).toBe('/en/kyiv/delivery/');
  });

  it('stays for Lviv, for no stored city and when the URL names a city', () => {
    expect(cityRedirect({ locale: 'uk', city: null, page: 'home' }, 1)).toBeNull();
    expect(cityRedirect({ locale: 'uk', city: null, page: 'home' }, null)).toBeNull();
    expect(cityRedirect({ locale: 'uk', city: 'lviv', page: 'home' }, 2)).toBeNull();
    expect(cityRedirect({ locale: 'uk', city: 'kyiv', page: 'about' }, 2)).toBeNull();
  });
});

describe('entryRedirect', () => {
  const home = { locale: 'uk', city: null, page: 'home' } as const;

  it('applies the remembered language and city in one hop', () => {
    expect(entryRedirect(home, '/', '', { locale: 'en', cityId: 2 })).toEqual({
      locale: 'en',
      city: 'kyiv',
      page: 'home',
    });
  });

  it('applies the city alone on pages that name their language', () => {
    expect(entryRedirect({ ...home, page: 'about' }, '/about/', '', { locale: 'en', cityId: 2 })).toEqual({
      locale: 'uk',
      city: 'kyiv',
      page: 'about',
    });
  });

  it('answers null when nothing changes', () => {
    expect(entryRedirect(home, '/', '', { locale: null, cityId: 1 })).toBeNull();
    expect(entryRedirect({ ...home, city: 'lviv' }, '/lviv/', '', { locale: 'uk', cityId: 2 })).toBeNull();
  });
});
