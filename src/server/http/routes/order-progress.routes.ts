import type { FastifyInstance } from 'fastify';
import type { GetOrderProgressUseCase } from '../../application/order-progress/get-order-progress.use-case';
import type { WatchOrderProgressUseCase } from '../../application/order-progress/watch-order-progress.use-case';
import { eventStreams } from './event-stream';
import { sendRefusal } from './order-refusal.reply';
import { LANG_QUERY, ORDER_ID_PARAMS } from './order-pipeline.schemas';

export interface OrderProgressRoutesDeps {
  readonly getOrderProgress: Pick<GetOrderProgressUseCase, 'execute'>;
  readonly watchOrderProgress: Pick<WatchOrderProgressUseCase, 'watch'>;
  /** Reads of one address per minute, shared with GET /api/order/{code} (app-deps.ts RateLimits); unlimited when absent. */
  readonly orderLookupsPerMinute?: number;
  readonly heartbeatMs?: number;
}

/**
 * GET /api/order/{orderId}/progress: where the order stands, for its status page (OrderProgressDto,
 * 404 JSON with a message for an unknown code).
 * GET /api/order/{orderId}/progress/events: Server-Sent Events, `event: progress` with the
 * OrderProgressDto after each change (made on any shop instance), `event: resync` when changes may
 * have been missed. An unknown code is refused before any stream opens.
 * Both are keyed by the unguessable order code, so both are limited per address like the
 * thank-you page's read, and never cached.
 */
export const orderProgressRoutes = (deps: OrderProgressRoutesDeps) => async (app: FastifyInstance) => {
  const openStream = eventStreams(app, deps.heartbeatMs);
  const limited =
    deps.orderLookupsPerMinute === undefined
      ? {}
      : { config: { rateLimit: { max: deps.orderLookupsPerMinute, timeWindow: '1 minute' } } };

  app.get<{ Params: { orderId: string } }>(
    '/api/order/:orderId/progress',
    { schema: { params: ORDER_ID_PARAMS, querystring: LANG_QUERY }, ...limited },
    async (request, reply) => {
      const result = await deps.getOrderProgress.execute({ orderId: request.params.orderId });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/api/order/:orderId/progress/events',
    { schema: { params: ORDER_ID_PARAMS, querystring: LANG_QUERY }, ...limited },
    async (request, reply) => {
      const result = await deps.getOrderProgress.execute({ orderId: request.params.orderId });
      if (!result.ok) return sendRefusal(request, reply, result);
      const code = result.value.code;
      openStream(request, reply, (send) =>
        deps.watchOrderProgress.watch(code, (event) =>
          event.type === 'progress' ? send('progress', event.progress) : send('resync', {}),
        ),
      );
      return reply;
    },
  );
};
