import type { FastifyInstance } from 'fastify';
import type { GetOrderSummaryUseCase } from '../../application/use-cases/get-order-summary.use-case';
import type { PaymentStatusUseCase } from '../../application/use-cases/payment-status.use-case';
import { sendRefusal } from './order-refusal.reply';
import { LANG_QUERY, ORDER_ID_BODY, ORDER_ID_PARAMS } from './order-pipeline.schemas';
import { orderIdOf } from './order-request.mapper';

export interface OrderStatusRoutesDeps {
  readonly getOrderSummary: Pick<GetOrderSummaryUseCase, 'execute'>;
  readonly paymentStatus: Pick<PaymentStatusUseCase, 'execute'>;
  /** Reads of one address per minute (app-deps.ts RateLimits); unlimited when absent (tests of other things). */
  readonly orderLookupsPerMinute?: number;
}

/**
 * GET /api/order/{orderId}: the thank-you page's summary (404 JSON for an unknown code).
 * POST /api/order/payment-status {orderId} → "success" once paid, else the status word.
 * Both are keyed by the unguessable order code and never cached: the state changes with payments.
 */
export const orderStatusRoutes = (deps: OrderStatusRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Params: { orderId: string } }>(
    '/api/order/:orderId',
    {
      schema: { params: ORDER_ID_PARAMS, querystring: LANG_QUERY },
      // A read, but one that guesses order codes: limited per address like the writes.
      ...(deps.orderLookupsPerMinute === undefined
        ? {}
        : { config: { rateLimit: { max: deps.orderLookupsPerMinute, timeWindow: '1 minute' } } }),
    },
    async (request, reply) => {
      const result = await deps.getOrderSummary.execute({ orderId: request.params.orderId });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/order/payment-status',
    { schema: { body: ORDER_ID_BODY, querystring: LANG_QUERY } },
    async (request, reply) => {
      const result = await deps.paymentStatus.execute({ orderId: orderIdOf(request.body.orderId) });
      if (!result.ok) return sendRefusal(request, reply, result);
      // A JSON string: the storefront compares the answer with 'success'.
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(result.value));
    },
  );
};
