import type { FastifyInstance } from 'fastify';
import type { GetContentPageUseCase } from '../../application/content/get-content-page.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { CITY_QUERY, ERROR_RESPONSES, translated } from './catalogue.schemas';

const CONTENT_PAGE = {
  type: 'object',
  required: ['slug', 'translation'],
  properties: {
    slug: { type: 'string' },
    translation: translated({
      type: 'object',
      required: ['title', 'html'],
      properties: {
        title: { type: 'string' },
        html: { type: 'string', description: 'Sanitized HTML of the Markdown body (architecture/admin-content.md).' },
      },
    }),
  },
} as const;

/** GET /api/content/{about|delivery|public-offer|vacancies}?cityId → ContentPageDto; any other page 404. */
export const contentRoutes =
  (deps: { getContentPage: Pick<GetContentPageUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.get<{ Params: { page: string }; Querystring: { cityId: number } }>(
      '/api/content/:page',
      {
        schema: {
          // Any page name is a question the use case answers (404 for unknown ones); only its size is bounded here.
          params: { type: 'object', required: ['page'], properties: { page: { type: 'string', maxLength: 100 } } },
          querystring: CITY_QUERY,
          response: { 200: CONTENT_PAGE, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const result = await deps.getContentPage.execute({ slug: request.params.page, cityId: request.query.cityId });
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        // Short: a staff edit should reach customers' browsers within a minute, not five.
        reply.header('cache-control', 'public, max-age=60');
        return result.value;
      },
    );
  };
