import type { FastifyInstance } from 'fastify';
import type { CityDto } from '../../../domain/shop-api/catalog.contract';
import { arrayOf, TRANSLATED_TEXT } from './catalogue.schemas';

const CITY = {
  type: 'object',
  required: ['id', 'slug', 'name', 'region', 'phone', 'sushiEnabled', 'center'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: TRANSLATED_TEXT,
    region: { type: 'string' },
    phone: { type: 'string' },
    sushiEnabled: { type: 'boolean' },
    center: arrayOf({ type: 'number' }),
    headTexts: arrayOf({
      type: 'object',
      required: ['page', 'locale', 'title', 'description'],
      properties: {
        page: { type: 'string' },
        locale: { type: 'string' },
        title: { type: 'string', description: "'' keeps the default title." },
        description: { type: 'string', description: "'' keeps the default description." },
      },
    }),
  },
} as const;

/** GET /api/cities → CityDto[] */
export const citiesRoutes = (deps: { listCities(): Promise<readonly CityDto[]> }) => async (app: FastifyInstance) => {
  app.get('/api/cities', { schema: { response: { 200: arrayOf(CITY) } } }, async (_request, reply) => {
    // Phones and the sushi switch change rarely; a minute of caching spares a request per page view.
    reply.header('cache-control', 'public, max-age=60');
    return deps.listCities();
  });
};
