import type { FastifyInstance } from 'fastify';
import type { ListPaymentTypesUseCase } from '../../application/catalogue/list-payment-types.use-case';
import { LOCALES } from '../../../domain/shared/locale';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, ERROR_RESPONSES, OPTIONAL_CITY_QUERY } from './catalogue.schemas';

const STOP_TEXT = {
  type: 'object',
  required: ['title', 'description'],
  properties: { title: { type: 'string' }, description: { type: 'string' } },
} as const;

const PAYMENT_TYPE = {
  type: 'object',
  required: ['id', 'name', 'isAllowed', 'cityId'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    isAllowed: { type: 'boolean' },
    cityId: { type: 'integer' },
    stopMessage: {
      type: 'object',
      properties: Object.fromEntries(LOCALES.map((locale) => [locale, STOP_TEXT])),
    },
  },
} as const;

/** GET /api/delivery-and-payment[?cityId] → PaymentTypeDto[] */
export const deliveryAndPaymentRoutes =
  (deps: { listPaymentTypes: Pick<ListPaymentTypesUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.get<{ Querystring: { cityId?: number } }>(
      '/api/delivery-and-payment',
      { schema: { querystring: OPTIONAL_CITY_QUERY, response: { 200: arrayOf(PAYMENT_TYPE), ...ERROR_RESPONSES } } },
      async (request, reply) => {
        const result = await deps.listPaymentTypes.execute({ cityId: request.query.cityId ?? null });
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        // Staff switch methods off when a terminal breaks: the checkout must see that soon.
        reply.header('cache-control', 'no-cache');
        return result.value;
      },
    );
  };
