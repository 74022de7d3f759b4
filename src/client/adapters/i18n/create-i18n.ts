import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../domain/shared/locale';
import { DEFAULT_NAMESPACE, LOCALE_RESOURCES, NAMESPACES } from './locale-resources';

/**
 * A fresh i18next per container (tests and, later, server rendering need isolated state).
 * No language detector: the URL decides the language and the cookie only remembers it (spec §2).
 */
export const createI18n = (locale: Locale = DEFAULT_LOCALE): i18n => {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: LOCALE_RESOURCES,
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // Resources are bundled, so initialisation can finish before the first render.
    initAsync: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
};
