import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizeBounded } from '../../../domain/shared/bounded-memo';

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
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
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

type Encoding = 'br' | 'gzip' | null;

/**
 * Brotli, then gzip, when the client accepts them (a q=0 refuses); plain JSON otherwise. Browsers
 * send a handful of distinct Accept-Encoding values, each on every read: each is parsed once.
 */
const chooseEncoding = (header: string | undefined): Encoding =>
  header === undefined || header === '' ? null : encodingOf(header);

const encodingOf = memoizeBounded((header: string): Encoding => {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}, 64);

const matches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === bare || candidate === `W/${bare}`;
  });
};

/**
 * Sends a cacheable JSON read (the menu, the zone map) from its prepared bytes: 304 when the
 * browser's copy is current, else the best encoding it accepts.
 */
export const sendPreparedJson = async (
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
  cacheControl: string,
): Promise<FastifyReply> => {
  const found = preparedOf(value);
  const prepared = found instanceof Promise ? await found : found;
  reply.header('cache-control', cacheControl).header('etag', prepared.etag).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding === null) return reply.send(prepared.identity);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? prepared.br : prepared.gzip);
};
