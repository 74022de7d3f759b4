import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_SECONDS } from '../../../src/server/application/auth/admin-auth.constants';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';

const json = { 'content-type': 'application/json' };

describe.each(databaseTargets())('admin auth on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  describe('POST /api/auth', () => {
    it('answers a token valid for 86400 s of the shop clock', async () => {
      const response = await shop().app.inject({ method: 'POST', url: '/api/auth', payload: TEST_ADMIN });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { token: string; expiresAt: string };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
      expect(new Date(body.expiresAt).getTime()).toBe(TEST_NOW.getTime() + ADMIN_TOKEN_TTL_SECONDS * 1000);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('stores only a SHA-256 digest of the token', async () => {
      const token = await shop().logIn();
      const digest = createHash('sha256').update(token).digest('hex');
      const rows = await shop().database.query<{ token_hash: string }>('SELECT token_hash FROM admin_tokens');
      const hashes = rows.rows.map((r) => r.token_hash);
      expect(hashes).toContain(digest);
      expect(hashes).not.toContain(token);
    });

    it('stores the password as a salted scrypt hash, never in clear', async () => {
      const rows = await shop().database.query<{ password_hash: string }>('SELECT password_hash FROM admins');
      expect(rows.rows).toHaveLength(1);
      const hash = rows.rows[0]?.password_hash ?? '';
      // The test shops hash at a lower cost (test-password-hasher.ts); the production cost has its own unit test.
      expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      expect(hash).not.toContain(TEST_ADMIN.password);
    });

    it('treats the login case-insensitively', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { login: 'ADMIN', password: TEST_ADMIN.password },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers 401 invalid-credentials for a wrong password', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { login: TEST_ADMIN.login, password: 'wrong password' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid-credentials', message: 'The login or password is wrong.' });
    });

    it('answers the same 401 for an unknown login', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { login: 'nobody', password: TEST_ADMIN.password },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid-credentials' });
    });

    it.each([
      [{ login: 'admin' }, "The body is missing the field 'password'."],
      [{ password: 'x' }, "The body is missing the field 'login'."],
      [{ login: '', password: 'x' }, "'login' in the body must not be empty."],
      [{ login: 'admin', password: { nested: true } }, "'password' in the body must be a string."],
      [[], 'The body must be an object.'],
    ])('answers 400 with a sentence for %j', async (payload, message) => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: json,
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad-request', message });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: json,
        payload: '{"login": "admin",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad-request', message: 'The request body is not valid JSON.' });
    });

    it('answers 400 for an empty JSON body', async () => {
      const response = await shop().app.inject({ method: 'POST', url: '/api/auth', headers: json, payload: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request' });
    });

    it('answers 415 for a body that is not JSON by type', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported-media-type' });
    });

    it('answers 413 for a body over the JSON limit', async () => {
      const response = await shop().app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: json,
        payload: JSON.stringify({ login: 'admin', password: 'x'.repeat(300 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'payload-too-large', message: 'The request body is too large.' });
    });
  });

  describe('requireAdmin on GET /api/admin/me', () => {
    it('answers the admin for a valid token', async () => {
      const token = await shop().logIn();
      const response = await shop().app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: expect.any(Number), login: TEST_ADMIN.login });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 JSON without a token', async () => {
      const response = await shop().app.inject({ method: 'GET', url: '/api/admin/me' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.stringContaining('Log in') });
    });

    it.each(['Basic YWRtaW46eA==', 'Bearer', 'Bearer two words', 'token-without-scheme'])(
      'answers 401 for the header %j',
      async (authorization) => {
        const response = await shop().app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      },
    );

    it('answers 401 for an unknown token', async () => {
      const response = await shop().app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.stringContaining('expired') });
    });

    it('stops accepting a token once the shop clock passes its expiry', async () => {
      const { clock, app } = shop();
      const token = await shop().logIn();
      const me = () =>
        app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
      try {
        clock.advanceBy(ADMIN_TOKEN_TTL_SECONDS * 1000 - 1000);
        expect((await me()).statusCode).toBe(200);
        clock.advanceBy(1000);
        expect((await me()).statusCode).toBe(401);
      } finally {
        clock.set(TEST_NOW);
      }
    });
  });
});

