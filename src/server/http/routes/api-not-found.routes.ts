import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../errors/api-error';

/**
 * Any /api path no route claims answers JSON 404, for every method. Without this the static
 * client's catch-all GET would treat /api/typo as a page and answer HTML.
 */
export const apiNotFoundRoutes = async (app: FastifyInstance) => {
  const notFound = async (request: { method: string; url: string }, reply: Parameters<typeof sendApiError>[0]) => {
    const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
    return sendApiError(reply, 404, 'not-found', `There is no API endpoint ${request.method} ${path}.`);
  };
  // Not an endpoint: kept out of the OpenAPI document.
  app.all('/api', { schema: { hide: true } }, notFound);
  app.all('/api/*', { schema: { hide: true } }, notFound);
};
