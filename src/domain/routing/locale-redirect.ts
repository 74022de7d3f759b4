import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import { readLangQuery } from './lang-query';
import type { ShopRoute } from './shop-route';

/**
 * The remembered language applies only where the visitor did not choose one: the bare root '/'
 * without '?lang=' (what the i18n_redirected cookie did in the original shop). Every other URL
 * names its language and is obeyed, so shared links open as sent.
 */
export const localeRedirect = (
  route: ShopRoute,
  pathname: string,
  search: string,
  storedLocale: Locale | null,
): ShopRoute | null => {
  if (pathname !== '/' || readLangQuery(search) !== 'absent') return null;
  if (storedLocale === null || storedLocale === DEFAULT_LOCALE) return null;
  return { ...route, locale: storedLocale };
};
