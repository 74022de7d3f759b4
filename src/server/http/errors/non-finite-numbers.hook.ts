import type { FastifyInstance } from 'fastify';
import { sendApiError } from './api-error';

/** A request's parsed parts are small; a walk gives up (and lets the request through) past this many values. */
const MOST_VALUES = 10_000;

/**
 * An object whose fields are the request's values: JSON.parse's objects, the query parser's and the
 * router's params (whose prototypes differ). Not a multipart body's stream, nor a Buffer.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * Where a parsed request holds a number that is not finite, as `'before'` or `'items[0].price'`;
 * null when it holds none.
 */
export const nonFiniteNumberAt = (value: unknown): string | null => {
  const pending: [unknown, string][] = [[value, '']];
  for (let seen = 0; pending.length > 0 && seen < MOST_VALUES; seen++) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return path === '' ? 'the value' : `'${path}'`;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) pending.push([item, path === '' ? key : `${path}.${key}`]);
    }
  }
  return null;
};

/**
 * Fastify's schema validator (ajv, coercing types) turns a path or query value such as '1e400' into
 * Infinity and then lets it past the schema's minimum and maximum; a JSON body may hold 1e400 too.
 * No field of the API takes an infinite number, and such a value must not reach a use case or SQL
 * (PostgreSQL refuses it, which answered 500): every request whose params, query or body hold one,
 * once validated, is refused here with a 400 that names the field.
 */
export const refuseNonFiniteNumbers = (app: FastifyInstance): void => {
  app.addHook('preHandler', (request, reply, done) => {
    const inUrl = nonFiniteNumberAt(request.params);
    const inQuery = inUrl === null ? nonFiniteNumberAt(request.query) : null;
    const inBody = inUrl === null && inQuery === null ? nonFiniteNumberAt(request.body) : null;
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
    // Answered here: the route's handler does not run (Fastify's hooks may reply instead of calling done).
    void sendApiError(reply, 400, 'bad-request', `${where} must be a finite number, written out in digits.`);
  });
};
