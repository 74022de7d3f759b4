import { isLocale, type Locale } from '../shared/locale';

/**
 * Reads '?lang='. Answers the locale it sets, 'absent' when there is none, or 'invalid'
 * when any value is outside uk/en/ru — that is a 404, not a silent fallback
 * (architecture/product-rules.md#languages-and-urls).
 */
export const readLangQuery = (search: string): Locale | 'absent' | 'invalid' => {
  const values = new URLSearchParams(search).getAll('lang');
  if (values.length === 0) return 'absent';
  if (!values.every(isLocale)) return 'invalid';
  return values[values.length - 1] as Locale;
};