describe.each(databaseTargets())('login rate limit on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { rateLimits: { loginsPerMinute: 3 } });

  it('answers 429 JSON after too many attempts from one address', async () => {
    const attempt = () =>
      shop().app.inject({ method: 'POST', url: '/api/auth', payload: { login: 'admin', password: 'guess' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'too-many-requests',
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await shop().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe.each(databaseTargets())('the per-address POST limit on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { rateLimits: { postsPerMinute: 3 } });

  it('stops the fourth POST of a minute from one address, and never a read', async () => {
    const callback = () =>
      shop().app.inject({ method: 'POST', url: '/api/communication/call', remoteAddress: '10.9.9.9', payload: {} });
    for (let i = 0; i < 3; i += 1) expect((await callback()).statusCode).not.toBe(429);
    const blocked = await callback();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['x-ratelimit-limit']).toBe('3');
    for (const url of ['/api/menu?cityId=1', '/api/cities', '/api/health', '/api/zones?cityId=1']) {
      for (let i = 0; i < 5; i += 1) {
        const read = await shop().app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
        expect(read.statusCode, url).toBe(200);
        // No limiter ran: it would have announced itself.
        expect(read.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
  });
});

/** A wrong login from the peer at `remoteAddress`, which says it forwards for `forwardedFor`. */
const wrongLoginVia = (shop: ReturnType<typeof useTestShop>, remoteAddress: string, forwardedFor: string) =>
  shop().app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { login: 'admin', password: 'guess' },
  });

describe.each(databaseTargets())('the limits behind a trusted proxy on $name PostgreSQL', (target) => {
  const PROXY = '10.0.0.2';
  const shop = useTestShop(target, { rateLimits: { loginsPerMinute: 3 }, trustProxy: { addresses: [PROXY] } });
  const attempt = (forwardedFor: string, remoteAddress = PROXY) => wrongLoginVia(shop, remoteAddress, forwardedFor);

  it('count a client by the address the proxy saw, however it forges the left of X-Forwarded-For', async () => {
    // One client, a new made-up address in front each time: the proxy appends the same real one.
    for (let i = 0; i < 3; i += 1) expect((await attempt(`192.0.2.${i + 1}, 198.51.100.7`)).statusCode).toBe(401);
    expect((await attempt('192.0.2.99, 198.51.100.7')).statusCode).toBe(429);
    // Another customer behind the same proxy has a limit of its own.
    expect((await attempt('198.51.100.8')).statusCode).toBe(401);
  });

  it('believe nothing a peer other than the proxy says', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(`198.51.100.${20 + i}`, '203.0.113.5')).statusCode).toBe(401);
    expect((await attempt('198.51.100.30', '203.0.113.5')).statusCode).toBe(429);
  });
});

describe.each(databaseTargets())('the limits behind one trusted hop (TRUST_PROXY=1) on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { rateLimits: { loginsPerMinute: 3 }, trustProxy: { hops: 1 } });
  const attempt = (forwardedFor: string) => wrongLoginVia(shop, '10.0.0.9', forwardedFor);

  it('count a client by the last address, the one the proxy appended, whatever the client wrote before it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(`192.0.2.${i + 1}, 198.51.100.17`)).statusCode).toBe(401);
    expect((await attempt('198.51.100.17')).statusCode).toBe(429);
    expect((await attempt('198.51.100.17, 198.51.100.18')).statusCode).toBe(401);
  });
});

describe.each(databaseTargets())('reading orders by code on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { rateLimits: { orderLookupsPerMinute: 3 } });

  it('is limited per address, since the code is the only key and guessing it is the abuse', async () => {
    const lookUp = (remoteAddress: string) => shop().app.inject({ url: '/api/order/ZZZZ99', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await lookUp('10.8.8.8')).statusCode).toBe(404);
    const blocked = await lookUp('10.8.8.8');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too-many-requests' });
    expect((await lookUp('10.8.8.9')).statusCode).toBe(404);
  });
  it('limits the order status page’s read and its event stream the same way', async () => {
    for (const url of ['/api/order/ZZZZ98/progress', '/api/order/ZZZZ98/progress/events']) {
      const lookUp = () => shop().app.inject({ url, remoteAddress: '10.8.8.10' });
      for (let i = 0; i < 3; i += 1) expect((await lookUp()).statusCode, url).toBe(404);
      const blocked = await lookUp();
      expect(blocked.statusCode, url).toBe(429);
      expect(blocked.json()).toMatchObject({ error: 'too-many-requests' });
    }
  });
});
