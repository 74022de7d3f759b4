import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../errors/api-error';
import { bodyMayHold } from './json-body-text';
import { findInRequestValues } from './request-values';

const isNonFinite = (value: unknown): boolean => typeof value === 'number' && !Number.isFinite(value);

/**
 * Where a parsed request part holds a number that is not finite, as `'before'` or
 * `'items[0].price'` ('the value' for the part itself); null when it holds none.
 */
export const nonFiniteNumberAt = (part: unknown): string | null => {
  const path = findInRequestValues(part, { value: isNonFinite });
  if (path === null) return null;
  return path === '' ? 'the value' : `'${path}'`;
};

/**
 * Fastify's schema validator (ajv, coercing types) turns a path or query value such as '1e400' into
 * Infinity and then lets it past the schema's minimum and maximum; a JSON body may hold 1e400 too.
 * No field of the API takes an infinite number, and such a value must not reach a use case or SQL
 * (PostgreSQL refuses it, which answered 500): every request whose params, query or body hold one,
 * once validated, is refused here with a 400 that names the field. A JSON body whose text has no
 * literal that large is not walked (json-body-text.ts).
 */
export const refuseNonFiniteNumbers = (app: FastifyInstance): void => {
  app.addHook('preHandler', (request, reply, done) => {
    const inUrl = nonFiniteNumberAt(request.params);
    const inQuery = inUrl === null ? nonFiniteNumberAt(request.query) : null;
    const inBody =
      inUrl === null && inQuery === null && bodyMayHold(request, 'hugeNumbers')
        ? nonFiniteNumberAt(request.body)
        : null;
    const where =
      inUrl !== null
        ? `${inUrl} in the URL`
        : inQuery !== null
          ? `${inQuery} in the query string`
          : inBody !== null
            ? `${inBody} in the body`
            : null;
    if (where === null) {
      done();
      return;
    }
    // Answered here: done() is not called, so the route's handler does not run.
    sendApiError(reply, 400, 'bad-request', `${where} must be a finite number, written out in digits.`);
  });
};
