import { request, type ClientRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  readonly event: string;
  readonly data: string;
}

/** An open Server-Sent Events response, read as it arrives. */
export interface EventStream {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** Everything received so far, comments and all. */
  text(): string;
  /** Resolves with the first event (past or future) that matches, or rejects after timeoutMs. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): void;
}

const eventsIn = (text: string): StreamEvent[] =>
  text
    .split('\n\n')
    .slice(0, -1)
    .map((frame) => {
      const lines = frame.split('\n');
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
      return { event: field('event'), data: field('data') };
    })
    .filter((event) => event.event !== '');

/** GETs `path` from the app over a real socket (inject would wait for an end that never comes). */
export const openEventStream = async (
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
): Promise<EventStream> => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  let received = '';
  const waiters = new Set<() => void>();
  let req: ClientRequest | null = null;
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    req = request({ host: '127.0.0.1', port, path, method: 'GET', headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    received += chunk;
    for (const wake of [...waiters]) wake();
  });
  response.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => response.once('end', () => resolve()));
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    text: () => received,
    next: (matches, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = eventsIn(received).find(matches);
          if (found === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; received: ${received}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    ended: () => ended,
    close: () => {
      response.destroy();
      (req as ClientRequest | null)?.destroy();
    },
  };
};
