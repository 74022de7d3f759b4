import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CityId } from '../../../../domain/city/city';
import type { AdminPickupPointInput } from '../../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type { StaffPickupPointsUseCase } from '../../../application/delivery/staff-pickup-points.use-case';
import { sendApiError } from '../../errors/api-error';
import { SHOP_CITY_ID } from '../catalogue.schemas';
import { sendDeliveryRefusal } from './delivery-refusal.reply';
import { CITY_ONLY_QUERY, TEXT, TEXT_ID, TRANSLATED_TEXT } from './delivery.schemas';

const POINT_BODY = {
  type: 'object',
  required: ['cityId', 'locality', 'street', 'house', 'hours', 'isOpen'],
  additionalProperties: false,
  properties: {
    cityId: SHOP_CITY_ID,
    locality: TRANSLATED_TEXT,
    street: TRANSLATED_TEXT,
    house: TEXT,
    hours: TEXT,
    isOpen: { type: 'boolean' },
  },
} as const;

/** requireAdmin (the admin scope's preHandler) ran, so the admin is set; the check keeps types honest. */
export const withAdmin = async (
  request: FastifyRequest,
  reply: FastifyReply,
  work: (by: AdminIdentity) => Promise<unknown>,
): Promise<unknown> => {
  const by = request.admin;
  if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
  return work(by);
};

/**
 * GET /api/admin/delivery/pickup-points?cityId; POST (add); PUT /{id} (edit); DELETE /{id}?cityId.
 */
export const deliveryPickupPointsRoutes = (points: StaffPickupPointsUseCase) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/delivery/pickup-points',
    { schema: { querystring: CITY_ONLY_QUERY } },
    async (request) => (await points.list(request.query.cityId)).value,
  );

  app.post<{ Body: AdminPickupPointInput }>(
    '/api/admin/delivery/pickup-points',
    { schema: { body: POINT_BODY } },
    (request, reply) =>
      withAdmin(request, reply, async (by) => {
        const result = await points.add(request.body, by);
        return result.ok ? reply.code(201).send(result.value) : sendDeliveryRefusal(reply, result);
      }),
  );

  app.put<{ Params: { id: string }; Body: AdminPickupPointInput }>(
    '/api/admin/delivery/pickup-points/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: TEXT_ID } }, body: POINT_BODY } },
    (request, reply) =>
      withAdmin(request, reply, async (by) => {
        const result = await points.edit(request.params.id, request.body, by);
        return result.ok ? result.value : sendDeliveryRefusal(reply, result);
      }),
  );

  app.delete<{ Params: { id: string }; Querystring: { cityId: CityId } }>(
    '/api/admin/delivery/pickup-points/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: TEXT_ID } },
        querystring: CITY_ONLY_QUERY,
      },
    },
    (request, reply) =>
      withAdmin(request, reply, async (by) => {
        const result = await points.remove(request.query.cityId, request.params.id, by);
        return result.ok ? reply.code(204).send() : sendDeliveryRefusal(reply, result);
      }),
  );
};
