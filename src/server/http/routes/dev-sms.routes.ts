import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../errors/api-error';

/** The part of DevSmsSender the route reads. */
export interface DevSmsOutbox {
  lastTo(phone: string): { readonly phone: string; readonly text: string; readonly sentAt: Date } | null;
}

const PHONE_QUERY = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

// The confirmation SMS gives the code after the order's code and a colon, before the status link (support/sms-text.ts).
const CODE_AFTER_COLON = /: (\d{4})(?!\d)/;

/**
 * GET /api/dev/sms?phone=… → the last message the development SMS sender "sent" to that number,
 * with the code picked out, so e2e tests and demos can confirm an order. It exists only while no
 * SMS gateway is configured and SHOP_DEV_SMS=1 asks for it (order-pipeline.composition.ts).
 */
export const devSmsRoutes = (deps: { readonly outbox: DevSmsOutbox }) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { phone: string } }>(
    '/api/dev/sms',
    { schema: { querystring: PHONE_QUERY } },
    async (request, reply) => {
      const message = deps.outbox.lastTo(request.query.phone);
      if (message === null) return sendApiError(reply, 404, 'not-found', 'No SMS was sent to this phone number.');
      reply.header('cache-control', 'no-store');
      return {
        phone: message.phone,
        text: message.text,
        code: CODE_AFTER_COLON.exec(message.text)?.[1] ?? null,
        sentAt: message.sentAt.toISOString(),
      };
    },
  );
};
