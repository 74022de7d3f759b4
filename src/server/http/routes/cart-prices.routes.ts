import type { FastifyInstance } from 'fastify';
import type { CheckPricesUseCase } from '../../application/use-cases/check-prices.use-case';
import { sendRefusal } from './order-refusal.reply';
import { CHECK_PRICES_BODY, LANG_QUERY } from './order-pipeline.schemas';
import { toCheckPricesInput } from './order-request.mapper';

/** POST /api/cart/check-prices {cartItems, cityId} → {type: 'UPDATE' | 'OK', data, unavailable}. */
export const cartPricesRoutes =
  (deps: { readonly checkPrices: Pick<CheckPricesUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.post<{ Body: Record<string, unknown> }>(
      '/api/cart/check-prices',
      { schema: { body: CHECK_PRICES_BODY, querystring: LANG_QUERY } },
      async (request, reply) => {
        const result = await deps.checkPrices.execute(toCheckPricesInput(request.body));
        if (!result.ok) return sendRefusal(request, reply, result);
        reply.header('cache-control', 'no-store');
        return result.value;
      },
    );
  };
