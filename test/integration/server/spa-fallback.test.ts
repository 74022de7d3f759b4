import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { rawGet } from '../support/raw-http';
import { useTestShop } from '../support/test-shop';

describe.each(databaseTargets())('static client and SPA fallback on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => shop().app.inject({ method, url });

  it.each([
    '/',
    '/kyiv/',
    '/sushi/',
    '/lviv/sushi/',
    '/en/',
    '/ru/kyiv/delivery/',
    '/about/?lang=en',
    '/checkout/',
    '/admin/',
    '/admin/login/',
    '/en/admin/banners/sushi/',
  ])('serves index.html with 200 for the shop page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('data-fixture="spa-index"');
  });

  it.each([
    '/nope/',
    '/odesa/',
    '/Kyiv/',
    '/uk/',
    '/?lang=de',
    '/about/?lang=',
    '/admin/unknown/',
    '/assets/',
    '/home/',
    '/kyiv/kyiv/',
  ])('serves index.html with 404 for the unknown page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-fixture="spa-index"');
  });

  it.each([
    ['/about', '/about/'],
    ['/kyiv', '/kyiv/'],
    ['/en/kyiv/sushi?lang=ru', '/en/kyiv/sushi/?lang=ru'],
    ['/admin/login', '/admin/login/'],
  ])('redirects %s to its canonical %s with 301', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('does not redirect unknown paths that lack the slash', async () => {
    expect((await get('/nope')).statusCode).toBe(404);
  });

  it('answers HEAD like GET', async () => {
    const response = await get('/kyiv/', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await get('/assets/app-3f2a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a hashed asset as the brotli or gzip copy the build made, when the browser takes it', async () => {
    const plain = await get('/assets/app-3f2a1c.js');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await shop().app.inject({
        url: '/assets/app-3f2a1c.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const identity = await shop().app.inject({
      url: '/assets/app-3f2a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect((await get('/assets/no-such-file.js')).statusCode).toBe(404);
  });

  it('sends a built script with the headers that guard a subresource and none only a document needs', async () => {
    for (const accepted of ['br', 'gzip', 'identity']) {
      const script = await shop().app.inject({
        url: '/assets/app-3f2a1c.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ])
        expect(script.headers[name], `${name} (${accepted})`).toBeUndefined();
    }
    // A missing script is answered by the 404 page, a document: it keeps the page's policy.
    const missing = await get('/assets/no-such-file.js');
    expect(missing.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('/')).headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it.each([
    '/../package.json',
    '/assets/../../../../package.json',
    '/..%2f..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/assets/..%5c..%5c..%5cpackage.json',
  ])('never serves a file from outside the client directory for the raw path %s', async (path) => {
    const response = await rawGet(shop().app, path);
    expect(response.body).not.toContain('"dependencies"');
    expect([403, 404]).toContain(response.status);
  });

  it('does not serve dotfiles', async () => {
    const response = await get('/.env');
    expect(response.statusCode).toBe(404);
  });

  it('sends a CSP that allows the app, the Google Maps origins and the LiqPay form', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('https://maps.googleapis.com');
    expect(csp).toContain("form-action 'self' https://www.liqpay.ua");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe.each(databaseTargets())('SPA fallback without a client build on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, { clientDir: join(tmpdir(), `shop-no-client-build-${randomUUID()}`) });

  it('answers 503 with a hint for a known page and 404 for an unknown one', async () => {
    const known = await shop().app.inject({ method: 'GET', url: '/' });
    expect(known.statusCode).toBe(503);
    expect(known.body).toContain('npm run build');
    expect((await shop().app.inject({ method: 'GET', url: '/nope/' })).statusCode).toBe(404);
  });
});
