import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { trustedClientAddress, type ProxyTrustFn } from '../security/proxy-trust';

/** What the log says of an answered request. */
export interface AnsweredLine {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly statusCode: number;
  /** Milliseconds, to a tenth. */
  readonly ms: number;
  readonly ip: string | undefined;
}

const tenths = (ms: number): number => Math.round(ms * 10) / 10;

/** The same line for a request answered before Fastify (hot-read-shortcut.ts). */
export const answeredLineOf = (
  request: IncomingMessage,
  statusCode: number,
  startedAt: bigint,
  trust: ProxyTrustFn | false,
): AnsweredLine => ({
  method: request.method,
  url: request.url,
  statusCode,
  ms: tenths(Number(process.hrtime.bigint() - startedAt) / 1e6),
  ip: trustedClientAddress(request, trust),
});

/**
 * One line per request, written once it is answered: method, URL, status, time taken and the
 * client's address, under the request id. Fastify's own pair of lines ("incoming request", then
 * "request completed") doubled the log and split each request in two. A request that failed
 * unexpectedly is also logged in full by the error handler (error-handler.ts).
 */
export class AnsweredRequestLog extends LogController {
  override incomingRequest(): void {
    // The request is logged once, when answered.
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line: AnsweredLine = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: tenths(reply.elapsedTime),
      ip: request.ip,
    };
    request.log.info(line, 'request answered');
  }
}
