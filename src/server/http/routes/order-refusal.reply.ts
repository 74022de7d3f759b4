import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RefusalDetails } from '../../application/use-cases/support/use-case-result';
import { refusalMessage } from '../i18n/refusal-message';
import type { OrderPipelineRefusal } from '../i18n/refusal-messages';
import { requestLanguage } from '../i18n/request-language';

/**
 * Which HTTP status a refusal of the order pipeline answers with. The request was well-formed
 * (its shape passed the schema) but cannot be carried out: 422, unless a more precise status says
 * more: a missing or malformed id is a 400, an unknown order a 404, a race lost to a parallel
 * request (or an order whose state no longer allows the step) a 409, asking again too soon or past the SMS limits a 429, and the one refusal that is
 * the server's fault (no free order code) a 503.
 */
const STATUS: Partial<Record<OrderPipelineRefusal, number>> = {
  'invalid-order-id': 400,
  'order-id-required': 400,
  'invalid-code': 400,
  'missing-fields': 400,
  'bad-signature': 400,
  'malformed-data': 400,
  'foreign-merchant': 400,
  'unexpected-currency': 400,
  'order-not-found': 404,
  'order-id-conflict': 409,
  'confirmation-busy': 409,
  'already-confirmed': 409,
  'order-already-paid': 409,
  'order-not-online': 409,
  'order-cancelled': 409,
  'order-in-progress': 409,
  'resend-too-soon': 429,
  'sms-limit-reached': 429,
  'order-code-exhausted': 503,
};

export const refusalStatus = (reason: string): number => STATUS[reason as OrderPipelineRefusal] ?? 422;

export interface RefusalLike {
  readonly reason: string;
  readonly details?: RefusalDetails;
}

/**
 * A refusal as the API answers it: `{success: false, error, reason, message, ...details}` in the
 * request's language. `error` keeps the shape every API error has ({error, message}); the details
 * (attemptsLeft, lineId, minCart, ...) sit at the top level, where the storefront reads them.
 * `extra` adds the fields of a call's own answer (e.g. order/create's orderId: null).
 */
export const sendRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: RefusalLike,
  extra: Readonly<Record<string, unknown>> = {},
): FastifyReply => {
  const language = requestLanguage(request);
  const status = refusalStatus(refusal.reason);
  if (status === 503) reply.header('retry-after', '1');
  const secondsLeft = refusal.details?.secondsLeft;
  if (status === 429 && typeof secondsLeft === 'number') reply.header('retry-after', String(secondsLeft));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      ...refusal.details,
      ...extra,
      success: false,
      error: refusal.reason,
      reason: refusal.reason,
      message: refusalMessage(refusal.reason, language, refusal.details),
    });
};
