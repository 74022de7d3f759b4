import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions } from '../../../src/server/http/security/content-security-policy';
import { API_HEADER_NAMES, securityHeadersFor } from '../../../src/server/http/security/precomputed-security-headers';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const helmetHeadersOf = async (https: boolean): Promise<Record<string, unknown>> => {
  const app = Fastify();
  await app.register(fastifyHelmet, helmetOptions({ https }));
  app.get('/', async () => 'x');
  const headers = (await app.inject({ url: '/' })).headers;
  await app.close();
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...rest } = headers;
  return rest;
};

describe('security headers computed once', () => {
  it.each([false, true])('are exactly what @fastify/helmet sends (https %s)', async (https) => {
    expect(await securityHeadersFor(helmetOptions({ https }))).toEqual(await helmetHeadersOf(https));
  });
});

describe.each(databaseTargets())('security headers on catalogue answers on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it.each(['/api/menu?cityId=1', '/api/menu?cityId=9', '/api/cities', '/api/zones?cityId=abc', '/kyiv/sushi/'])(
    'are on %s',
    async (url) => {
      const response = await shop().app.inject({ url });
      const document = await securityHeadersFor(helmetOptions({ https: false }));
      if (!url.startsWith('/api/')) {
        for (const [name, value] of Object.entries(document)) expect(response.headers[name], name).toBe(value);
        return;
      }
      // JSON answers carry the API set: the short policy, and only headers that mean something there.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy']) {
        expect(response.headers[name], name).toBe(document[name]);
      }
      for (const name of Object.keys(document).filter(
        (name) => !(API_HEADER_NAMES as readonly string[]).includes(name),
      )) {
        expect(response.headers[name], name).toBeUndefined();
      }
    },
  );
});
