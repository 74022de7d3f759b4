import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { StaffOrderBoardEvent, WatchStaffOrdersUseCase } from '../../application/staff/watch-staff-orders.use-case';
import { SHOP_CITY_ID } from './catalogue.schemas';

export interface StaffOrderEventsRoutesDeps {
  readonly watchStaffOrders: Pick<WatchStaffOrdersUseCase, 'watch'>;
  /** A comment line this often keeps proxies from closing a quiet stream, and finds dead clients. */
  readonly heartbeatMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

const frameOf = (event: StaffOrderBoardEvent): string =>
  event.type === 'order' ? `event: order\ndata: ${JSON.stringify(event.order)}\n\n` : 'event: resync\ndata: {}\n\n';

/**
 * GET /api/admin/orders/events?cityId: Server-Sent Events for an open board, `event: order` with
 * StaffOrderEventDto per change of the city's orders (from any shop instance on the database),
 * `event: resync` when changes may have been missed. The admin token comes from the Authorization
 * header or, since EventSource cannot send headers, the admin's auth cookie.
 */
export const staffOrderEventsRoutes = (deps: StaffOrderEventsRoutesDeps) => async (app: FastifyInstance) => {
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: closing the server ends them, or close() would wait forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get<{ Querystring: { cityId: number } }>(
    '/api/admin/orders/events',
    {
      config: { adminCookieAuth: true },
      schema: { querystring: { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } },
    },
    (request, reply) => {
      const stream = reply.raw;
      // The stream is written by hand from here on; the headers set so far (security) go with it.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(stream);
      const stopWatching = deps.watchStaffOrders.watch(request.query.cityId, (event) => stream.write(frameOf(event)));
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
      const finish = () => {
        clearInterval(heartbeat);
        stopWatching();
        open.delete(stream);
      };
      request.raw.once('close', finish);
      stream.once('close', finish);
    },
  );
};
