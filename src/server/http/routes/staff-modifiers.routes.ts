import type { FastifyInstance } from 'fastify';
import type {
  StaffModifierGroupsRefusalDto,
  StaffModifierGroupsSaveDto,
} from '../../../domain/shop-api/staff-modifiers.contract';
import type {
  ReadModifierGroupsUseCase,
  SaveModifierGroupsUseCase,
} from '../../application/staff/staff-modifiers.use-cases';
import { sendApiError } from '../errors/api-error';
import { IIKO_ID } from './staff-menu.schemas';
import { modifierProblemMessage, STAFF_MODIFIER_GROUPS_BODY } from './staff-modifiers.schemas';

export interface StaffModifiersRoutesDeps {
  readonly readModifierGroups: Pick<ReadModifierGroupsUseCase, 'execute'>;
  readonly saveModifierGroups: Pick<SaveModifierGroupsUseCase, 'execute'>;
}

const PARAMS = { type: 'object', required: ['iikoId'], properties: { iikoId: IIKO_ID } } as const;
const NOT_FOUND = 'Такого товару в меню немає (можливо, його вже архівовано). Оновіть меню.';
const SIGN_IN = 'Увійдіть знову.';

/**
 * GET and PUT /api/admin/menu/products/{iikoId}/modifier-groups: a product's modifier groups, the
 * whole list at once (architecture/admin-menu.md, "Modifiers"). Inside adminRoutes: admin token
 * required; a save is one transaction with its change-log line, and every instance drops its
 * cached menus and order catalogue.
 */
export const staffModifiersRoutes = (deps: StaffModifiersRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Params: { iikoId: string } }>(
    '/api/admin/menu/products/:iikoId/modifier-groups',
    { schema: { params: PARAMS } },
    async (request, reply) => {
      if (request.admin === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.readModifierGroups.execute(request.params.iikoId);
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, NOT_FOUND);
    },
  );

  app.put<{ Params: { iikoId: string }; Body: StaffModifierGroupsSaveDto }>(
    '/api/admin/menu/products/:iikoId/modifier-groups',
    { schema: { params: PARAMS, body: STAFF_MODIFIER_GROUPS_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.saveModifierGroups.execute({
        iikoId: request.params.iikoId,
        groups: request.body.groups,
        by,
      });
      if (result.ok) return result.value;
      if (result.reason === 'product-not-found') return sendApiError(reply, 404, result.reason, NOT_FOUND);
      const field = String(result.details?.['field'] ?? 'groups');
      const problem = String(result.details?.['problem'] ?? '');
      const body: StaffModifierGroupsRefusalDto = {
        error: 'invalid-modifier-groups',
        message: modifierProblemMessage(field, problem),
        field,
        problem,
      };
      return reply.code(400).type('application/json; charset=utf-8').send(body);
    },
  );
};
