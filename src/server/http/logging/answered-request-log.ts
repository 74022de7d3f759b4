import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
      'request answered',
    );
  }
}
