import { describe, expect, it } from 'vitest';
import { CITY_COOKIE_NAME, parseCityCookie, serializeCityCookie } from '../../../../src/domain/routing/city-cookie';
import {
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  localeFromCookie,
} from '../../../../src/domain/routing/locale-cookie';

describe('locale cookie', () => {
  it('is i18n_redirected for 365 days', () => {
    expect(LOCALE_COOKIE_NAME).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it('accepts only uk, en and ru', () => {
    expect(localeFromCookie('en')).toBe('en');
    expect(localeFromCookie('ru')).toBe('ru');
    expect(localeFromCookie('de')).toBeNull();
    expect(localeFromCookie('EN')).toBeNull();
    expect(localeFromCookie('')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
  });
});

describe('city cookie', () => {
  it('is named city and holds {id}', () => {
    expect(CITY_COOKIE_NAME).toBe('city');
    expect(serializeCityCookie(2)).toBe('{"id":2}');
  });

  it('round-trips both cities, raw or percent-encoded', () => {
    expect(parseCityCookie(serializeCityCookie(1))).toBe(1);
    expect(parseCityCookie(encodeURIComponent(serializeCityCookie(2)))).toBe(2);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not JSON', 'kyiv'],
    ['broken encoding', '%E0%A4%A'],
    ['JSON null', 'null'],
    ['a bare number', '2'],
    ['an unknown id', '{"id":3}'],
    ['a string id', '{"id":"2"}'],
    ['no id', '{"slug":"kyiv"}'],
    ['an array', '[2]'],
  ])('reads garbage (%s) as no city', (_, raw) => {
    expect(parseCityCookie(raw)).toBeNull();
  });
});
