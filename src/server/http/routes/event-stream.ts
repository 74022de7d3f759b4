import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';

const DEFAULT_HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** Writes one Server-Sent Event: `event: name` and its data as one JSON line. */
export type SendEvent = (name: string, data: unknown) => void;

/**
 * The Server-Sent Events streams of one plugin: `open` turns a request into a stream fed by
 * `watch` until the client goes, with a `retry:` hint, heartbeats (a comment line this often
 * keeps proxies from closing a quiet stream, and finds dead clients), and every stream ended when
 * the server closes, or close() would wait for them forever.
 */
export const eventStreams = (app: FastifyInstance, heartbeatMs: number = DEFAULT_HEARTBEAT_MS) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return (request: FastifyRequest, reply: FastifyReply, watch: (send: SendEvent) => () => void): void => {
    const stream = reply.raw;
    // The stream is written by hand from here on; the headers set so far (security) go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) stream.setHeader(name, value);
    }
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    open.add(stream);
    const stopWatching = watch((name, data) => stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      stopWatching();
      open.delete(stream);
    };
    request.raw.once('close', finish);
    stream.once('close', finish);
  };
};
