import { createInstance, type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { DEFAULT_NAMESPACE, STOREFRONT_NAMESPACES } from './namespaces';

/** Texts already at hand (tests; a server render later), or a backend that fetches them on demand. */
export type I18nTexts = { readonly resources: Resource } | { readonly backend: BackendModule };

/**
 * A fresh i18next per container (tests and server rendering need isolated state).
 * No language detector: the URL decides the language and the cookie only remembers it.
 * No fallback language: every key exists in all three (a unit test checks), so a page in English
 * never downloads the Ukrainian texts as well.
 */
export const createI18n = (locale: Locale, texts: I18nTexts): i18n => {
  const instance = createInstance();
  if ('backend' in texts) instance.use(texts.backend);
  void instance.use(initReactI18next).init({
    ...('resources' in texts ? { resources: texts.resources } : {}),
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    // The admin namespace is loaded when an admin page first asks for it, the order form's with the
    // order form.
    ns: 'resources' in texts ? Object.keys(texts.resources[locale] ?? {}) : [...STOREFRONT_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // Bundled resources are ready before the first render.
    initAsync: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A screen asking for a namespace still on its way renders once it arrives instead of suspending.
    react: { useSuspense: false },
  });
  return instance;
};

/** Resolves once the language's texts for the namespaces asked so far are loaded. */
export const textsReady = (instance: i18n, locale: Locale): Promise<void> => instance.loadLanguages(locale);
