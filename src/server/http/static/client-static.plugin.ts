import fastifyStatic from '@fastify/static';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from '../security/precomputed-security-headers';
import type { SpaFallback } from './spa-fallback';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
// The path is the file sent: a precompressed copy ends in .br or .gz.
const SCRIPT_OR_STYLE = /\.(?:js|css)(?:\.br|\.gz)?$/;

/**
 * Serves the built browser app from dist/client (@fastify/static, which refuses paths escaping
 * the root). Shop pages always end with a slash and files never do, so a page skips the disk and
 * goes straight to the SPA fallback; a file that does not exist falls through to the not-found
 * handler, which answers the SPA's 404.
 * Vite puts content-hashed files under /assets/: cached for a year, and sent as the brotli or gzip
 * copy the build made beside each one when the browser accepts it (the scripts shrink to about a
 * third), without the headers only a document needs (security/precomputed-security-headers.ts).
 * Other public files (favicon, logo) are cached for an hour.
 */
export const registerClientStatic = async (
  app: FastifyInstance,
  options: { clientDir: string; spaFallback: SpaFallback; securityHeaders: SecurityHeaders },
): Promise<void> => {
  // Its own context: the app's reply.sendFile (uploads) stays as it is, without precompressed lookups.
  await app.register(async (assets) => {
    await assets.register(fastifyStatic, {
      root: join(options.clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      dotfiles: 'ignore',
      // Files only: '/assets/' itself is a page address like any other, answered by the SPA's 404.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      // A hashed file never changes: nothing to revalidate or resume, so no validators or ranges.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', IMMUTABLE);
        if (SCRIPT_OR_STYLE.test(path)) options.securityHeaders.keepSubresourceSet(reply);
      },
    });
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      if (pathname.endsWith('/')) return options.spaFallback(request, reply);
      let file: string;
      try {
        file = decodeURIComponent(pathname).slice(1);
      } catch {
        return options.spaFallback(request, reply);
      }
      if (file.includes('\0')) return options.spaFallback(request, reply);
      reply.header('cache-control', file.endsWith('.html') ? 'no-cache' : SHORT);
      return reply.sendFile(file, options.clientDir, { dotfiles: 'ignore', index: false, cacheControl: false });
    },
  });
};
