import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999): the OS never hands these out for `listen(0)` or an
// outgoing connection, so an embedded PostgreSQL started meanwhile by another test worker cannot
// take the port a test shop was promised before it binds it (it binds seconds later).
const LOWEST = 20_000;
const HIGHEST = 32_000;

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** A port for a test shop's HTTP server, free right now and outside the OS's own pool. */
export const freeTestPort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST} after 50 tries`);
};
