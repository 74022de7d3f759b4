import type { Locale } from '../../../domain/shared/locale';
import enAdmin from '../../../../locales/en/admin.json';
import enCommon from '../../../../locales/en/common.json';
import enPages from '../../../../locales/en/pages.json';
import enSeo from '../../../../locales/en/seo.json';
import ruAdmin from '../../../../locales/ru/admin.json';
import ruCommon from '../../../../locales/ru/common.json';
import ruPages from '../../../../locales/ru/pages.json';
import ruSeo from '../../../../locales/ru/seo.json';
import ukAdmin from '../../../../locales/uk/admin.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukPages from '../../../../locales/uk/pages.json';
import ukSeo from '../../../../locales/uk/seo.json';

/** One JSON file per namespace and language under locales/; imported statically so the build bundles them. */
export const NAMESPACES = ['common', 'pages', 'seo', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export const LOCALE_RESOURCES: Record<Locale, Record<Namespace, object>> = {
  uk: { common: ukCommon, pages: ukPages, seo: ukSeo, admin: ukAdmin },
  en: { common: enCommon, pages: enPages, seo: enSeo, admin: enAdmin },
  ru: { common: ruCommon, pages: ruPages, seo: ruSeo, admin: ruAdmin },
};
