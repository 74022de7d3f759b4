import type { Locale } from '../../../domain/shared/locale';
import en from '../../../../locales/en/error-fallback.json';
import ru from '../../../../locales/ru/error-fallback.json';
import uk from '../../../../locales/uk/error-fallback.json';

/**
 * The last-resort texts, read straight from their own small locale files: when the error page
 * itself fails, i18next, the container or the router may be what broke, so none of them is used
 * here. They are not in common.json: the start chunk carries these, and importing the whole of
 * each language's common texts here put all three languages into every page's first download.
 */
export const FALLBACK_TEXTS: Readonly<Record<Locale, { message: string; home: string }>> = { uk, en, ru };
