import type { BackendModule, ReadCallback } from 'i18next';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import {
  ADMIN_NAMESPACE,
  CHECKOUT_NAMESPACES,
  STOREFRONT_NAMESPACES,
  type CheckoutTexts,
  type StorefrontTexts,
} from './namespaces';

/*
 * Each language's storefront texts are one chunk, the order form's another and the admin area's a
 * third: a visitor of /en/ downloads the English storefront texts only, never the other languages
 * nor the admin's (which are bigger than all the storefront's together), and the order form's
 * when the cart first opens. The module system keeps each chunk once, so the
 * namespaces of a language share one request.
 */
const STOREFRONT: Record<Locale, () => Promise<{ default: StorefrontTexts }>> = {
  uk: () => import('./texts/uk.storefront'),
  en: () => import('./texts/en.storefront'),
  ru: () => import('./texts/ru.storefront'),
};
const CHECKOUT: Record<Locale, () => Promise<{ default: CheckoutTexts }>> = {
  uk: () => import('./texts/uk.checkout'),
  en: () => import('./texts/en.checkout'),
  ru: () => import('./texts/ru.checkout'),
};
const ADMIN: Record<Locale, () => Promise<{ default: object }>> = {
  uk: () => import('./texts/uk.admin'),
  en: () => import('./texts/en.admin'),
  ru: () => import('./texts/ru.admin'),
};

const textsOf = async (language: Locale, namespace: string): Promise<object | undefined> => {
  if (namespace === ADMIN_NAMESPACE) return (await ADMIN[language]()).default;
  if ((CHECKOUT_NAMESPACES as readonly string[]).includes(namespace))
    return (await CHECKOUT[language]()).default[namespace as keyof CheckoutTexts];
  const storefront = (await STOREFRONT[language]()).default;
  return (STOREFRONT_NAMESPACES as readonly string[]).includes(namespace)
    ? storefront[namespace as keyof StorefrontTexts]
    : undefined;
};

/** An i18next backend that reads the bundled text chunks on demand (i18next's own plugin interface). */
export const lazyTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    if (!isLocale(language)) {
      callback(new Error(`no texts in ${language}`), false);
      return;
    }
    textsOf(language, namespace).then(
      (texts) =>
        texts === undefined
          ? callback(new Error(`no namespace ${namespace}`), false)
          : callback(null, texts as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
