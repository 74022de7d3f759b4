import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installJsonBodyText } from '../../../../src/server/http/security/json-body-text';
import {
  nonFiniteNumberAt,
  refuseNonFiniteNumbers,
} from '../../../../src/server/http/security/non-finite-numbers.guard';

describe('nonFiniteNumberAt', () => {
  it('names where a parsed request holds Infinity or NaN, however deep', () => {
    expect(nonFiniteNumberAt({ id: Infinity })).toBe("'id'");
    expect(nonFiniteNumberAt({ items: [{ price: 10 }, { price: -Infinity }] })).toBe("'items[1].price'");
    expect(nonFiniteNumberAt({ a: { b: NaN } })).toBe("'a.b'");
    expect(nonFiniteNumberAt(Infinity)).toBe('the value');
    expect(nonFiniteNumberAt(Object.assign(Object.create(null) as object, { before: Infinity }))).toBe("'before'");
  });

  it('finds nothing in finite values, strings, nulls, Buffers and missing parts', () => {
    expect(nonFiniteNumberAt({ id: 1, price: 1e300, name: 'Infinity', tags: [null, true, 'NaN'] })).toBeNull();
    expect(nonFiniteNumberAt(undefined)).toBeNull();
    expect(nonFiniteNumberAt(null)).toBeNull();
    expect(nonFiniteNumberAt(Buffer.from('1e400'))).toBeNull();
  });
});

describe('refuseNonFiniteNumbers', () => {
  const app = async () => {
    const server = Fastify();
    installJsonBodyText(server);
    refuseNonFiniteNumbers(server);
    const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
    const schema = {
      params: { type: 'object', properties: { id } },
      querystring: { type: 'object', properties: { before: id } },
    };
    server.get('/rows/:id', { schema }, async (request) => ({ id: (request.params as { id: number }).id }));
    server.post('/rows', async (request) => ({ got: request.body }));
    await server.ready();
    return server;
  };

  it("refuses the '1e400' the schema validator turns into Infinity, in the path, the query or the body", async () => {
    const server = await app();
    const inPath = await server.inject({ url: '/rows/1e400' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual({
      error: 'bad-request',
      message: "'id' in the URL must be a finite number, written out in digits.",
    });
    const inQuery = await server.inject({ url: '/rows/1?before=1e400' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({
      message: "'before' in the query string must be a finite number, written out in digits.",
    });
    const inBody = await server.inject({
      method: 'POST',
      url: '/rows',
      headers: { 'content-type': 'application/json' },
      payload: '{"lines":[{"count":1e400}]}',
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({
      message: "'lines[0].count' in the body must be a finite number, written out in digits.",
    });
    await server.close();
  });

  it('lets every finite request through', async () => {
    const server = await app();
    expect((await server.inject({ url: '/rows/42?before=7' })).json()).toEqual({ id: 42 });
    const posted = await server.inject({ method: 'POST', url: '/rows', payload: { lines: [{ count: 2 }] } });
    expect(posted.json()).toEqual({ got: { lines: [{ count: 2 }] } });
    await server.close();
  });
});
