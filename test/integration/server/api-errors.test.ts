import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { RecordingLogger } from '../../unit/server/use-cases/order-pipeline.fixture';

describe.each(databaseTargets())('API error shape on $name PostgreSQL', (target) => {
  const logger = new RecordingLogger();
  const shop = useTestShop(target, {
    logger,
    configureApp: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      app.post('/api/test/echo', async (request) => ({ body: request.body }));
    },
  });

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown'],
    ['DELETE', '/api/admin/nothing-here'],
    ['GET', '/api'],
    ['GET', '/api/health/extra'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await shop().app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'not-found', message: expect.stringContaining(url) });
  });

  it('answers a wrong method on a known path with a JSON 404', async () => {
    const response = await shop().app.inject({ method: 'PUT', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });

  it('answers a non-API POST with a JSON 404, not the SPA', async () => {
    const response = await shop().app.inject({ method: 'POST', url: '/about/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });

  it('hides unexpected errors behind a plain 500 without stack or detail', async () => {
    const response = await shop().app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: expect.any(String) });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('    at ');
  });

  it('logs an unexpected error in full, with the request it failed, even with request logging off', async () => {
    logger.lines.length = 0;
    await shop().app.inject({ method: 'GET', url: '/api/test/explode?from=test' });
    const [line] = logger.lines;
    expect(logger.lines).toHaveLength(1);
    expect(line).toMatchObject({
      level: 'error',
      message: 'Request failed with an unexpected error',
      fields: { method: 'GET', url: '/api/test/explode?from=test' },
    });
    expect(String(line?.fields?.err)).toContain('postgres://secret@db leaked');
    expect(line?.fields?.reqId).toEqual(expect.any(String));
  });

  describe('text PostgreSQL cannot store, in a JSON body', () => {
    const post = (payload: string | Buffer) =>
      shop().app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    it('refuses U+0000 and lone surrogates spelled as escapes, in values and in keys', async () => {
      for (const text of [
        '{"name":"Оле\\u0000на"}',
        '{"na\\u0000me":"Олена"}',
        '{"comment":"після \\udfff 18:00"}',
        '{"a":[{"b":"\\uD800"}]}',
      ]) {
        const response = await post(text);
        expect(response.statusCode, text).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad-request', message: expect.stringContaining('U+0000') });
      }
    });

    it('accepts escapes of ordinary characters and whole surrogate pairs', async () => {
      const response = await post('{"name":"\\u041e\\u043b\\u0435\\u043d\\u0430 \\ud83c\\udf54"}');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ body: { name: 'Олена 🍔' } });
    });

    it('reads bytes that are not UTF-8 (a surrogate encoded anyway) as U+FFFD, which it can store', async () => {
      const response = await post(
        Buffer.concat([Buffer.from('{"name":"Ол'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('ена"}')]),
      );
      expect(response.statusCode).toBe(200);
      expect((response.json() as { body: { name: string } }).body.name).toMatch(/^Ол\uFFFD+ена$/);
    });
  });

  it('sends the security headers on API answers', async () => {
    const response = await shop().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps the document policy on the pages: the storefront and the test payment page', async () => {
    const page = await shop().app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const payment = await shop().app.inject({ method: 'GET', url: '/api/payments/test-page?data=x&signature=y' });
    expect(payment.headers['content-security-policy']).toContain("form-action 'self'");
  });
});
