import type { FastifyInstance } from 'fastify';

/** Two base64 fields of at most 64 KiB each (MAX_CALLBACK_FIELD_LENGTH), URL-encoded. */
const FORM_BODY_LIMIT = 200 * 1024;

/**
 * Payment providers and the test page's buttons post HTML forms, not JSON. Node's URLSearchParams
 * reads them, no extra package; a repeated field keeps its last value. Registered inside the
 * payment routes' plugin only, so every other route still takes JSON alone.
 */
export const acceptFormBodies = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
};
