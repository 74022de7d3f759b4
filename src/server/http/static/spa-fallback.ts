import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminArea } from '../../../domain/routing/admin-path';
import type { PageBody } from '../../application/seo/page-body';
import type { PageHead } from '../../application/seo/page-head';
import { IndexHtml } from './index-html';
import type { PageStatusResolver } from './page-status';
import { chooseEncoding } from '../hot-reads/accept-encoding';
import { bodyIn, PageHtml } from './page-html';

export interface SpaFallbackOptions {
  readonly clientDir: string;
  readonly resolvePageStatus: PageStatusResolver;
  /** The page's head for the HTML as sent (architecture/seo.md); absent in tests of other routes. */
  readonly pageHead?: (pathname: string, search: string) => Promise<PageHead>;
  /** A head that could not be built: the page goes out without it rather than not at all. */
  readonly onHeadError?: (error: unknown) => void;
  /**
   * The page's content rendered on the server, or null (not a server-rendered page, or its render
   * failed: the page then goes out as the empty shell the browser fills). Absent in tests of other routes.
   */
  readonly pageBody?: (pathname: string, search: string) => Promise<PageBody | null>;
  /** The 404 page's content for an unknown storefront address, or null; absent in tests of other routes. */
  readonly notFoundBody?: (pathname: string) => Promise<PageBody | null>;
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * A browser asking for a page (not a file) gets the SPA's index.html. The status still tells the
 * truth: 200 for a page the shop has, 404 for one it does not (the SPA then renders its 404
 * screen), 301 to the canonical address when only the trailing slash is missing. Crawlers and
 * monitoring thus see real statuses even though one HTML file serves every page. The page's head
 * (language, title, links, structured data) is written into the HTML, so search engines and link
 * previews read it without running the app; the admin area is kept out of search by a header.
 */
export const createSpaFallback = (options: SpaFallbackOptions): SpaFallback => {
  const indexHtml = new IndexHtml(join(options.clientDir, 'index.html'));
  const pageHtml = new PageHtml();
  const headOf = async (pathname: string, search: string): Promise<PageHead | null> => {
    if (options.pageHead === undefined) return null;
    try {
      return await options.pageHead(pathname, search);
    } catch (error) {
      options.onHeadError?.(error);
      return null;
    }
  };
  const bodyOf = async (code: number, pathname: string, search: string): Promise<PageBody | null> => {
    // The use case logs its own failures; anything else still must not cost the page.
    if (code === 200) return options.pageBody?.(pathname, search).catch(() => null) ?? null;
    // The admin area's unknown addresses are the admin app's business, not the storefront's 404.
    if (code === 404 && !isAdminArea(pathname)) return options.notFoundBody?.(pathname).catch(() => null) ?? null;
    return null;
  };
  return async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const status = options.resolvePageStatus(pathname, search);

    if (typeof status === 'object') {
      // Only a local absolute path: never '//host', which browsers read as another site.
      if (status.redirect.startsWith('/') && !status.redirect.startsWith('//')) {
        return reply.redirect(`${status.redirect}${search}`, status.temporary === true ? 302 : 301);
      }
    }
    const code = typeof status === 'number' ? status : 404;
    if (isAdminArea(pathname)) reply.header('x-robots-tag', 'noindex');
    const template = await indexHtml.read();
    if (template === null) {
      reply
        .code(code === 200 ? 503 : 404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store');
      return reply.send(code === 200 ? 'The storefront has not been built yet: run npm run build.' : 'Not found');
    }
    const [head, body] = await Promise.all([headOf(pathname, search), bodyOf(code, pathname, search)]);
    // The HTML names hashed asset files: it must be revalidated, or a deploy would serve stale pages.
    reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (head === null) return reply.send(template);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== null) reply.header('content-encoding', encoding);
    return reply.send(bodyIn(await pageHtml.of(template, head, body), encoding));
  };
};
