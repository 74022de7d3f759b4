import type { FastifyInstance } from 'fastify';
import { BOARD_GROUPS, type BoardGroup } from '../../../domain/order/board-group';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order/order-status';
import { MAX_STAFF_ORDER_SEARCH_LENGTH } from '../../../domain/order/staff-order-search';
import type {
  ChangeOrderStatusRefusal,
  ChangeOrderStatusUseCase,
} from '../../application/staff/change-order-status.use-case';
import type { GetStaffOrderUseCase } from '../../application/staff/get-staff-order.use-case';
import {
  STAFF_ORDERS_MAX_LIMIT,
  type ListStaffOrdersUseCase,
} from '../../application/staff/list-staff-orders.use-case';
import { MAX_CANCEL_REASON_LENGTH } from '../../application/ports/staff-orders.port';
import { sendApiError } from '../errors/api-error';
import { SHOP_CITY_ID } from './catalogue.schemas';
import { staffOrderEventsRoutes, type StaffOrderEventsRoutesDeps } from './staff-order-events.routes';

export interface StaffOrdersRoutesDeps {
  readonly listStaffOrders: Pick<ListStaffOrdersUseCase, 'execute'>;
  readonly getStaffOrder: Pick<GetStaffOrderUseCase, 'execute'>;
  readonly changeOrderStatus: Pick<ChangeOrderStatusUseCase, 'execute'>;
  /** The live board's event stream; absent where no events are wired. */
  readonly events?: StaffOrderEventsRoutesDeps;
}

const STATUS = { type: 'string', enum: ORDER_STATUSES } as const;
const ORDER_CODE = { type: 'string', minLength: 1, maxLength: 64 } as const;

// Staff read these in the admin area, which words them itself; the sentences are for people
// calling the API directly.
const REFUSALS: Readonly<Record<ChangeOrderStatusRefusal, { readonly status: number; readonly message: string }>> = {
  'order-not-found': { status: 404, message: 'There is no order with this code.' },
  'order-status-changed': {
    status: 409,
    message: 'Someone changed this order meanwhile: its status is now "{status}". Reload and try again.',
  },
  'order-status-not-allowed': { status: 409, message: 'An order in status "{status}" cannot be moved there.' },
  'order-awaiting-customer': {
    status: 409,
    message:
      'This order is still waiting for the customer ({awaiting}): the kitchen cannot take it until the phone is confirmed and the payment made.',
  },
};

interface ListQuery {
  cityId: number;
  group?: BoardGroup;
  status?: OrderStatus;
  day?: string;
  search?: string;
  before?: string;
  limit?: number;
}

/**
 * GET /api/admin/orders?cityId&group&status&day&search&before&limit: one page of a city's orders, newest first.
 * GET /api/admin/orders/{code}: one order (the kitchen ticket).
 * POST /api/admin/orders/{code}/status {from, to, reason?}: one step on in the kitchen's work (reason: why it was cancelled).
 * GET /api/admin/orders/events?cityId: the live stream (staff-order-events.routes.ts).
 * Registered inside adminRoutes, so all need a valid admin token and are never cached.
 */
export const staffOrdersRoutes = (deps: StaffOrdersRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: ListQuery }>(
    '/api/admin/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['cityId'],
          properties: {
            cityId: SHOP_CITY_ID,
            group: { type: 'string', enum: BOARD_GROUPS },
            status: STATUS,
            day: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD, a day in Kyiv time' },
            search: {
              type: 'string',
              maxLength: MAX_STAFF_ORDER_SEARCH_LENGTH,
              description: 'An order code or part of a phone number',
            },
            before: { ...ORDER_CODE, description: 'The code of the last order of the previous page (nextBefore)' },
            limit: { type: 'integer', minimum: 1, maximum: STAFF_ORDERS_MAX_LIMIT },
          },
        },
      },
    },
    async (request, reply) => {
      const result = await deps.listStaffOrders.execute(request.query);
      if (result.ok) return result.value;
      return sendApiError(reply, 400, result.reason, 'querystring/day must be a day that exists, written YYYY-MM-DD.');
    },
  );

  if (deps.events) await app.register(staffOrderEventsRoutes(deps.events));

  app.get<{ Params: { code: string } }>(
    '/api/admin/orders/:code',
    { schema: { params: { type: 'object', required: ['code'], properties: { code: ORDER_CODE } } } },
    async (request, reply) => {
      const order = await deps.getStaffOrder.execute(request.params.code);
      return order ?? sendApiError(reply, 404, 'order-not-found', REFUSALS['order-not-found'].message);
    },
  );

  app.post<{ Params: { code: string }; Body: { from: OrderStatus; to: OrderStatus; reason?: string } }>(
    '/api/admin/orders/:code/status',
    {
      schema: {
        params: { type: 'object', required: ['code'], properties: { code: ORDER_CODE } },
        body: {
          type: 'object',
          required: ['from', 'to'],
          properties: {
            from: STATUS,
            to: STATUS,
            reason: {
              type: 'string',
              maxLength: MAX_CANCEL_REASON_LENGTH,
              description: "With to 'cancelled': why, shown to the customer on the order status page",
            },
          },
        },
      },
    },
    async (request, reply) => {
      // requireAdmin (the admin scope's preHandler) ran: the admin is set.
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.changeOrderStatus.execute({ code: request.params.code, ...request.body, by });
      if (result.ok) return result.value;
      const refusal = REFUSALS[result.reason];
      const message = refusal.message
        .replace('{status}', String(result.details?.status ?? ''))
        .replace('{awaiting}', String(result.details?.awaiting ?? ''));
      return sendApiError(reply, refusal.status, result.reason, message);
    },
  );
};
