import type { Locale } from '../../../domain/shared/locale';

/** The translation engine's active language (i18next in production). */
export interface LanguagePort {
  current(): Locale;
  use(locale: Locale): void;
}
