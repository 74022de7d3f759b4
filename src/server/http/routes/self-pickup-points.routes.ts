import type { FastifyInstance } from 'fastify';
import type { ListPickupPointsUseCase } from '../../application/catalogue/list-pickup-points.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, CITY_QUERY, ERROR_RESPONSES } from './catalogue.schemas';

const ADDRESS = {
  type: 'object',
  required: ['deliveryCityName', 'streetName'],
  properties: { deliveryCityName: { type: 'string' }, streetName: { type: 'string' } },
} as const;

const PICKUP_POINT = {
  type: 'object',
  required: ['id', 'deliveryCityName', 'streetName', 'house', 'translations', 'hours'],
  properties: {
    id: { type: 'string' },
    deliveryCityName: { type: 'string', description: 'Ukrainian' },
    streetName: { type: 'string', description: 'Ukrainian' },
    house: { type: 'string' },
    translations: {
      type: 'object',
      description: "The address in English and Russian; '' where staff gave none (show the Ukrainian).",
      required: ['en', 'ru'],
      properties: { en: ADDRESS, ru: ADDRESS },
    },
    hours: { type: 'string', description: "Opening hours as staff typed them; '' when not given." },
  },
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
