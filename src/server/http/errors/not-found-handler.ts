import type { FastifyInstance } from 'fastify';
import type { SpaFallback } from '../static/spa-fallback';
import { sendApiError } from './api-error';

const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/**
 * What no route and no static file answered: a page of the SPA when a browser GETs a non-API
 * path, the API's JSON 404 otherwise.
 */
export const installNotFoundHandler = (app: FastifyInstance, spaFallback: SpaFallback | null): void => {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (isPageRequest && spaFallback !== null) return spaFallback(request, reply);
    return sendApiError(reply, 404, 'not-found', `There is nothing at ${request.method} ${pathname.slice(0, 200)}.`);
  });
};
