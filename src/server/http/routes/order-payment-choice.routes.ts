import type { FastifyInstance } from 'fastify';
import type { RetryPaymentUseCase } from '../../application/use-cases/retry-payment.use-case';
import type { SwitchToCashUseCase } from '../../application/use-cases/switch-to-cash.use-case';
import { sendRefusal } from './order-refusal.reply';
import { LANG_QUERY, ORDER_ID_PARAMS } from './order-pipeline.schemas';

export interface OrderPaymentChoiceRoutesDeps {
  readonly retryPayment: Pick<RetryPaymentUseCase, 'execute'>;
  readonly switchToCash: Pick<SwitchToCashUseCase, 'execute'>;
  /** Requests of one address per minute, as for the order's reads: both guess codes alike. */
  readonly orderLookupsPerMinute?: number;
}

const CHECKOUT_FORM = {
  type: 'object',
  required: ['action', 'data', 'signature'],
  properties: { action: { type: 'string' }, data: { type: 'string' }, signature: { type: 'string' } },
} as const;

/** The answers say nothing beyond what the order's code already shows on the thank-you page. */
const RETRY_ANSWER = {
  type: 'object',
  required: ['orderId', 'liqpayForm'],
  properties: { orderId: { type: 'string' }, liqpayForm: CHECKOUT_FORM },
} as const;

const SWITCH_ANSWER = {
  type: 'object',
  required: ['orderId', 'smsConfirm', 'confirmationStatus'],
  properties: { orderId: { type: 'string' }, smsConfirm: { type: 'boolean' }, confirmationStatus: { type: 'string' } },
} as const;

/**
 * After a failed or abandoned online payment (architecture/order-status.md):
 * POST /api/order/{code}/payment-retry → {orderId, liqpayForm}: the same order's payment form again;
 * POST /api/order/{code}/cash-payment → {orderId, smsConfirm, confirmationStatus}: the same order,
 * now paid in cash. The code is the only key; a refusal answers 4xx with a message in the request's
 * language (409 when the order's state does not allow it, 404 for an unknown code).
 */
export const orderPaymentChoiceRoutes = (deps: OrderPaymentChoiceRoutesDeps) => async (app: FastifyInstance) => {
  const limited =
    deps.orderLookupsPerMinute === undefined
      ? {}
      : { config: { rateLimit: { max: deps.orderLookupsPerMinute, timeWindow: '1 minute' } } };

  app.post<{ Params: { orderId: string } }>(
    '/api/order/:orderId/payment-retry',
    { schema: { params: ORDER_ID_PARAMS, querystring: LANG_QUERY, response: { 200: RETRY_ANSWER } }, ...limited },
    async (request, reply) => {
      const result = await deps.retryPayment.execute({ orderId: request.params.orderId });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );

  app.post<{ Params: { orderId: string } }>(
    '/api/order/:orderId/cash-payment',
    { schema: { params: ORDER_ID_PARAMS, querystring: LANG_QUERY, response: { 200: SWITCH_ANSWER } }, ...limited },
    async (request, reply) => {
      const result = await deps.switchToCash.execute({ orderId: request.params.orderId, clientAddress: request.ip });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );
};
