import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../../src/server/config/trust-proxy';
import { answeredLineOf } from '../../../../src/server/http/logging/answered-request-log';
import { proxyTrustOf, trustedClientAddress } from '../../../../src/server/http/security/proxy-trust';

const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage =>
  ({ method: 'GET', url: '/api/menu?cityId=1', headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('is off when unset or false, a hop count, or a list of addresses, CIDRs and names', () => {
    expect(parseTrustProxy(null)).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('0')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: { hops: 2 } });
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,loopback')).toEqual({
      ok: true,
      value: { addresses: ['10.0.0.5', '10.0.1.0/24', 'loopback'] },
    });
  });

  it("refuses 'true' (any client could pick its own address), too many hops and what is no address", () => {
    expect(parseTrustProxy('true')).toMatchObject({ ok: false, problem: expect.stringContaining("not 'true'") });
    expect(parseTrustProxy('11')).toMatchObject({ ok: false, problem: expect.stringContaining('1 to 10') });
    expect(parseTrustProxy('10.0.0.5,proxy.local')).toMatchObject({
      ok: false,
      problem: expect.stringContaining("'proxy.local'"),
    });
  });
});

describe('the client address (rate limits and request lines)', () => {
  const forged = { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' };

  it("is the socket's peer when no proxy is trusted, whatever the request says", () => {
    expect(trustedClientAddress(requestFrom('203.0.113.9', forged), proxyTrustOf(false))).toBe('203.0.113.9');
  });

  it('is what the trusted proxy saw, never the entry the client wrote itself', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy at 10.0.0.2 appended the address it saw.
    const trustedPeer = proxyTrustOf({ addresses: ['10.0.0.2'] });
    expect(trustedClientAddress(requestFrom('10.0.0.2', forged), trustedPeer)).toBe('198.51.100.1');
    expect(trustedClientAddress(requestFrom('10.0.0.2', forged), proxyTrustOf({ hops: 1 }))).toBe('198.51.100.1');
    // A peer that is not the trusted proxy is believed about nothing.
    expect(trustedClientAddress(requestFrom('203.0.113.9', forged), trustedPeer)).toBe('203.0.113.9');
    expect(trustedClientAddress(requestFrom('10.0.0.2'), trustedPeer)).toBe('10.0.0.2');
  });

  it('goes back as many hops as trusted', () => {
    const chain = { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.3' };
    expect(trustedClientAddress(requestFrom('10.0.0.2', chain), proxyTrustOf({ hops: 2 }))).toBe('198.51.100.1');
    expect(trustedClientAddress(requestFrom('10.0.0.2', chain), proxyTrustOf({ addresses: ['10.0.0.0/24'] }))).toBe(
      '198.51.100.1',
    );
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
