import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const anyJson = fc.jsonValue({ maxDepth: 3 });
const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', '0', '-1', '1e400', 'NaN', '1', '2', '%00', '%FF'),
);

/** Generated requests to every catalogue endpoint, mostly wrong, sometimes right. */
const anyRequest: fc.Arbitrary<InjectOptions> = fc.oneof(
  fc
    .record({
      path: fc.constantFrom(
        'menu',
        'banners',
        'zones',
        'self-pickup-points',
        'delivery-and-payment',
        'site-management',
        'site-management/working-hours',
        'content/about',
        'content/vacancies',
      ),
      a: anyText,
      b: anyText,
      c: anyText,
    })
    .map(({ path, a, b, c }): InjectOptions => ({
      method: 'GET',
      url: `/api/${path}?cityId=${encodeURIComponent(a)}&page=${encodeURIComponent(b)}&isAvailable=${encodeURIComponent(c)}&isStoped=${encodeURIComponent(c)}`,
    })),
  fc.record({ page: anyText, query: anyText }).map(({ page, query }): InjectOptions => ({
    method: 'GET',
    url: `/api/content/${encodeURIComponent(page)}?cityId=${encodeURIComponent(query)}`,
  })),
  fc
    .record({
      path: fc.constantFrom(
        'communication/call',
        'addresses/delivery-cities',
        'addresses/streets',
        'addresses/zone/1',
        'addresses/zone/2',
      ),
      body: anyJson,
    })
    .map(({ path, body }): InjectOptions => ({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })),
  fc
    .record({
      path: fc.constantFrom('communication/call', 'addresses/streets', 'addresses/zone/1'),
      body: fc.record(
        {
          name: anyJson,
          phone: anyJson,
          comment: anyJson,
          cityId: anyJson,
          deliveryCityId: anyJson,
          street: fc.oneof(anyJson, fc.record({ id: anyJson, name: anyJson })),
          house: anyJson,
        },
        { requiredKeys: [] },
      ),
    })
    .map(({ path, body }): InjectOptions => ({ method: 'POST', url: `/api/${path}`, payload: body })),
  fc.record({ cityId: anyText, body: anyJson }).map(({ cityId, body }): InjectOptions => ({
    method: 'POST',
    url: `/api/addresses/zone/${encodeURIComponent(cityId)}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })),
);

describe.each(databaseTargets())('catalogue endpoints under generated garbage on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it('answer 2xx or a 4xx JSON message, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        const response = await shop().app.inject(request);
        expect(response.statusCode, `${request.method} ${String(request.url)} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 400 },
    );
  });
});
