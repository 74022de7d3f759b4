import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

type Headers = Readonly<Record<string, string>>;

const headersOfOneReply = async (
  withHelmet: FastifyHelmetOptions | null,
): Promise<Record<string, string | string[] | number | undefined>> => {
  const probe = Fastify({ logger: false });
  if (withHelmet !== null) await probe.register(fastifyHelmet, withHelmet);
  probe.get('/', async () => 'probe');
  try {
    return (await probe.inject({ url: '/' })).headers;
  } finally {
    await probe.close();
  }
};

/**
 * The headers helmet adds for these options, found by asking @fastify/helmet once: the same reply
 * with and without it, the difference being helmet's. The options hold no nonces and no
 * per-request functions, so the answer is the same for every request.
 */
export const securityHeadersFor = async (options: FastifyHelmetOptions): Promise<Headers> => {
  const [plain, secured] = await Promise.all([headersOfOneReply(null), headersOfOneReply(options)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (value === undefined || name in plain) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
};

const pick = (headers: Headers, names: readonly string[]): Record<string, string> => {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
};

/*
 * A JSON answer is never rendered as a document, so the storefront's long policy (Google Maps,
 * fonts, LiqPay) and the headers that only steer documents (opener policy, agent cluster, DNS
 * prefetch, legacy IE and Flash switches, referrer) mean nothing on it. API answers carry the set
 * OWASP's REST cheat sheet asks for: a short policy that forbids everything, nosniff, no framing,
 * the resource policy, and HSTS when served over https. Fewer bytes and headers for every call,
 * which both ends parse.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
] as const;

const apiHeadersOf = (documentHeaders: Headers): Headers => ({
  ...pick(documentHeaders, API_HEADER_NAMES),
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
});

/*
 * The build's hashed scripts and styles are never documents either: a page's policy comes with the
 * page, not with its scripts (we start no workers from them). They keep what guards a subresource,
 * nosniff, the resource policy and HSTS, and drop about 1.2 KB of document headers each, which
 * HTTP/1.1 sends uncompressed: on a phone's first visit the menu page's six scripts carried 7 KB of
 * headers. The static files plugin drops the rest once it has found such a file
 * (`SecurityHeaders.keepSubresourceSet`): a missing one is answered by the 404 page, a document.
 * Pictures keep the document set: an SVG opened on its own is a document.
 */
export const SUBRESOURCE_HEADER_NAMES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
] as const;

/** What a route that serves files needs of the security headers: see SUBRESOURCE_HEADER_NAMES. */
export interface SecurityHeaders {
  /** Leaves on the reply only the headers that mean something on a script or a style sheet. */
  keepSubresourceSet(reply: FastifyReply): void;
}

/**
 * Security headers on every reply, computed once. @fastify/helmet rebuilds helmet's whole
 * middleware (parsing every CSP directive) on each request, which cost about 20 µs: more than the
 * rest of a cached menu read. API answers get the API set, except the HTML pages served under
 * /api (`documentPaths`, e.g. the test payment page). A route may still override a header
 * (uploads sandbox their SVGs; the build's scripts keep the subresource set).
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  documentPaths: readonly string[] = [],
): Promise<SecurityHeaders> => {
  const documentHeaders = await securityHeadersFor(options);
  const apiHeaders = apiHeadersOf(documentHeaders);
  const isDocument = (url: string): boolean =>
    !url.startsWith('/api/') || documentPaths.some((path) => url === path || url.startsWith(`${path}?`));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDocument(request.url) ? documentHeaders : apiHeaders);
    done();
  });
  const documentOnly = Object.keys(documentHeaders).filter(
    (name) => !(SUBRESOURCE_HEADER_NAMES as readonly string[]).includes(name),
  );
  return {
    keepSubresourceSet: (reply) => {
      for (const name of documentOnly) reply.removeHeader(name);
    },
  };
};
