import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../hot-reads/accept-encoding';
import { etagMatches } from '../hot-reads/entity-tag';
import type { HotReadShortcut } from '../hot-reads/hot-read-shortcut';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A JSON answer serialized, compressed and hashed once, then sent as bytes to every reader. */
interface PreparedJson {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** Weak: the same content is sent in three encodings, which a strong ETag would have to tell apart. */
  readonly etag: string;
}

/*
 * Keyed by the answer object itself: the use cases answer the same object until their data
 * changes, so a changed menu is a new key (prepared afresh) and the old entry is collected with it.
 * Compression runs on libuv's thread pool, off the event loop; the resolved value is stored
 * directly so the hot path does not even wait for a promise.
 */
const cache = new WeakMap<object, PreparedJson | Promise<PreparedJson>>();

const prepare = async (value: object): Promise<PreparedJson> => {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return { identity, gzip: gz, br, etag: `W/"${hash}"` };
};

const preparedOf = (value: object): PreparedJson | Promise<PreparedJson> => {
  const cached = cache.get(value);
  if (cached !== undefined) return cached;
  const pending = prepare(value).then((prepared) => {
    cache.set(value, prepared);
    return prepared;
  });
  pending.catch(() => cache.delete(value));
  cache.set(value, pending);
  return pending;
};

/** Where a route lets the hot-read shortcut answer its reads again, and for how long. */
export interface HotReadOffer {
  readonly shortcut: HotReadShortcut;
  /**
   * The one URL the answer is remembered under (`/api/menu?cityId=1`): a request spelled otherwise
   * still gets its answer, from Fastify, but cannot fill the cache with variants.
   */
  readonly canonicalUrl: string;
  /** True while `value` is still what the route would answer. */
  readonly isCurrent: () => boolean;
}

/**
 * Sends a cacheable JSON read (the menu, the zone map) from its prepared bytes: 304 when the
 * browser's copy is current, else the best encoding it accepts. With `hot`, the 200 answer is
 * also handed to the hot-read shortcut, which sends the same bytes again while it is current.
 */
export const sendPreparedJson = async (
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
  cacheControl: string,
  hot?: HotReadOffer,
): Promise<FastifyReply> => {
  const found = preparedOf(value);
  const prepared = found instanceof Promise ? await found : found;
  reply.header('cache-control', cacheControl).header('etag', prepared.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  const body = encoding === null ? prepared.identity : encoding === 'br' ? prepared.br : prepared.gzip;
  if (encoding !== null) reply.header('content-encoding', encoding);
  if (hot !== undefined && request.url === hot.canonicalUrl) {
    const headers = headerListOf(reply, body);
    hot.shortcut.remember(hot.canonicalUrl, encoding, {
      headers,
      body,
      etag: prepared.etag,
      notModifiedHeaders: withoutBodyHeaders(headers),
      isCurrent: hot.isCurrent,
    });
  }
  return reply.send(body);
};

/** A 304 describes no body: the 200's headers without the body's type, encoding and length (as the 304 above sends). */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);
const withoutBodyHeaders = (list: readonly string[]): string[] => {
  const kept: string[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i] ?? '';
    if (!BODY_HEADERS.has(name)) kept.push(name, list[i + 1] ?? '');
  }
  return kept;
};

/** The reply's headers as sent, Content-Length included, flat as ServerResponse.writeHead takes them. */
const headerListOf = (reply: FastifyReply, body: Buffer): string[] => {
  const list: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) list.push(name, String(one));
    else list.push(name, String(value));
  }
  list.push('content-length', String(body.length));
  return list;
};
