import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../../../src/server/http/hot-reads/client-address';
import { answeredLineOf } from '../../../../src/server/http/logging/answered-request-log';

const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage =>
  ({ method: 'GET', url: '/api/menu?cityId=1', headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('clientAddressOf (the ip of a request line)', () => {
  it("is the socket's peer unless a trusted proxy forwarded the request", () => {
    expect(clientAddressOf(requestFrom('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), false)).toBe('203.0.113.9');
    expect(clientAddressOf(requestFrom('10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it("behind a trusted proxy is the chain's first address, as Fastify's request.ip", () => {
    expect(clientAddressOf(requestFrom('10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 10.0.0.5' }), true)).toBe('198.51.100.1');
    expect(clientAddressOf(requestFrom('10.0.0.2', { 'x-forwarded-for': ' ' }), true)).toBe('10.0.0.2');
  });
});

describe('answeredLineOf', () => {
  it('says what the request log says of every request: method, URL, status, ms to a tenth, address', () => {
    const line = answeredLineOf(requestFrom('203.0.113.9'), 200, process.hrtime.bigint() - 2_345_678n, false);
    expect(line).toMatchObject({ method: 'GET', url: '/api/menu?cityId=1', statusCode: 200, ip: '203.0.113.9' });
    expect(line.ms).toBeGreaterThanOrEqual(2.3);
    expect(Math.round(line.ms * 10)).toBe(line.ms * 10);
  });
});
