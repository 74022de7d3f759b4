import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyMayHold, installJsonBodyText } from '../../../../src/server/http/security/json-body-text';
import { findInRequestValues } from '../../../../src/server/http/security/request-values';
import { containsUnstorableText } from '../../../../src/server/http/security/unstorable-text.guard';

describe('findInRequestValues', () => {
  const isSeven = { value: (value: unknown) => value === 7 };

  it('answers the path of the first value or key that passes, however deep', () => {
    expect(findInRequestValues({ a: [1, { b: 7 }] }, isSeven)).toBe('a[1].b');
    expect(findInRequestValues(7, isSeven)).toBe('');
    expect(findInRequestValues({ a: { bad: 1 } }, { key: (key) => key === 'bad' })).toBe('a.bad');
    expect(findInRequestValues(Object.assign(Object.create(null) as object, { q: 7 }), isSeven)).toBe('q');
  });

  it('answers null when nothing passes, and does not walk into Buffers', () => {
    expect(findInRequestValues({ a: [1, 2], b: 'seven' }, isSeven)).toBeNull();
    expect(findInRequestValues(Buffer.from([7]), isSeven)).toBeNull();
    expect(findInRequestValues(undefined, isSeven)).toBeNull();
  });

  it('finds the unstorable text the guard looks for, in values and keys', () => {
    expect(containsUnstorableText({ name: 'a\u0000b' })).toBe(true);
    expect(containsUnstorableText({ ['\ud800']: 'x' })).toBe(true);
    expect(containsUnstorableText({ name: 'Олена 🍔' })).toBe(false);
  });
});

describe('the JSON body text', () => {
  const app = async () => {
    const server = Fastify();
    installJsonBodyText(server);
    server.post('/', async (request) => ({
      body: request.body,
      unicodeEscapes: bodyMayHold(request, 'unicodeEscapes'),
      hugeNumbers: bodyMayHold(request, 'hugeNumbers'),
    }));
    await server.ready();
    return server;
  };
  const post = async (payload: string) =>
    (await app()).inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload });

  it('parses as Fastify does, and notes a body an order would send as needing no walk', async () => {
    const answer = await post('{"name":"Олена","price":199.5,"count":2,"phone":"+38 (067) 123 45 67"}');
    expect(answer.json()).toEqual({
      body: { name: 'Олена', price: 199.5, count: 2, phone: '+38 (067) 123 45 67' },
      unicodeEscapes: false,
      hugeNumbers: false,
    });
    expect((await post('{"a":')).statusCode).toBe(400);
  });

  it('notes \\u escapes, and every literal that could overflow to Infinity', async () => {
    expect((await post('{"a":"\\u0000"}')).json()).toMatchObject({ unicodeEscapes: true });
    for (const literal of ['1e400', '2E+308', '1.5e999', '9'.repeat(400), `${'9'.repeat(250)}e99`]) {
      expect((await post(`{"a":${literal}}`)).json(), literal).toMatchObject({ hugeNumbers: true });
    }
    for (const literal of ['1e99', '123456789012345678901e-5', '0.000001', '-12345']) {
      const parsed = (await post(`{"a":${literal}}`)).json() as { body: { a: number }; hugeNumbers: boolean };
      expect(Number.isFinite(parsed.body.a), literal).toBe(true);
    }
  });

  it('cannot tell for a body that was not JSON, so it is walked', async () => {
    const server = await app();
    const form = await server.inject({
      method: 'POST',
      url: '/',
      payload: 'a=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.json()).toMatchObject({ unicodeEscapes: true, hugeNumbers: true });
  });
});
