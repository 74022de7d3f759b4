import type { IncomingMessage } from 'node:http';

/**
 * The client's address as Fastify's request.ip gives it for a boolean trustProxy: behind a trusted
 * proxy the first X-Forwarded-For entry (the proxy chain's origin), else the socket's peer.
 */
export const clientAddressOf = (request: IncomingMessage, trustProxy: boolean): string | undefined => {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first !== undefined && first !== '') return first;
  }
  return request.socket.remoteAddress;
};
