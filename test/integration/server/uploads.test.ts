import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoShop } from '../../../src/server/adapters/database/seed/demo-shop';
import { databaseTargets } from '../support/database-targets';
import { rawGet } from '../support/raw-http';
import { useTestShop } from '../support/test-shop';

describe.each(databaseTargets())('GET /api/uploads/:photo on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const photo = demoShop.products[0]?.photo ?? 'missing.svg';
  const get = (url: string, headers: Record<string, string> = {}) => shop().app.inject({ method: 'GET', url, headers });

  it('serves a seeded product image with cache and safety headers', async () => {
    const response = await get(`/api/uploads/${photo}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg|<\?xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers.etag).toBeDefined();
  });

  it('sends an SVG compressed to a browser that takes brotli or gzip, and a PNG as it is', async () => {
    const plain = await get(`/api/uploads/${photo}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get(`/api/uploads/${photo}`, { 'accept-encoding': accepted });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    await writeFile(join(shop().uploadsDir, 'photo-2.png'), Buffer.alloc(4096, 0x89));
    const png = await get('/api/uploads/photo-2.png', { 'accept-encoding': 'gzip, deflate, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('answers 304 when the browser already has the image', async () => {
    const first = await get(`/api/uploads/${photo}`);
    const second = await get(`/api/uploads/${photo}`, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('serves other image types with their content type', async () => {
    await writeFile(join(shop().uploadsDir, 'photo-1.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const response = await get('/api/uploads/photo-1.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers a JSON 404 for a safe name that does not exist', async () => {
    const response = await get('/api/uploads/no-such-photo.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });

  it.each([
    '/api/uploads/..%2Fpg-password',
    '/api/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/uploads/%2e%2e%2fpg-password',
    '/api/uploads/.hidden.svg',
    '/api/uploads/pg-password',
    '/api/uploads/shop.lock',
    '/api/uploads/photo.svg%00.png',
    '/api/uploads/photo.html',
    '/api/uploads/%5C..%5Cpg-password.svg',
  ])('refuses the unsafe name in %s with a 400', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad-request', message: 'That is not a valid image file name.' });
  });

  it.each([
    '/api/uploads/../pg-password',
    '/api/uploads/a/b.svg',
    '/api/uploads/../../package.json',
    '/api/uploads/..\\pg-password',
  ])('never leaves the uploads directory for the raw path %s', async (path) => {
    const response = await rawGet(shop().app, path);
    expect([400, 404]).toContain(response.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/"dependencies"|^[A-Za-z0-9_-]{32}$/);
  });
});
