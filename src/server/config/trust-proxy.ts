import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the shop may tell it the client's address (X-Forwarded-For):
 * - false: none; the address is the socket's peer (the shop faces the internet itself);
 * - hops: the shop is reachable only through this many proxies, each appending what it saw;
 * - addresses: only peers with these addresses, CIDRs or the names loopback / linklocal / uniquelocal.
 * Never "any": the left-most X-Forwarded-For entry is written by the client and proves nothing.
 */
export type TrustProxy = false | { readonly hops: number } | { readonly addresses: readonly string[] };

export const MAX_PROXY_HOPS = 10;

const OFF = new Set(['', 'false', '0', 'no', 'off']);

/**
 * Reads TRUST_PROXY: unset or false, a hop count (1..10), or a comma-separated list of addresses,
 * CIDRs and names. 'true' is refused: trusting any peer lets every client pick its own address.
 */
export const parseTrustProxy = (
  raw: string | null,
): { readonly ok: true; readonly value: TrustProxy } | { readonly ok: false; readonly problem: string } => {
  const text = (raw ?? '').trim();
  if (OFF.has(text.toLowerCase())) return { ok: true, value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS
      ? { ok: true, value: { hops } }
      : { ok: false, problem: `must be a hop count from 1 to ${MAX_PROXY_HOPS}, got '${text}'` };
  }
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) {
    return {
      ok: false,
      problem:
        "must name the proxies, not 'true' (which lets any client choose its own address): the number of proxies in front of the shop (e.g. 1), or their addresses (e.g. 10.0.0.5,10.0.1.0/24 or loopback)",
    };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const bad = addresses.find((address) => {
    try {
      proxyAddr.compile([address]);
      return false;
    } catch {
      return true;
    }
  });
  return bad === undefined
    ? { ok: true, value: { addresses } }
    : {
        ok: false,
        problem: `must be a hop count or a list of IP addresses, CIDRs or loopback/linklocal/uniquelocal; '${bad}' is none of them`,
      };
};
