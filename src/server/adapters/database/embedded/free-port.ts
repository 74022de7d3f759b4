import { createServer } from 'node:net';

/**
 * Asks the OS for a port that is free on the loopback interface right now. Another program may
 * take it before PostgreSQL binds it; the caller retries with a fresh port when that happens.
 */
export const findFreePort = (host = '127.0.0.1'): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('The OS gave no free port'))));
    });
  });
