import type { FastifyInstance } from 'fastify';
import { toProviderCallback } from '../../application/use-cases/support/provider-callback';
import type { PaymentCallbackVerifierPort } from '../../application/ports/payment-callback-verifier.port';
import type { AcceptPaymentCallbackUseCase } from '../../application/use-cases/accept-payment-callback.use-case';
import type { LoggerPort } from '../../application/ports/logger.port';
import { acceptFormBodies } from './form-urlencoded.parser';
import { sendRefusal } from './order-refusal.reply';
import { rawReceiptOf } from './payment-callback.receipt';
import { SIGNED_FIELDS } from './payment-callback.schemas';

export const LIQPAY_CALLBACK_PATH = '/api/payments/liqpay/callback';

export interface LiqpayCallbackRoutesDeps {
  readonly liqpay: PaymentCallbackVerifierPort;
  readonly acceptPaymentCallback: Pick<AcceptPaymentCallbackUseCase, 'execute' | 'recordRejected'>;
  readonly logger: LoggerPort;
}

/**
 * POST /api/payments/liqpay/callback (form: data, signature): LiqPay's server-to-server answer.
 * Nothing unsigned is acted on (400). A verified callback always gets a quick 200, even when the
 * order refuses it (unknown order, wrong amount): LiqPay would only resend it, so the refusal is
 * logged for staff instead. Resent callbacks are harmless: the use case is idempotent.
 */
export const liqpayCallbackRoutes = (deps: LiqpayCallbackRoutesDeps) => async (app: FastifyInstance) => {
  acceptFormBodies(app);
  app.post<{ Body: Record<string, unknown> | undefined }>(
    LIQPAY_CALLBACK_PATH,
    { schema: { body: SIGNED_FIELDS } },
    async (request, reply) => {
      const fields = request.body ?? {};
      const receipt = rawReceiptOf('liqpay', fields);
      const verified = deps.liqpay.verifyCallback(fields);
      if (!verified.ok) {
        deps.logger.warn('LiqPay callback rejected', { reason: verified.reason });
        // Audited too: forged or corrupted callbacks are what a payments trail is for.
        await deps.acceptPaymentCallback.recordRejected(receipt, verified.reason);
        return sendRefusal(request, reply, verified);
      }
      const outcome = await deps.acceptPaymentCallback.execute(toProviderCallback(verified.value), {
        ...receipt,
        paymentId: verified.value.paymentId,
      });
      if (!outcome.ok) {
        deps.logger.warn('LiqPay callback refused by the order', {
          reason: outcome.reason,
          orderId: verified.value.orderId,
          status: verified.value.status,
        });
      }
      reply.header('cache-control', 'no-store');
      return outcome.ok ? { received: true, outcome: outcome.value } : { received: true, refused: outcome.reason };
    },
  );
};
