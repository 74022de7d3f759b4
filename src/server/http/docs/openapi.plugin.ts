import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/** Staff calls need the admin token; the storefront's calls are public. */
const isAdminCall = (url: string): boolean => url.startsWith('/api/admin/') || url === '/api/auth/logout';

/**
 * The API's OpenAPI 3 document, generated from the route schemas themselves, so it cannot drift
 * from what the server validates. Only /api routes are described (not the storefront's pages or
 * files); staff calls are tagged 'admin' and marked as needing the bearer token.
 * Register before the routes: the document is built from the routes registered after it.
 */
export const registerOpenApi = async (app: FastifyInstance, publicUrl: string): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Burger & Sushi shop API',
        description:
          'The storefront and admin area of the shop. Errors answer {error, message}: a stable word and a sentence for people.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      tags: [
        { name: 'shop', description: 'What the storefront calls: menu, addresses, cart, orders, payments.' },
        { name: 'admin', description: 'The admin area: needs `Authorization: Bearer <token>` from POST /api/auth.' },
      ],
      components: { securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url }) => {
      const base = (schema ?? {}) as Record<string, unknown>;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs/')) return { schema: { ...base, hide: true }, url };
      return isAdminCall(url)
        ? { schema: { tags: ['admin'], security: [{ adminToken: [] }], ...base }, url }
        : { schema: { tags: ['shop'], ...base }, url };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
};
