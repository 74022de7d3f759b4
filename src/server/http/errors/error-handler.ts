import type { FastifyError, FastifyInstance } from 'fastify';
import type { LoggerPort } from '../../application/ports/logger.port';
import { errorWordForStatus, sendApiError } from './api-error';
import { describeValidationErrors } from './validation-message';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

// Fastify's own wording mentions its internals; clients get plainer sentences.
const FRIENDLY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but a JSON document was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This Content-Type is not accepted here; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * One place turns every failure into the API's error shape. Client mistakes (4xx) say what was
 * wrong; anything else is logged in full and answered with a sentence that reveals nothing.
 */
export const installErrorHandler = (app: FastifyInstance, logger: LoggerPort): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendApiError(
        reply,
        400,
        'bad-request',
        describeValidationErrors(error.validation, error.validationContext),
      );
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = FRIENDLY_MESSAGES[error.code] ?? error.message;
      return sendApiError(reply, status, errorWordForStatus(status), message);
    }
    logger.error('Request failed with an unexpected error', {
      reqId: request.id,
      method: request.method,
      url: request.url,
      err: error,
    });
    return sendApiError(reply, 500, 'internal', INTERNAL_MESSAGE);
  });
};
