import { alternateLinks } from '../../../domain/routing/alternate-links';
import { sitemapRoutes } from '../../../domain/routing/sitemap-routes';
import { buildShopPath } from '../../../domain/routing/shop-route';
import type { CityDirectory } from '../catalogue/support/city-directory';

export interface SitemapEntry {
  /** Absolute URL on PUBLIC_URL. */
  readonly loc: string;
  /** The same page in every language and x-default. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/**
 * GET /sitemap.xml: the domain's list of indexable addresses with the cities' sushi switches (a
 * city without sushi has no sushi page to list). Cities come from memory, so this reads no database.
 */
export class ListSitemapUseCase {
  constructor(private readonly deps: { readonly cities: Pick<CityDirectory, 'list'>; readonly publicUrl: string }) {}

  async execute(): Promise<SitemapEntry[]> {
    const cities = await this.deps.cities.list();
    const origin = this.deps.publicUrl;
    const routes = sitemapRoutes((slug) => cities.find((city) => city.slug === slug)?.sushiEnabled ?? false);
    return routes.map((route) => ({
      loc: `${origin}${buildShopPath(route)}`,
      alternates: alternateLinks(route).map(({ hreflang, path }) => ({ hreflang, href: `${origin}${path}` })),
    }));
  }
}
