import { describe, expect, it } from 'vitest';
import {
  isRefusal,
  refusalMessageOf,
  sendRequest,
  statusOf,
  type HttpFailure,
} from '../../../../src/client/adapters/http/http-request';
import { answeringHttpClient } from './support/answering-http-client';

describe('sendRequest', () => {
  it('answers the body of a successful answer, as sent with the shop’s client', async () => {
    const { http, sent } = answeringHttpClient(() => ({ status: 200, data: { id: 7 } }), { auth_token: 't' });
    expect(await sendRequest(http, { method: 'post', url: '/things', data: { a: 1 }, params: { cityId: 2 } })).toEqual({
      ok: true,
      value: { id: 7 },
    });
    expect(sent[0]).toMatchObject({ method: 'post', url: '/things', baseURL: '/api', params: { cityId: 2 } });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ a: 1 });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t');
  });

  it('answers an error status with its body, and no answer as no answer; it never throws', async () => {
    const refused = answeringHttpClient(() => ({ status: 409, data: { error: 'taken', message: 'Taken.' } }));
    const failure = await sendRequest(refused.http, { method: 'get', url: '/x' });
    expect(failure).toEqual({ ok: false, reason: 'status', status: 409, body: { error: 'taken', message: 'Taken.' } });
    const offline = answeringHttpClient(() => ({ status: 0, data: null }));
    expect(await sendRequest(offline.http, { method: 'get', url: '/x' })).toEqual({ ok: false, reason: 'no-answer' });
    const broken = answeringHttpClient(() => {
      throw new TypeError('not an axios error');
    });
    expect(await sendRequest(broken.http, { method: 'get', url: '/x' })).toEqual({ ok: false, reason: 'no-answer' });
  });
});

describe('reading a failure', () => {
  const status = (code: number, body: unknown = null): HttpFailure => ({
    ok: false,
    reason: 'status',
    status: code,
    body,
  });

  it('tells its status and whether the server refused (4xx)', () => {
    expect(statusOf(status(404))).toBe(404);
    expect(statusOf({ ok: false, reason: 'no-answer' })).toBeUndefined();
    expect([400, 404, 499].map((code) => isRefusal(status(code)))).toEqual([true, true, true]);
    expect([399, 500, 503].map((code) => isRefusal(status(code)))).toEqual([false, false, false]);
    expect(isRefusal({ ok: false, reason: 'no-answer' })).toBe(false);
  });

  it('reads a refusal’s message only when it says something', () => {
    expect(refusalMessageOf({ error: 'invalid', message: 'Too long.' })).toBe('Too long.');
    expect([{ message: '  ' }, { message: 3 }, 'text', null, undefined].map(refusalMessageOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
