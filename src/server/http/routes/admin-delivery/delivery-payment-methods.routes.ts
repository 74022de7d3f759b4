import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../../domain/city/city';
import { PAY_METHODS, type PayMethod } from '../../../../domain/order/order-form';
import type { StaffPaymentMethodsUseCase } from '../../../application/delivery/staff-payment-methods.use-case';
import { SHOP_CITY_ID } from '../catalogue.schemas';
import { withAdmin } from './delivery-pickup-points.routes';
import { CITY_ONLY_QUERY } from './delivery.schemas';

/** GET /api/admin/delivery/payment-methods?cityId; PUT /{method} {cityId, isAllowed}. */
export const deliveryPaymentMethodsRoutes = (methods: StaffPaymentMethodsUseCase) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/delivery/payment-methods',
    { schema: { querystring: CITY_ONLY_QUERY } },
    async (request) => (await methods.list(request.query.cityId)).value,
  );

  app.put<{ Params: { method: PayMethod }; Body: { cityId: CityId; isAllowed: boolean } }>(
    '/api/admin/delivery/payment-methods/:method',
    {
      schema: {
        params: {
          type: 'object',
          required: ['method'],
          properties: { method: { type: 'string', enum: [...PAY_METHODS] } },
        },
        body: {
          type: 'object',
          required: ['cityId', 'isAllowed'],
          additionalProperties: false,
          properties: { cityId: SHOP_CITY_ID, isAllowed: { type: 'boolean' } },
        },
      },
    },
    (request, reply) =>
      withAdmin(
        request,
        reply,
        async (by) => (await methods.set(request.body.cityId, request.params.method, request.body.isAllowed, by)).value,
      ),
  );
};
