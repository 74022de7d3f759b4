import type { PageSnapshot } from '../../domain/shop-api/page-snapshot.contract';
import { PreloadedMenuApi } from '../adapters/preloaded/preloaded-menu-api.adapter';
import { PreloadedSiteApi } from '../adapters/preloaded/preloaded-site-api.adapter';
import type { MenuApiPort } from '../application/ports/menu-api.port';
import type { SiteApiPort } from '../application/ports/site-api.port';
import type { AdapterSet } from './adapter-set';
import { TOKENS } from './tokens';

/**
 * `base` with the data of a server-rendered page in front (architecture/seo.md): the menu, banners
 * and cities it was rendered from are answered from the snapshot, everything else by `base`'s own
 * adapters. The browser puts it over its real adapters; the server over in-memory ones with
 * `fetches: false`, so a render never goes to the network.
 */
export const withPreloadedData = (
  base: AdapterSet,
  snapshot: PageSnapshot,
  options: { readonly fetches: boolean },
): AdapterSet => ({
  adminAdapters: base.adminAdapters,
  checkoutAdapters: base.checkoutAdapters,
  bind: (container) => {
    base.bind(container);
    container.onActivation<MenuApiPort>(
      TOKENS.MenuApi,
      (_context, api) => new PreloadedMenuApi(snapshot, options.fetches ? api : null),
    );
    container.onActivation<SiteApiPort>(
      TOKENS.SiteApi,
      (_context, api) => new PreloadedSiteApi(snapshot, options.fetches ? api : null),
    );
  },
});
