import { createInstance, type i18n } from 'i18next';
import type { TranslateText } from '../../../domain/routing/head-texts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../domain/shared/locale';
import type { PageTextsPort } from '../../application/seo/ports/page-texts.port';
import enCommon from '../../../../locales/en/common.json';
import enSeo from '../../../../locales/en/seo.json';
import ruCommon from '../../../../locales/ru/common.json';
import ruSeo from '../../../../locales/ru/seo.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukSeo from '../../../../locales/uk/seo.json';

/**
 * The browser app's own translation files and library, so the server words a page exactly as the
 * app will once it runs (the same fallbacks and {{interpolation}}). Only the namespaces a page's
 * head needs are loaded. Values are not escaped here: the HTML writer escapes what it writes.
 */
export class I18nextPageTexts implements PageTextsPort {
  private readonly i18next: i18n;
  private readonly translators = new Map<Locale, TranslateText>();

  constructor() {
    this.i18next = createInstance();
    void this.i18next.init({
      resources: {
        uk: { common: ukCommon, seo: ukSeo },
        en: { common: enCommon, seo: enSeo },
        ru: { common: ruCommon, seo: ruSeo },
      },
      lng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      fallbackLng: DEFAULT_LOCALE,
      ns: ['common', 'seo'],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }

  translator(locale: Locale): TranslateText {
    let translate = this.translators.get(locale);
    if (translate === undefined) {
      const fixed = this.i18next.getFixedT(locale);
      translate = (key, params) => fixed(key, params ?? {});
      this.translators.set(locale, translate);
    }
    return translate;
  }
}
