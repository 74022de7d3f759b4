import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query, as the server saw them. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeHttpServer {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replaces how the next requests are answered. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** A real HTTP server on loopback with an OS-chosen port: the adapters under test really talk HTTP. */
export const startFakeHttpServer = async (initial: FakeHandler): Promise<FakeHttpServer> => {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests left hanging on purpose (timeout tests) must not keep the server open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

export const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};
