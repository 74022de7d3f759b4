import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../errors/api-error';
import { bodyMayHold } from './json-body-text';
import { findInRequestValues } from './request-values';

/** A lone surrogate: half of a UTF-16 pair without its other half, which is not text at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Whether a parsed body, query or params object holds, in any key or string, a character
 * PostgreSQL cannot store: U+0000 or a lone surrogate (not valid UTF-8).
 */
export const containsUnstorableText = (root: unknown): boolean =>
  findInRequestValues(root, {
    value: (value) => typeof value === 'string' && isUnstorable(value),
    key: isUnstorable,
  }) !== null;

/**
 * PostgreSQL text and jsonb cannot hold U+0000 or a lone surrogate, so such a character in any
 * field would make the database refuse the query and the API answer 500. No field of this shop has a use for one: such a request
 * is refused up front with a 400, for every route at once. Path parameters are left to their
 * routes, which check them against a strict format anyway (an upload's file name, an order code)
 * and answer with their own, more precise 400 or 404. A JSON body whose text holds no \u escape
 * cannot hold either, and is not walked (json-body-text.ts).
 */
export const refuseUnstorableText = (app: FastifyInstance): void => {
  // Callback style, not async: it runs on every request, and an async hook costs each one a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const walkBody = bodyMayHold(request, 'unicodeEscapes');
    if (containsUnstorableText(request.query) || (walkBody && containsUnstorableText(request.body))) {
      // Answered here: done() is not called, so the request goes no further.
      sendApiError(
        reply,
        400,
        'bad-request',
        'The request contains a NUL character (U+0000) or broken Unicode (a lone surrogate), which no field accepts.',
      );
      return;
    }
    done();
  });
};
