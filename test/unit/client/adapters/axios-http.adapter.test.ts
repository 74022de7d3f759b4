import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { API_BASE_URL, createHttpClient } from '../../../../src/client/adapters/http/axios-http-client';
import { AxiosShopApi } from '../../../../src/client/adapters/http/axios-shop-api.adapter';

/** An axios transport that answers from a function and records what was sent; no network. */
const transport = (answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) => {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const { status, data } = answer(config);
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  return { adapter, sent };
};

const clientWith = (cookies: InMemoryCookieAdapter, answer: Parameters<typeof transport>[0]) => {
  const { adapter, sent } = transport(answer);
  const http = createHttpClient(cookies, { adapter });
  return { http, sent };
};

describe('createHttpClient', () => {
  it('sends requests under /api', async () => {
    expect(API_BASE_URL).toBe('/api');
    const { http, sent } = clientWith(new InMemoryCookieAdapter(), () => ({ status: 200, data: {} }));
    await http.request({ method: 'get', url: '/health' });
    expect(sent[0]?.baseURL).toBe('/api');
    expect(sent[0]?.url).toBe('/health');
  });

  it('adds the bearer token while the auth_token cookie exists', async () => {
    const cookies = new InMemoryCookieAdapter({ auth_token: 'abc' });
    const { http, sent } = clientWith(cookies, () => ({ status: 200, data: {} }));
    await http.request({ method: 'get', url: '/menu' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer abc');

    cookies.remove('auth_token');
    await http.request({ method: 'get', url: '/menu' });
    expect(sent[1]?.headers.get('Authorization')).toBeUndefined();
  });
});

describe('AxiosShopApi.logIn', () => {
  const credentials = { login: 'admin', password: 'secret' };

  it('posts the credentials to /auth and answers the token', async () => {
    const { http, sent } = clientWith(new InMemoryCookieAdapter(), () => ({ status: 200, data: { token: 't1' } }));
    expect(await new AxiosShopApi(http).logIn(credentials)).toEqual({ ok: true, value: 't1' });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/auth');
    expect(JSON.parse(String(sent[0]?.data))).toEqual(credentials);
  });

  it('treats an answer without a token as wrong credentials', async () => {
    const { http } = clientWith(new InMemoryCookieAdapter(), () => ({ status: 200, data: {} }));
    expect(await new AxiosShopApi(http).logIn(credentials)).toEqual({ ok: false, reason: 'invalid-credentials' });
  });

  it('tells a refusal from an unavailable server', async () => {
    const refused = clientWith(new InMemoryCookieAdapter(), () => ({ status: 401, data: {} }));
    expect(await new AxiosShopApi(refused.http).logIn(credentials)).toEqual({
      ok: false,
      reason: 'invalid-credentials',
    });
    const down = clientWith(new InMemoryCookieAdapter(), () => ({ status: 503, data: {} }));
    expect(await new AxiosShopApi(down.http).logIn(credentials)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
