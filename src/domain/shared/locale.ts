export const LOCALES = ['uk', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';
/** Russian works everywhere but is not offered in the language switcher. */
export const SWITCHER_LOCALES: readonly Locale[] = ['uk', 'en'];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A text in every language of the shop. */
export type Translated<T = string> = Record<Locale, T>;
