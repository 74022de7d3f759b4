import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../../config/trust-proxy';

/** Answers whether the hop-th address from the shop's side (0 = the socket's peer) may be believed. */
export type ProxyTrustFn = (address: string, hop: number) => boolean;

/**
 * The trust function Fastify (request.ip, and so the rate limits) and the hot-read log line share,
 * so both name the same client. A hop count trusts exactly that many hops; Fastify's own numeric
 * setting trusts none, so it is given as a function.
 */
export const proxyTrustOf = (setting: TrustProxy): ProxyTrustFn | false => {
  if (setting === false) return false;
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile([...setting.addresses]);
};

/** The client's address as Fastify's request.ip gives it with the same trust. */
export const trustedClientAddress = (request: IncomingMessage, trust: ProxyTrustFn | false): string | undefined =>
  trust === false ? request.socket.remoteAddress : proxyAddr(request, trust);
