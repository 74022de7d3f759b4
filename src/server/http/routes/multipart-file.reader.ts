import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../errors/api-error';

// The multipart envelope around the file (boundaries, part headers) is a few hundred bytes.
const ENVELOPE_BYTES = 64 * 1024;

export interface MultipartFileRules {
  /** The form field the file comes in. */
  readonly field: string;
  readonly maxBytes: number;
  /** The sentence of a 413 (too big). */
  readonly tooBig: string;
  /** The sentence of a body that is not multipart or holds no such file. */
  readonly notMultipart: string;
}

/**
 * The one file part's bytes, from a scope that registered @fastify/multipart with the same limit;
 * a refusal already sent when there is none or it is too big: refused by its Content-Length
 * before reading when it says so, else when the stream passes the limit.
 */
export const readMultipartFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  rules: MultipartFileRules,
): Promise<Buffer | FastifyReply> => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rules.maxBytes + ENVELOPE_BYTES) return sendApiError(reply, 413, 'too-big', rules.tooBig);
  if (!request.isMultipart()) return sendApiError(reply, 415, 'not-multipart', rules.notMultipart);
  try {
    const part = await request.file();
    if (part === undefined || part.fieldname !== rules.field)
      return sendApiError(reply, 400, 'no-photo', rules.notMultipart);
    return await part.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return sendApiError(reply, 413, 'too-big', rules.tooBig);
    return sendApiError(reply, 400, 'bad-multipart', rules.notMultipart);
  }
};
