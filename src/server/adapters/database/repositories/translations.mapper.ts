import { DEFAULT_LOCALE, LOCALES, type Locale, type Translated } from '../../../../domain/shared/locale';

type Stored = Partial<Record<string, Record<string, unknown> | undefined>> | null | undefined;

/**
 * Reads one field of a translations column ({uk: {name}, en: {name}, ...}) into the API's
 * Translated shape, which promises every locale. A locale staff have not filled in yet shows the
 * Ukrainian text (the shop's default language) rather than an empty card; `fallback` covers a row
 * with no text at all.
 */
export const translatedField = <T>(
  stored: unknown,
  field: string,
  fallback: T,
  isValue: (value: unknown) => value is T,
): Translated<T> => {
  const valueIn = (locale: Locale): T | undefined => storedField(stored, locale, field, isValue);
  const base = valueIn(DEFAULT_LOCALE) ?? LOCALES.map(valueIn).find((value) => value !== undefined) ?? fallback;
  return Object.fromEntries(LOCALES.map((locale) => [locale, valueIn(locale) ?? base])) as Translated<T>;
};

/** One locale's value of a field in a translations column, if it is there and of the right kind. */
export const storedField = <T>(
  stored: unknown,
  locale: Locale,
  field: string,
  isValue: (value: unknown) => value is T,
): T | undefined => {
  const translations = (typeof stored === 'object' && stored !== null ? stored : {}) as Stored;
  const value = translations?.[locale]?.[field];
  return isValue(value) ? value : undefined;
};

export const isString = (value: unknown): value is string => typeof value === 'string';

/** The common case: a text field. */
export const translatedText = (stored: unknown, field: string): Translated =>
  translatedField(stored, field, '', isString);
