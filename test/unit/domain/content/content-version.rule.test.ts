import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CityId } from '../../../../src/domain/city/city';
import { chooseContentVersion, type ContentVersionKey } from '../../../../src/domain/content/content-version.rule';
import { LOCALES, type Locale } from '../../../../src/domain/shared/locale';

const version = (cityId: CityId | null, locale: Locale) => ({ cityId, locale, title: `${cityId ?? 'all'} ${locale}` });

describe('which version of a page a customer reads (architecture/admin-content.md)', () => {
  const all = [version(null, 'uk'), version(null, 'en'), version(2, 'uk'), version(2, 'en')];

  it("prefers the city's own text in the customer's language", () => {
    expect(chooseContentVersion(all, 2, 'en')?.title).toBe('2 en');
    expect(chooseContentVersion(all, 2, 'uk')?.title).toBe('2 uk');
  });

  it('falls back to the shop-wide text where the city has none', () => {
    expect(chooseContentVersion(all, 1, 'en')?.title).toBe('all en');
  });

  it("puts the language before the city: Kyiv in English reads the shop-wide English, not Kyiv's Ukrainian", () => {
    expect(chooseContentVersion([version(null, 'en'), version(2, 'uk')], 2, 'en')?.title).toBe('all en');
  });

  it('falls back to Ukrainian (the city’s own first) where the language has no text at all', () => {
    expect(chooseContentVersion(all, 2, 'ru')?.title).toBe('2 uk');
    expect(chooseContentVersion(all, 1, 'ru')?.title).toBe('all uk');
    expect(chooseContentVersion([], 1, 'ru')).toBeNull();
  });

  it('always answers one of the versions given, and the exact one whenever it exists', () => {
    const key = fc.record({
      cityId: fc.constantFrom<CityId | null>(null, 1, 2),
      locale: fc.constantFrom(...LOCALES),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { selector: (k) => `${k.cityId}${k.locale}` }),
        fc.constantFrom<CityId>(1, 2),
        fc.constantFrom(...LOCALES),
        (versions: ContentVersionKey[], cityId, locale) => {
          const chosen = chooseContentVersion(versions, cityId, locale);
          if (chosen !== null) expect(versions).toContain(chosen);
          const exact = versions.find((v) => v.cityId === cityId && v.locale === locale);
          if (exact !== undefined) expect(chosen).toBe(exact);
          // Nothing in the customer's language or Ukrainian, for the city or shop-wide: nothing to show.
          const usable = versions.filter(
            (v) => (v.cityId === null || v.cityId === cityId) && (v.locale === locale || v.locale === 'uk'),
          );
          expect(chosen === null).toBe(usable.length === 0);
          // Another city's text is never shown.
          if (chosen !== null) expect(chosen.cityId === null || chosen.cityId === cityId).toBe(true);
        },
      ),
    );
  });
});
