import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order/order-status';
import type { ChangeOrderStatusRefusal, ChangeOrderStatusUseCase } from '../../application/staff/change-order-status.use-case';
import { STAFF_ORDERS_MAX_LIMIT, type ListStaffOrdersUseCase } from '../../application/staff/list-staff-orders.use-case';
import { sendApiError } from '../errors/api-error';
import { SHOP_CITY_ID } from './catalogue.schemas';

export interface StaffOrdersRoutesDeps {
  readonly listStaffOrders: Pick<ListStaffOrdersUseCase, 'execute'>;
  readonly changeOrderStatus: Pick<ChangeOrderStatusUseCase, 'execute'>;
}

const STATUS = { type: 'string', enum: ORDER_STATUSES } as const;

// Staff read these in the admin area, which words them itself; the sentences are for people
// calling the API directly.
const REFUSALS: Readonly<Record<ChangeOrderStatusRefusal, { readonly status: number; readonly message: string }>> = {
  'order-not-found': { status: 404, message: 'There is no order with this code.' },
  'order-status-changed': { status: 409, message: 'Someone changed this order meanwhile: its status is now "{status}". Reload and try again.' },
  'order-status-not-allowed': { status: 409, message: 'An order in status "{status}" cannot be moved there.' },
};

/**
 * GET /api/admin/orders?cityId&limit: a city's latest orders, newest first.
 * POST /api/admin/orders/{code}/status {from, to}: one step on in the kitchen's work.
 * Registered inside adminRoutes, so both need a valid admin token and are never cached.
 */
export const staffOrdersRoutes = (deps: StaffOrdersRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: number; limit?: number } }>(
    '/api/admin/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['cityId'],
          properties: { cityId: SHOP_CITY_ID, limit: { type: 'integer', minimum: 1, maximum: STAFF_ORDERS_MAX_LIMIT } },
        },
      },
    },
    async (request) => (await deps.listStaffOrders.execute(request.query)).value,
  );

  app.post<{ Params: { code: string }; Body: { from: OrderStatus; to: OrderStatus } }>(
    '/api/admin/orders/:code/status',
    {
      schema: {
        params: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 64 } } },
        body: { type: 'object', required: ['from', 'to'], properties: { from: STATUS, to: STATUS } },
      },
    },
    async (request, reply) => {
      const result = await deps.changeOrderStatus.execute({ code: request.params.code, ...request.body });
      if (result.ok) return result.value;
      const refusal = REFUSALS[result.reason];
      const message = refusal.message.replace('{status}', String(result.details?.status ?? ''));
      return sendApiError(reply, refusal.status, result.reason, message);
    },
  );
};
