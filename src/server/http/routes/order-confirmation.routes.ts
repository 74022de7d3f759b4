import type { FastifyInstance } from 'fastify';
import type { ResendCodeUseCase } from '../../application/use-cases/resend-code.use-case';
import type { VerifyCodeUseCase } from '../../application/use-cases/verify-code.use-case';
import type { VerifyPhoneCallUseCase } from '../../application/use-cases/verify-phone-call.use-case';
import { sendRefusal } from './order-refusal.reply';
import { LANG_QUERY, ORDER_ID_BODY, VERIFY_CODE_BODY } from './order-pipeline.schemas';
import { orderIdOf } from './order-request.mapper';

export interface OrderConfirmationRoutesDeps {
  readonly verifyCode: Pick<VerifyCodeUseCase, 'execute'>;
  readonly verifyPhoneCall: Pick<VerifyPhoneCallUseCase, 'execute'>;
  readonly resendCode: Pick<ResendCodeUseCase, 'execute'>;
}

/**
 * POST /api/order/verify-code {orderId, code} → {success: true}; a wrong code answers 422
 * {success: false, reason: 'wrong-code', message, attemptsLeft}, the fifth 'code-locked'.
 * POST /api/order/verify-phone-call {orderId} → {success: true}: the operator will call instead.
 * POST /api/order/resend-code {orderId} → {success: true, resendInSeconds}: a new code replaces the
 * old; 429 'resend-too-soon' {secondsLeft} within a minute of the last, 429 'sms-limit-reached'
 * when the phone, the address or the shop has no SMS left (the operator calls then).
 */
export const orderConfirmationRoutes = (deps: OrderConfirmationRoutesDeps) => async (app: FastifyInstance) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/api/order/verify-code',
    { schema: { body: VERIFY_CODE_BODY, querystring: LANG_QUERY } },
    async (request, reply) => {
      const code = request.body.code;
      const result = await deps.verifyCode.execute({
        orderId: orderIdOf(request.body.orderId),
        code: typeof code === 'number' ? String(code) : typeof code === 'string' ? code : '',
      });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/order/verify-phone-call',
    { schema: { body: ORDER_ID_BODY, querystring: LANG_QUERY } },
    async (request, reply) => {
      const result = await deps.verifyPhoneCall.execute({ orderId: orderIdOf(request.body.orderId) });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/order/resend-code',
    { schema: { body: ORDER_ID_BODY, querystring: LANG_QUERY } },
    async (request, reply) => {
      const result = await deps.resendCode.execute({
        orderId: orderIdOf(request.body.orderId),
        clientAddress: request.ip,
      });
      if (!result.ok) return sendRefusal(request, reply, result);
      reply.header('cache-control', 'no-store');
      return result.value;
    },
  );
};
