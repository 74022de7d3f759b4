import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StaffProductProblem } from '../../../domain/menu/staff-product.rule';
import type {
  StaffProductField,
  StaffProductMoveDto,
  StaffProductRefusalDto,
  StaffProductSaveDto,
} from '../../../domain/shop-api/staff-menu.contract';
import type {
  ArchiveStaffProductUseCase,
  MoveStaffProductUseCase,
  SaveStaffProductRefusal,
  SaveStaffProductUseCase,
} from '../../application/staff/staff-products.use-cases';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { sendApiError } from '../errors/api-error';
import { IIKO_ID } from './staff-menu.schemas';
import { productProblemMessage, STAFF_PRODUCT_BODY, STAFF_PRODUCT_MOVE_BODY } from './staff-products.schemas';

export interface StaffProductsRoutesDeps {
  readonly saveStaffProduct: Pick<SaveStaffProductUseCase, 'execute'>;
  readonly archiveStaffProduct: Pick<ArchiveStaffProductUseCase, 'execute'>;
  readonly moveStaffProduct: Pick<MoveStaffProductUseCase, 'execute'>;
}

const PARAMS = { type: 'object', required: ['iikoId'], properties: { iikoId: IIKO_ID } } as const;
const NOT_FOUND = 'Такого товару в меню немає (можливо, його вже архівовано). Оновіть меню.';
const SIGN_IN = 'Увійдіть знову.';

const sendSaveRefusal = (reply: FastifyReply, refusal: Refusal<SaveStaffProductRefusal>): FastifyReply => {
  if (refusal.reason === 'product-not-found') return sendApiError(reply, 404, refusal.reason, NOT_FOUND);
  const field = refusal.details?.field as StaffProductField;
  const problem = refusal.details?.problem as StaffProductProblem;
  const body: StaffProductRefusalDto = {
    error: refusal.reason,
    message: productProblemMessage(field, problem),
    field,
    problem,
  };
  return reply.code(400).type('application/json; charset=utf-8').send(body);
};

/**
 * POST /api/admin/menu/products (201) and PUT /api/admin/menu/products/{iikoId}: add or change a
 * product (StaffProductSaveDto), answered as the city of the body sees it.
 * DELETE /api/admin/menu/products/{iikoId}: archive it (204).
 * POST /api/admin/menu/products/{iikoId}/move {cityId, move}: one step up or down in its category.
 * Registered inside adminRoutes: admin token required, never cached; each change is one transaction
 * with its change-log line, and every instance drops its cached menus at once.
 */
export const staffProductsRoutes = (deps: StaffProductsRoutesDeps) => async (app: FastifyInstance) => {
  app.post<{ Body: StaffProductSaveDto }>(
    '/api/admin/menu/products',
    { schema: { body: STAFF_PRODUCT_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const { cityId, ...product } = request.body;
      const result = await deps.saveStaffProduct.execute({ iikoId: null, cityId, product, by });
      return result.ok ? reply.code(201).send(result.value) : sendSaveRefusal(reply, result);
    },
  );

  app.put<{ Params: { iikoId: string }; Body: StaffProductSaveDto }>(
    '/api/admin/menu/products/:iikoId',
    { schema: { params: PARAMS, body: STAFF_PRODUCT_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const { cityId, ...product } = request.body;
      const result = await deps.saveStaffProduct.execute({ iikoId: request.params.iikoId, cityId, product, by });
      return result.ok ? result.value : sendSaveRefusal(reply, result);
    },
  );

  app.delete<{ Params: { iikoId: string } }>(
    '/api/admin/menu/products/:iikoId',
    { schema: { params: PARAMS } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.archiveStaffProduct.execute({ iikoId: request.params.iikoId, by });
      return result.ok ? reply.code(204).send() : sendApiError(reply, 404, result.reason, NOT_FOUND);
    },
  );

  app.post<{ Params: { iikoId: string }; Body: StaffProductMoveDto }>(
    '/api/admin/menu/products/:iikoId/move',
    { schema: { params: PARAMS, body: STAFF_PRODUCT_MOVE_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.moveStaffProduct.execute({
        iikoId: request.params.iikoId,
        cityId: request.body.cityId,
        move: request.body.move,
        by,
      });
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, NOT_FOUND);
    },
  );
};
