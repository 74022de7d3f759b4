import type { FastifyInstance } from 'fastify';
import type { WatchStaffOrdersUseCase } from '../../application/staff/watch-staff-orders.use-case';
import { SHOP_CITY_ID } from './catalogue.schemas';
import { eventStreams } from './event-stream';

export interface StaffOrderEventsRoutesDeps {
  readonly watchStaffOrders: Pick<WatchStaffOrdersUseCase, 'watch'>;
  /** A comment line this often keeps proxies from closing a quiet stream, and finds dead clients. */
  readonly heartbeatMs?: number;
}

/**
 * GET /api/admin/orders/events?cityId: Server-Sent Events for an open board, `event: order` with
 * StaffOrderEventDto per change of the city's orders (from any shop instance on the database),
 * `event: resync` when changes may have been missed. The admin token comes from the Authorization
 * header or, since EventSource cannot send headers, the admin's auth cookie.
 */
export const staffOrderEventsRoutes = (deps: StaffOrderEventsRoutesDeps) => async (app: FastifyInstance) => {
  const openStream = eventStreams(app, deps.heartbeatMs);

  app.get<{ Querystring: { cityId: number } }>(
    '/api/admin/orders/events',
    {
      config: { adminCookieAuth: true },
      schema: { querystring: { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } },
    },
    (request, reply) =>
      openStream(request, reply, (send) =>
        deps.watchStaffOrders.watch(request.query.cityId, (event) =>
          event.type === 'order' ? send('order', event.order) : send('resync', {}),
        ),
      ),
  );
};
