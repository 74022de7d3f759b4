import type { CityId } from '../city/city';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';

/** Which version of a page a text is: shop-wide (cityId null) or a city's own, in one language. */
export interface ContentVersionKey {
  readonly cityId: CityId | null;
  readonly locale: Locale;
}

/**
 * The versions a customer of `cityId` reading `locale` may see, best first: the city's own in
 * their language, the shop-wide one in their language, then the same two in Ukrainian (a page
 * staff have not translated yet is better read in Ukrainian than not at all). The language
 * comes before the city: a Kyiv customer reading English gets the shop-wide English page
 * rather than Kyiv's Ukrainian one.
 */
export const contentFallbacks = (cityId: CityId, locale: Locale): readonly ContentVersionKey[] => {
  const inLocale: ContentVersionKey[] = [
    { cityId, locale },
    { cityId: null, locale },
  ];
  return locale === DEFAULT_LOCALE
    ? inLocale
    : [...inLocale, { cityId, locale: DEFAULT_LOCALE }, { cityId: null, locale: DEFAULT_LOCALE }];
};

const sameKey = (a: ContentVersionKey, b: ContentVersionKey): boolean => a.cityId === b.cityId && a.locale === b.locale;

/** The version shown to a customer of `cityId` reading `locale`, or null when the page has none of them. */
export const chooseContentVersion = <T extends ContentVersionKey>(
  versions: readonly T[],
  cityId: CityId,
  locale: Locale,
): T | null => {
  for (const key of contentFallbacks(cityId, locale)) {
    const found = versions.find((version) => sameKey(version, key));
    if (found !== undefined) return found;
  }
  return null;
};
