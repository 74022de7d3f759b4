import type { i18n, Resource } from 'i18next';
import { createI18n } from '../../../../src/client/adapters/i18n/create-i18n';
import { DEFAULT_LOCALE, type Locale } from '../../../../src/domain/shared/locale';

const FILES = import.meta.glob<object>('../../../../locales/*/*.json', { eager: true, import: 'default' });

/** Every text of every language, read at once: tests render synchronously, the browser loads them lazily. */
export const BUNDLED_TEXTS: Resource = Object.entries(FILES).reduce<Resource>((texts, [path, content]) => {
  const [, locale = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { ...texts, [locale]: { ...texts[locale], [namespace]: content as Resource[string][string] } };
}, {});

export const bundledI18n = (locale: Locale = DEFAULT_LOCALE): i18n => createI18n(locale, { resources: BUNDLED_TEXTS });
