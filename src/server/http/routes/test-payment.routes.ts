import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentCallbackFields } from '../../application/ports/payment-callback-verifier.port';
import type { TestPaymentPagesPort } from '../../application/ports/test-payment-pages.port';
import { toProviderCallback } from '../../application/use-cases/support/provider-callback';
import type { AcceptPaymentCallbackUseCase } from '../../application/use-cases/accept-payment-callback.use-case';
import { acceptFormBodies } from './form-urlencoded.parser';
import { sendRefusal } from './order-refusal.reply';
import { rawReceiptOf } from './payment-callback.receipt';
import { SIGNED_FIELDS } from './payment-callback.schemas';

export interface TestPaymentRoutesDeps {
  readonly testPayment: TestPaymentPagesPort;
  readonly acceptPaymentCallback: Pick<AcceptPaymentCallbackUseCase, 'execute' | 'recordRejected'>;
}

/**
 * The offline stand-in for LiqPay's checkout (only when no LiqPay keys are configured):
 * GET or POST /api/payments/test-page with the signed {data, signature} the order answered shows
 * Pay / Decline; each button posts a signed result to /api/payments/test-callback, which applies it
 * like LiqPay's callback and sends the browser on to the thank-you page (303).
 */
export const testPaymentRoutes = (deps: TestPaymentRoutesDeps) => async (app: FastifyInstance) => {
  acceptFormBodies(app);

  const showPage = async (request: FastifyRequest, reply: FastifyReply, fields: PaymentCallbackFields) => {
    const page = deps.testPayment.checkoutPage(fields);
    if (!page.ok) return sendRefusal(request, reply, page);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page.value);
  };

  app.get<{ Querystring: PaymentCallbackFields }>(
    deps.testPayment.pagePath,
    { schema: { querystring: SIGNED_FIELDS } },
    (request, reply) => showPage(request, reply, request.query),
  );
  app.post<{ Body: PaymentCallbackFields | undefined }>(
    deps.testPayment.pagePath,
    { schema: { body: SIGNED_FIELDS } },
    (request, reply) => showPage(request, reply, request.body ?? {}),
  );

  app.post<{ Body: PaymentCallbackFields | undefined }>(
    deps.testPayment.callbackPath,
    { schema: { body: SIGNED_FIELDS } },
    async (request, reply) => {
      const fields = request.body ?? {};
      const receipt = rawReceiptOf('test-payment', fields);
      const verified = deps.testPayment.verifyCallback(fields);
      if (!verified.ok) {
        await deps.acceptPaymentCallback.recordRejected(receipt, verified.reason);
        return sendRefusal(request, reply, verified);
      }
      const outcome = await deps.acceptPaymentCallback.execute(toProviderCallback(verified.value), {
        ...receipt,
        paymentId: verified.value.paymentId,
      });
      if (!outcome.ok) return sendRefusal(request, reply, outcome);
      // result_url is a same-origin path (see order-pipeline.composition.ts): the CSP's form-action
      // allows the redirect, whatever host name the browser used.
      return reply.header('cache-control', 'no-store').redirect(verified.value.resultUrl, 303);
    },
  );
};
