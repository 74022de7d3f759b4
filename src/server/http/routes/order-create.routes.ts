import type { FastifyInstance } from 'fastify';
import type { CreateOrderUseCase } from '../../application/use-cases/create-order.use-case';
import { requestLanguage } from '../i18n/request-language';
import { sendRefusal } from './order-refusal.reply';
import { CREATE_ORDER_BODY, LANG_QUERY } from './order-pipeline.schemas';
import { toCreateOrderInput } from './order-request.mapper';

const CHECKOUT_FORM = {
  type: ['object', 'null'],
  required: ['action', 'data', 'signature'],
  properties: { action: { type: 'string' }, data: { type: 'string' }, signature: { type: 'string' } },
} as const;

/** OrderCreatedDto (src/domain/shop-api/ordering.contract.ts); fast-json-stringify writes it. */
const ORDER_CREATED = {
  type: 'object',
  required: ['orderId', 'success', 'smsConfirm', 'liqpayForm', 'isEmailSended'],
  properties: {
    orderId: { type: 'string' },
    success: { type: 'boolean' },
    smsConfirm: { type: 'boolean' },
    liqpayForm: CHECKOUT_FORM,
    isEmailSended: { type: 'boolean' },
  },
} as const;

/** What a refused order answers besides the reason: the storefront's answer shape, with nothing in it. */
const REFUSED_ORDER = { orderId: null, smsConfirm: false, liqpayForm: null, isEmailSended: false } as const;

/**
 * POST /api/order/create: the storefront's order request → OrderCreatedDto. The server re-prices and
 * re-checks everything (CreateOrderUseCase); a refusal answers 422 (400 for a malformed id) with
 * `{success: false, reason, message}` in the request's language.
 */
export const orderCreateRoutes =
  (deps: { readonly createOrder: Pick<CreateOrderUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.post<{ Body: Record<string, unknown> }>(
      '/api/order/create',
      { schema: { body: CREATE_ORDER_BODY, querystring: LANG_QUERY, response: { 200: ORDER_CREATED } } },
      async (request, reply) => {
        const result = await deps.createOrder.execute({
          ...toCreateOrderInput(request.body, requestLanguage(request)),
          clientAddress: request.ip,
        });
        if (!result.ok) return sendRefusal(request, reply, result, REFUSED_ORDER);
        reply.header('cache-control', 'no-store');
        return result.value;
      },
    );
  };
