import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import { CALLBACK_STATUSES, type StaffCallbackStatusDto } from '../../../domain/shop-api/staff-callbacks.contract';
import type {
  ChangeCallbackStatusUseCase,
  CountNewCallbacksUseCase,
  ListStaffCallbacksUseCase,
} from '../../application/staff/staff-callbacks.use-cases';
import { sendApiError } from '../errors/api-error';
import { ROW_ID, SHOP_CITY_ID } from './catalogue.schemas';

export interface StaffCallbacksRoutesDeps {
  readonly listStaffCallbacks: Pick<ListStaffCallbacksUseCase, 'execute'>;
  readonly countNewCallbacks: Pick<CountNewCallbacksUseCase, 'execute'>;
  readonly changeCallbackStatus: Pick<ChangeCallbackStatusUseCase, 'execute'>;
}

const CITY_QUERY = { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } as const;

/**
 * GET /api/admin/callbacks?cityId&before: the city's callback requests, newest first, 50 a page.
 * GET /api/admin/callbacks/new-count?cityId: how many nobody has called yet (the navigation badge).
 * PATCH /api/admin/callbacks/{id} {status}: new, called or done; logged in the change log.
 * Registered inside adminRoutes: admin token required, never cached.
 */
export const staffCallbacksRoutes = (deps: StaffCallbacksRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId; before?: number } }>(
    '/api/admin/callbacks',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['cityId'],
          properties: {
            cityId: SHOP_CITY_ID,
            before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          },
        },
      },
    },
    async (request) => (await deps.listStaffCallbacks.execute(request.query)).value,
  );

  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/callbacks/new-count',
    { schema: { querystring: CITY_QUERY } },
    async (request) => (await deps.countNewCallbacks.execute(request.query)).value,
  );

  app.patch<{ Params: { id: number }; Body: StaffCallbackStatusDto }>(
    '/api/admin/callbacks/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { ...ROW_ID, maximum: Number.MAX_SAFE_INTEGER } },
        },
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: CALLBACK_STATUSES } },
        },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.changeCallbackStatus.execute({
        id: request.params.id,
        status: request.body.status,
        by,
      });
      return result.ok
        ? result.value
        : sendApiError(reply, 404, result.reason, 'There is no callback request with this id.');
    },
  );
};
