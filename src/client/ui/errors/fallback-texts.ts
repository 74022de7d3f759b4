import type { Locale } from '../../../domain/shared/locale';
import en from '../../../../locales/en/common.json';
import ru from '../../../../locales/ru/common.json';
import uk from '../../../../locales/uk/common.json';

/**
 * The last-resort texts, read straight from the locale files: when the error page itself fails,
 * i18next, the container or the router may be what broke, so none of them is used here.
 */
export const FALLBACK_TEXTS: Readonly<Record<Locale, { message: string; home: string }>> = {
  uk: { message: uk.error.fallback, home: uk.error.fallbackHome },
  en: { message: en.error.fallback, home: en.error.fallbackHome },
  ru: { message: ru.error.fallback, home: ru.error.fallbackHome },
};
