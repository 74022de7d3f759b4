import { DEFAULT_LOCALE, type Locale } from '../../../../../src/domain/shared/locale';
import type { LanguagePort } from '../../../../../src/client/application/ports/language.port';

/** Remembers the language it was told to use. */
export class InMemoryLanguageAdapter implements LanguagePort {
  readonly history: Locale[] = [];

  constructor(private active: Locale = DEFAULT_LOCALE) {}

  current(): Locale {
    return this.active;
  }

  use(locale: Locale): void {
    this.active = locale;
    this.history.push(locale);
  }
}
