import type { FastifyInstance } from 'fastify';
import type { CheckCouponUseCase } from '../../application/use-cases/check-coupon.use-case';
import { sendRefusal } from './order-refusal.reply';
import { CHECK_COUPON_BODY, LANG_QUERY } from './order-pipeline.schemas';
import { toCheckCouponInput } from './order-request.mapper';

/** POST /api/order/check-coupon {coupon, items, cityId, payMethod, phone?, customerName?} → {discount, actions}. */
export const orderCouponRoutes =
  (deps: { readonly checkCoupon: Pick<CheckCouponUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.post<{ Body: Record<string, unknown> }>(
      '/api/order/check-coupon',
      { schema: { body: CHECK_COUPON_BODY, querystring: LANG_QUERY } },
      async (request, reply) => {
        const result = await deps.checkCoupon.execute(toCheckCouponInput(request.body));
        if (!result.ok) return sendRefusal(request, reply, result);
        reply.header('cache-control', 'no-store');
        return result.value;
      },
    );
  };
