import { DEFAULT_LOCALE, LOCALES, type Locale, type Translated } from '../../../../domain/shared/locale';

type Stored = Partial<Record<string, Record<string, unknown> | undefined>> | null | undefined;

/**
 * Reads one field of a translations column ({uk: {name}, en: {name}, ...}) into the API's
 * Translated shape, which promises every locale. A locale staff have not filled in yet shows the
 * Ukrainian text (the shop's default language) rather than an empty card; `fallback` covers a row
 * with no text at all.
 */
export const translatedField = <T>(stored: unknown, field: string, fallback: T, isValue: (value: unknown) => value is T): Translated<T> => {
  const translations = (typeof stored === 'object' && stored !== null ? stored : {}) as Stored;
  const valueIn = (locale: Locale): T | undefined => {
    const value = translations?.[locale]?.[field];
    return isValue(value) ? value : undefined;
  };
  const base = valueIn(DEFAULT_LOCALE) ?? LOCALES.map(valueIn).find((value) => value !== undefined) ?? fallback;
  return Object.fromEntries(LOCALES.map((locale) => [locale, valueIn(locale) ?? base])) as Translated<T>;
};

export const isString = (value: unknown): value is string => typeof value === 'string';

/** The common case: a text field. */
export const translatedText = (stored: unknown, field: string): Translated => translatedField(stored, field, '', isString);
