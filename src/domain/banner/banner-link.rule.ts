import { CATEGORY_SLUGS, type CategorySlug } from '../cart/category';
import { parseShopPath } from '../routing/shop-route';
import type { FixedPageName } from '../routing/page-name';
import { err, ok, type Result } from '../shared/result';

/*
 * Where a banner leads (architecture/admin-banners.md): a page of the shop, written as its path
 * ('/sushi/', '/delivery/', '/#combos' for a category of the home page), or a page elsewhere on
 * the web over https. A shop link names a page, not an address: the storefront opens that page in
 * the customer's own language and city, so one banner serves every language.
 */

export const BANNER_LINK_MAX = 500;

export type BannerLink =
  | { readonly kind: 'shop'; readonly page: FixedPageName; readonly category: CategorySlug | null }
  | { readonly kind: 'web'; readonly url: string };

export type BannerLinkProblem = 'too-long' | 'not-a-link' | 'unknown-page' | 'unknown-category' | 'not-https';

const isCategorySlug = (value: string): value is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(value);

// Whitespace, control characters and backslashes have no place in a link staff type: browsers
// would read '/\evil.example' as another host.
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;

const shopLink = (text: string): Result<BannerLink, BannerLinkProblem> => {
  if (text.startsWith('//')) return err('not-a-link');
  const hashAt = text.indexOf('#');
  const path = hashAt < 0 ? text : text.slice(0, hashAt);
  const fragment = hashAt < 0 ? null : text.slice(hashAt + 1);
  if (path.includes('?')) return err('unknown-page');
  const route = parseShopPath(path, '');
  if (route === null || route.page === 'order') return err('unknown-page');
  if (fragment === null || fragment === '') return ok({ kind: 'shop', page: route.page, category: null });
  return isCategorySlug(fragment)
    ? ok({ kind: 'shop', page: route.page, category: fragment })
    : err('unknown-category');
};

const webLink = (text: string): Result<BannerLink, BannerLinkProblem> => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err('not-a-link');
  }
  if (url.protocol !== 'https:') return err('not-https');
  // A user name in a link ('https://shop.example@evil.example') hides where it really goes.
  if (url.hostname === '' || !url.hostname.includes('.') || url.username !== '' || url.password !== '')
    return err('not-a-link');
  return ok({ kind: 'web', url: url.href });
};

/** Reads what staff typed as a banner's link (already trimmed and not empty). */
export const readBannerLink = (text: string): Result<BannerLink, BannerLinkProblem> => {
  if (text.length > BANNER_LINK_MAX) return err('too-long');
  if (UNSAFE.test(text)) return err('not-a-link');
  if (text.startsWith('/')) return shopLink(text);
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return webLink(text);
  return err('not-a-link');
};
