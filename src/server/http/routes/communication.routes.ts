import type { FastifyInstance } from 'fastify';
import type {
  RequestCallbackInput,
  RequestCallbackUseCase,
} from '../../application/catalogue/request-callback.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { CITY_ID, ERROR_RESPONSES } from './catalogue.schemas';

/*
 * Hard caps against abuse only; the use case applies the real limits (name 100, comment 1000,
 * counted after trimming) with messages a customer understands.
 */
const CALLBACK_BODY = {
  type: 'object',
  required: ['name', 'phone'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    phone: { type: 'string', maxLength: 40 },
    comment: { type: 'string', maxLength: 2000 },
    cityId: { anyOf: [CITY_ID, { type: 'null' }] },
  },
} as const;

/** POST /api/communication/call {name, phone, comment, cityId?} → {success: true}; refusals 400. */
export const communicationRoutes =
  (deps: { requestCallback: Pick<RequestCallbackUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.post<{ Body: RequestCallbackInput }>(
      '/api/communication/call',
      {
        schema: {
          body: CALLBACK_BODY,
          response: {
            200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const result = await deps.requestCallback.execute(request.body);
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        reply.header('cache-control', 'no-store');
        return result.value;
      },
    );
  };
