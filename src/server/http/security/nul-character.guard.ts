import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../errors/api-error';

/** Bounded: request bodies are at most 256 KiB, but a walk must never be the slow part. */
const MAX_VALUES = 20_000;

/** Whether a parsed body, query or params object holds U+0000 in any key or string, iteratively. */
export const containsNul = (root: unknown): boolean => {
  const stack: unknown[] = [root];
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_VALUES) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, nested] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(nested);
      }
    }
  }
  return false;
};

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL in any field would make the database
 * refuse the query and the API answer 500. No field of this shop has a use for one: such a request
 * is refused up front with a 400, for every route at once. Path parameters are left to their
 * routes, which check them against a strict format anyway (an upload's file name, an order code)
 * and answer with their own, more precise 400 or 404.
 */
export const refuseNulCharacters = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.query) || containsNul(request.body)) {
      return sendApiError(reply, 400, 'bad-request', 'The request contains a NUL character (U+0000), which no field accepts.');
    }
    return undefined;
  });
};
