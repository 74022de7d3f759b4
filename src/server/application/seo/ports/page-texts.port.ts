import type { TranslateText } from '../../../../domain/routing/head-texts';
import type { Locale } from '../../../../domain/shared/locale';

/** The storefront's texts (locales/{uk,en,ru}), as the browser app words them. */
export interface PageTextsPort {
  translator(locale: Locale): TranslateText;
}
