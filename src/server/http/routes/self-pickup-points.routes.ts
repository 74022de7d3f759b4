import type { FastifyInstance } from 'fastify';
import type { ListPickupPointsUseCase } from '../../application/catalogue/list-pickup-points.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, CITY_QUERY, ERROR_RESPONSES } from './catalogue.schemas';

const PICKUP_POINT = {
  type: 'object',
  required: ['id', 'deliveryCityName', 'streetName', 'house'],
  properties: { id: { type: 'string' }, deliveryCityName: { type: 'string' }, streetName: { type: 'string' }, house: { type: 'string' } },
} as const;

/** GET /api/self-pickup-points?cityId → SelfPickupPointDto[] */
export const selfPickupPointsRoutes =
  (deps: { listPickupPoints: Pick<ListPickupPointsUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.get<{ Querystring: { cityId: number } }>(
      '/api/self-pickup-points',
      { schema: { querystring: CITY_QUERY, response: { 200: arrayOf(PICKUP_POINT), ...ERROR_RESPONSES } } },
      async (request, reply) => {
        const result = await deps.listPickupPoints.execute({ cityId: request.query.cityId });
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        reply.header('cache-control', 'public, max-age=300');
        return result.value;
      },
    );
  };
