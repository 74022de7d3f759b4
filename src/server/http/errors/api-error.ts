import type { FastifyReply } from 'fastify';

/** Every error the API answers has this shape: a stable machine word and a sentence for people. */
export interface ApiErrorBody {
  readonly error: string;
  readonly message: string;
}

export const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

export const sendApiError = (reply: FastifyReply, status: number, error: string, message: string): FastifyReply =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error, message } satisfies ApiErrorBody);

/** The machine word for the HTTP statuses the framework itself produces. */
export const errorWordForStatus = (status: number): string => {
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 406:
      return 'not-acceptable';
    case 408:
      return 'request-timeout';
    case 413:
      return 'payload-too-large';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'too-many-requests';
    default:
      return status >= 500 ? 'internal' : 'bad-request';
  }
};
