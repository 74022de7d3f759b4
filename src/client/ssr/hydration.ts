import { matchRoutes, type RouteObject } from 'react-router-dom';
import { DEFAULT_CITY } from '../../domain/city/city';
import type { PageSnapshot } from '../../domain/shop-api/page-snapshot.contract';
import { preparePageData } from '../di/page-data.preparation';
import { TOKENS, type Injector } from '../di/tokens';
import type { AppShellViewModel } from '../view-models/app-shell.view-model';

/**
 * Whether the browser's first render can take over the server's HTML (architecture/seo.md): the
 * server rendered this very page for a first-time visitor, so a visitor whose cookies send them
 * elsewhere (a remembered language or city) gets a fresh render instead. The 404 page was rendered
 * for the default city, which a visitor with another remembered city would not see.
 */
export const canHydrate = (
  container: Injector,
  snapshot: PageSnapshot | null,
  pathname: string,
  search: string,
): snapshot is PageSnapshot => {
  if (snapshot === null) return false;
  const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
  shell.syncLocation(pathname, search);
  if (snapshot.pathname === null) return shell.isNotFound && shell.city === DEFAULT_CITY;
  return shell.route !== null && shell.redirectTo === null;
};

/**
 * Before hydrating: the page's lazy route modules are loaded (React Router would otherwise render
 * its fallback first) and the view-models are filled from the snapshot, as they were on the server.
 */
export const prepareHydration = async (container: Injector, routes: RouteObject[], pathname: string): Promise<void> => {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy !== undefined);
  await Promise.all([
    preparePageData(container),
    ...lazyMatches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  ]);
};
