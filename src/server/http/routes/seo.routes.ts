import type { FastifyInstance } from 'fastify';
import type { ListSitemapUseCase } from '../../application/seo/list-sitemap.use-case';
import { escapeHtml } from '../static/head-tags';

/** Crawlers fetch these rarely; an hour matches the other public files (client-static.plugin.ts). */
const CACHE_CONTROL = 'public, max-age=3600';

export interface SeoRoutesDeps {
  /** PUBLIC_URL without a trailing slash. */
  readonly publicUrl: string;
  /** Absent in tests of other routes: then there is no sitemap to name. */
  readonly listSitemap?: Pick<ListSitemapUseCase, 'execute'>;
}

/**
 * Staff pages and the API are no search results. The product pictures under /api/uploads/ and the
 * uploaded photos under /api/photos/ are allowed (the longer rule wins): the pages' og:image and
 * structured data point at them.
 */
const robotsTxt = (deps: SeoRoutesDeps): string =>
  [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /en/admin',
    'Disallow: /ru/admin',
    'Disallow: /api',
    'Allow: /api/uploads/',
    'Allow: /api/photos/',
    ...(deps.listSitemap === undefined ? [] : ['', `Sitemap: ${deps.publicUrl}/sitemap.xml`]),
    '',
  ].join('\n');

const sitemapXml = (entries: Awaited<ReturnType<ListSitemapUseCase['execute']>>): string => {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeHtml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * GET /robots.txt and GET /sitemap.xml, made by the server (not files of the build) so they name
 * PUBLIC_URL and follow the cities' sushi switches. Not part of the API, so not in its OpenAPI document.
 */
export const seoRoutes = (deps: SeoRoutesDeps) => async (app: FastifyInstance) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(deps)),
  );
  const { listSitemap } = deps;
  if (listSitemap === undefined) return;
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(await listSitemap.execute())),
  );
};
