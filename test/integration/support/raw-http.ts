import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * A GET sent over a real socket with the path exactly as written. `inject` (like browsers and
 * fetch) resolves '..' segments before the request leaves; an attacker's client does not, so
 * path-traversal tests need this.
 */
export const rawGet = async (app: FastifyInstance, path: string): Promise<RawResponse> => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
};
