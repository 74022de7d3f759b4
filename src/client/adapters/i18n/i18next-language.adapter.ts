import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/shared/locale';
import type { LanguagePort } from '../../application/ports/language.port';

/** Switches i18next and keeps <html lang> in step, which screen readers and search engines read. */
export class I18nextLanguageAdapter implements LanguagePort {
  constructor(
    private readonly i18next: i18n,
    private readonly documentRoot: { lang: string } | null = typeof document === 'undefined'
      ? null
      : document.documentElement,
  ) {}

  current(): Locale {
    const language = this.i18next.language;
    return isLocale(language) ? language : DEFAULT_LOCALE;
  }

  use(locale: Locale): void {
    if (this.i18next.language !== locale) void this.i18next.changeLanguage(locale);
    if (this.documentRoot !== null) this.documentRoot.lang = locale;
  }
}
