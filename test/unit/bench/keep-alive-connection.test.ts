import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepAliveConnection, requestBytes } from '../../bench/keep-alive-connection';

/** A raw TCP server that answers each request with the given pieces, written one by one. */
const rawServer = async (answer: (request: string, index: number) => readonly string[]) => {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', async (chunk) => {
      const index = received.push(chunk.toString('latin1')) - 1;
      for (const piece of answer(chunk.toString('latin1'), index)) {
        socket.write(piece);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    received,
    closeClients: () => sockets.forEach((socket) => socket.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
};

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

const OK = new Set([200]);

describe('KeepAliveConnection (the benchmark client)', () => {
  it('reads an answer by its Content-Length, also when head and body arrive in pieces', async () => {
    const server = await rawServer(() => ['HTTP/1.1 200 OK\r\nContent-Le', 'ngth: 11\r\n\r\nhello', ' world']);
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    await expect(
      connection.request(requestBytes('GET', 'shop', '/api/menu?cityId=1', { accept: 'application/json' }, undefined)),
    ).resolves.toEqual({ status: 200, text: '' });
    connection.close();
    expect(server.received[0]).toBe(
      'GET /api/menu?cityId=1 HTTP/1.1\r\nhost: shop\r\nconnection: keep-alive\r\naccept: application/json\r\n\r\n',
    );
  });

  it('keeps the body of an unexpected status, to report it', async () => {
    const body = '{"error":"too-many-requests"}';
    const server = await rawServer(() => [
      `HTTP/1.1 429 Too Many Requests\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    ]);
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    await expect(connection.request(requestBytes('POST', 'shop', '/api/order/create', {}, '{}'))).resolves.toEqual({
      status: 429,
      text: body,
    });
    connection.close();
  });

  it('reads chunked answers, chunk sizes split across reads', async () => {
    const server = await rawServer(() => [
      'HTTP/1.1 500 Oops\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel',
      'lo\r\n6\r\n world\r',
      '\n0\r\n\r\n',
    ]);
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    await expect(connection.request(requestBytes('GET', 'shop', '/', {}, undefined))).resolves.toEqual({
      status: 500,
      text: 'hello world',
    });
    connection.close();
  });

  it('sends the next request on the same connection, with its body length in bytes', async () => {
    const server = await rawServer((_request, index) => [`HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\n${index}`]);
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    for (let round = 0; round < 3; round++) {
      await expect(
        connection.request(requestBytes('POST', 'shop', '/api/order/create', {}, '{"name":"Олена"}')),
      ).resolves.toMatchObject({ status: 200 });
    }
    connection.close();
    expect(server.received).toHaveLength(3);
    expect(server.received[2]).toContain('content-length: 21\r\n\r\n');
  });

  it('fails the request in flight when the server closes, and connects afresh for the next one', async () => {
    let first = true;
    const server = await rawServer(() => {
      if (first) {
        first = false;
        return ['HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\npartial'];
      }
      return ['HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'];
    });
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    const cut = connection.request(requestBytes('GET', 'shop', '/', {}, undefined));
    setTimeout(() => server.closeClients(), 30);
    await expect(cut).rejects.toThrow(/closed/);
    await expect(connection.request(requestBytes('GET', 'shop', '/', {}, undefined))).resolves.toEqual({
      status: 200,
      text: '',
    });
    connection.close();
  });

  it('refuses an answer it cannot frame instead of waiting forever', async () => {
    const server = await rawServer(() => ['HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nbody until close']);
    stop = server.close;
    const connection = new KeepAliveConnection('127.0.0.1', server.port, OK);
    await expect(connection.request(requestBytes('GET', 'shop', '/', {}, undefined))).rejects.toThrow(
      /neither Content-Length nor chunks/,
    );
    connection.close();
  });
});
