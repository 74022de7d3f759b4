import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHotReadServer } from '../../../../src/server/http/hot-reads/hot-read-server';
import { HotReadShortcut, type HotAnswer } from '../../../../src/server/http/hot-reads/hot-read-shortcut';

interface Received {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real HTTP server whose requests meet `shortcut` first; everything else gets "from fastify". */
const serve = async (shortcut: HotReadShortcut) => {
  const fallbackUrls: string[] = [];
  const server = createHotReadServer(shortcut)(
    (request, response) => {
      fallbackUrls.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('from fastify');
    },
    { keepAliveTimeout: 5_000 },
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Received>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
        (incoming: IncomingMessage) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
  return { server, send, fallbackUrls };
};

const MENU_URL = '/api/menu?cityId=1';
const answerOf = (body: string, isCurrent: () => boolean = () => true): HotAnswer => ({
  headers: [
    'content-type',
    'application/json; charset=utf-8',
    'etag',
    'W/"abc"',
    'x-content-type-options',
    'nosniff',
    'content-length',
    String(Buffer.byteLength(body)),
  ],
  body: Buffer.from(body),
  etag: 'W/"abc"',
  notModifiedHeaders: ['etag', 'W/"abc"', 'x-content-type-options', 'nosniff'],
  isCurrent,
});

describe('HotReadShortcut', () => {
  it('sends a remembered answer again, headers and bytes, without reaching Fastify', async () => {
    const shortcut = new HotReadShortcut({ maxEntries: 4 });
    shortcut.remember(MENU_URL, null, answerOf('{"menu":1}'));
    const { send, fallbackUrls } = await serve(shortcut);

    const received = await send(MENU_URL);

    expect(received).toMatchObject({ status: 200, body: '{"menu":1}' });
    expect(received.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      etag: 'W/"abc"',
      'x-content-type-options': 'nosniff',
      'content-length': '10',
    });
    expect(fallbackUrls).toEqual([]);
  });

  it('keeps one answer per encoding the client accepts', async () => {
    const shortcut = new HotReadShortcut({ maxEntries: 4 });
    shortcut.remember(MENU_URL, 'br', answerOf('brotli bytes'));
    const { send, fallbackUrls } = await serve(shortcut);

    expect((await send(MENU_URL, { headers: { 'accept-encoding': 'gzip, deflate, br' } })).body).toBe('brotli bytes');
    expect((await send(MENU_URL, { headers: { 'accept-encoding': 'gzip' } })).body).toBe('from fastify');
    expect((await send(MENU_URL, { headers: { 'accept-encoding': 'br;q=0, gzip' } })).body).toBe('from fastify');
    expect((await send(MENU_URL)).body).toBe('from fastify');
    expect(fallbackUrls).toHaveLength(3);
  });

  it('answers a conditional read that holds the ETag with a bodiless 304, and one that does not with the answer', async () => {
    const shortcut = new HotReadShortcut({ maxEntries: 4 });
    shortcut.remember(MENU_URL, null, answerOf('{"menu":1}'));
    const { send, fallbackUrls } = await serve(shortcut);

    for (const held of ['W/"abc"', '"abc"', '"other", W/"abc"', '*']) {
      const notModified = await send(MENU_URL, { headers: { 'if-none-match': held } });
      expect(notModified, held).toMatchObject({ status: 304, body: '' });
      expect(notModified.headers, held).toMatchObject({ etag: 'W/"abc"', 'x-content-type-options': 'nosniff' });
      expect(notModified.headers['content-type'], held).toBeUndefined();
    }
    expect(await send(MENU_URL, { headers: { 'if-none-match': 'W/"older"' } })).toMatchObject({
      status: 200,
      body: '{"menu":1}',
    });
    expect(fallbackUrls).toEqual([]);
  });

  it('leaves to Fastify what it must not answer: other URLs and methods, requests with a body', async () => {
    const shortcut = new HotReadShortcut({ maxEntries: 4 });
    shortcut.remember(MENU_URL, null, answerOf('{"menu":1}'));
    const { send, fallbackUrls } = await serve(shortcut);

    await send('/api/menu?cityId=1&x=1');
    await send('/api/menu?cityId=01');
    await send(MENU_URL, { method: 'HEAD' });
    await send(MENU_URL, { method: 'POST', body: '{}' });
    await send(MENU_URL, { headers: { 'content-type': 'application/json', 'content-length': '7' }, body: '{"a":1}' });

    expect(fallbackUrls).toEqual([
      'GET /api/menu?cityId=1&x=1',
      'GET /api/menu?cityId=01',
      `HEAD ${MENU_URL}`,
      `POST ${MENU_URL}`,
      `GET ${MENU_URL}`,
    ]);
  });

  it('forgets an answer once its data changed, and Fastify answers (and may remember) afresh', async () => {
    let current = true;
    const shortcut = new HotReadShortcut({ maxEntries: 1 });
    shortcut.remember(
      MENU_URL,
      null,
      answerOf('{"menu":1}', () => current),
    );
    const { send, fallbackUrls } = await serve(shortcut);

    expect((await send(MENU_URL)).body).toBe('{"menu":1}');
    current = false;
    expect((await send(MENU_URL)).body).toBe('from fastify');
    current = true;
    expect((await send(MENU_URL)).body).toBe('from fastify');
    expect(fallbackUrls).toHaveLength(2);

    // The forgotten entry freed its place for the route's next answer.
    shortcut.remember(MENU_URL, null, answerOf('{"menu":2}'));
    expect((await send(MENU_URL)).body).toBe('{"menu":2}');
  });

  it('holds at most maxEntries URLs; a known URL is still replaced when it is full', async () => {
    const shortcut = new HotReadShortcut({ maxEntries: 2 });
    shortcut.remember('/a', null, answerOf('a1'));
    shortcut.remember('/b', 'br', answerOf('b1'));
    shortcut.remember('/c', null, answerOf('c1'));
    shortcut.remember('/a', null, answerOf('a2'));
    const { send } = await serve(shortcut);

    expect((await send('/a')).body).toBe('a2');
    expect((await send('/b', { headers: { 'accept-encoding': 'br' } })).body).toBe('b1');
    expect((await send('/c')).body).toBe('from fastify');
  });

  it('reports each request it answered, for the request log', async () => {
    const answered: { url: string | undefined; statusCode: number; startedAt: bigint }[] = [];
    const shortcut = new HotReadShortcut({
      maxEntries: 2,
      onAnswered: (request, statusCode, startedAt) => answered.push({ url: request.url, statusCode, startedAt }),
    });
    shortcut.remember(MENU_URL, null, answerOf('{"menu":1}'));
    const { send } = await serve(shortcut);

    await send(MENU_URL);
    await send('/other');

    expect(answered).toEqual([{ url: MENU_URL, statusCode: 200, startedAt: expect.any(BigInt) }]);
  });

  it('builds the server as Fastify would, with its timeouts', async () => {
    const server = createHotReadServer(new HotReadShortcut({ maxEntries: 1 }))(() => undefined, {
      keepAliveTimeout: 72_000,
      requestTimeout: 30_000,
      connectionTimeout: 0,
      maxRequestsPerSocket: 100,
    });
    expect({
      keepAlive: server.keepAliveTimeout,
      request: server.requestTimeout,
      perSocket: server.maxRequestsPerSocket,
      timeout: server.timeout,
    }).toEqual({
      keepAlive: 72_000,
      request: 30_000,
      perSocket: 100,
      timeout: 0,
    });
  });
});
