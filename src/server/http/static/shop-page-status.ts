import { isAdminPath } from '../../../domain/routing/admin-path';
import { canonicalRedirect, parseShopPath } from '../../../domain/routing/shop-route';
import type { PageStatus } from './page-status';

/**
 * The storefront's routing rules live in the shared domain, so the server's 200/404/301 and
 * the browser's router can never disagree about which URLs exist.
 */
export const resolveShopPageStatus = (pathname: string, search: string): PageStatus => {
  if (parseShopPath(pathname, search) !== null || isAdminPath(pathname)) return 200;
  const redirect = canonicalRedirect(pathname);
  return redirect === null ? 404 : { redirect };
};
