import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StaffCouponProblem } from '../../../domain/coupon/staff-coupon.rule';
import type {
  StaffCouponActiveDto,
  StaffCouponField,
  StaffCouponInputDto,
  StaffCouponRefusalDto,
} from '../../../domain/shop-api/staff-coupons.contract';
import type { ListStaffCouponsUseCase } from '../../application/staff/list-staff-coupons.use-case';
import type {
  SaveStaffCouponRefusal,
  SaveStaffCouponUseCase,
} from '../../application/staff/save-staff-coupon.use-case';
import type { SetStaffCouponActiveUseCase } from '../../application/staff/set-staff-coupon-active.use-case';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { sendApiError } from '../errors/api-error';
import { ROW_ID } from './catalogue.schemas';
import { couponProblemMessage, STAFF_COUPON_BODY } from './staff-coupons.schemas';

export interface StaffCouponsRoutesDeps {
  readonly listStaffCoupons: Pick<ListStaffCouponsUseCase, 'execute'>;
  readonly saveStaffCoupon: Pick<SaveStaffCouponUseCase, 'execute'>;
  readonly setStaffCouponActive: Pick<SetStaffCouponActiveUseCase, 'execute'>;
}

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: ROW_ID } } as const;

const sendSaveRefusal = (reply: FastifyReply, refusal: Refusal<SaveStaffCouponRefusal>): FastifyReply => {
  const field = refusal.details?.field as StaffCouponField | undefined;
  const body = (status: number, message: string): FastifyReply =>
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        error: refusal.reason,
        message,
        ...(field === undefined ? {} : { field }),
      } satisfies StaffCouponRefusalDto);
  switch (refusal.reason) {
    case 'invalid-coupon':
      return body(400, couponProblemMessage(field ?? 'code', refusal.details?.problem as StaffCouponProblem));
    case 'coupon-code-taken':
      return body(409, `'code': another coupon already has the code ${String(refusal.details?.code)}.`);
    case 'unknown-product':
      return body(400, `'gifts' names a product the shop does not have: ${String(refusal.details?.iikoId)}.`);
    case 'coupon-not-found':
      return body(404, 'There is no coupon with this id.');
  }
};

/**
 * GET /api/admin/coupons: every coupon with its use count.
 * POST /api/admin/coupons (201) and PUT /api/admin/coupons/{id}: add or change one (StaffCouponInputDto).
 * PATCH /api/admin/coupons/{id} {active}: switch it off or on.
 * Registered inside adminRoutes: admin token required, never cached; every change is in the change log.
 */
export const staffCouponsRoutes = (deps: StaffCouponsRoutesDeps) => async (app: FastifyInstance) => {
  app.get('/api/admin/coupons', async () => (await deps.listStaffCoupons.execute()).value);

  app.post<{ Body: StaffCouponInputDto }>(
    '/api/admin/coupons',
    { schema: { body: STAFF_COUPON_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.saveStaffCoupon.execute({ id: null, coupon: request.body, by });
      if (!result.ok) return sendSaveRefusal(reply, result);
      return reply.code(201).send(result.value);
    },
  );

  app.put<{ Params: { id: number }; Body: StaffCouponInputDto }>(
    '/api/admin/coupons/:id',
    { schema: { params: ID_PARAMS, body: STAFF_COUPON_BODY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.saveStaffCoupon.execute({ id: request.params.id, coupon: request.body, by });
      return result.ok ? result.value : sendSaveRefusal(reply, result);
    },
  );

  app.patch<{ Params: { id: number }; Body: StaffCouponActiveDto }>(
    '/api/admin/coupons/:id',
    {
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          required: ['active'],
          additionalProperties: false,
          properties: { active: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.setStaffCouponActive.execute({
        id: request.params.id,
        active: request.body.active,
        by,
      });
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, 'There is no coupon with this id.');
    },
  );
};
