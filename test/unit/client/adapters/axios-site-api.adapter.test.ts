import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { createHttpClient } from '../../../../src/client/adapters/http/axios-http-client';
import { AxiosSiteApi } from '../../../../src/client/adapters/http/axios-site-api.adapter';

type Answer = { status: number; data: unknown } | 'network-error';

/** An axios transport that answers from a function and records what was sent; no network. */
const siteApi = (answer: (config: InternalAxiosRequestConfig) => Answer) => {
  const sent: InternalAxiosRequestConfig[] = [];
  const logged: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const result = answer(config);
    if (result === 'network-error') throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    const response = { data: result.data, status: result.status, statusText: '', headers: {}, config, request: {} };
    if (result.status >= 400) {
      throw Object.assign(new Error(`status ${result.status}`), { isAxiosError: true, response, config });
    }
    return response;
  };
  const http = createHttpClient(new InMemoryCookieAdapter(), { adapter });
  return { api: new AxiosSiteApi(http, (message) => logged.push(message)), sent, logged };
};

const kyiv = {
  id: 2,
  slug: 'kyiv',
  name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
  region: 'Київська область',
  phone: '+38 (044) 359 29 59',
  sushiEnabled: false,
  center: [30.5, 50.4],
};

describe('AxiosSiteApi', () => {
  it('GET /cities keeps the page texts staff wrote that it can read', async () => {
    const written = { page: 'home', locale: 'uk', title: 'Бургери в Києві', description: '' } as const;
    const { api } = siteApi(() => ({
      status: 200,
      data: [{ ...kyiv, headTexts: [written, { page: 'blog', locale: 'uk', title: 'x', description: '' }, null] }],
    }));
    expect(await api.getCities()).toEqual({ ok: true, value: [{ ...kyiv, headTexts: [written] }] });
  });

  it('GET /cities', async () => {
    const { api, sent } = siteApi(() => ({ status: 200, data: [kyiv] }));
    expect(await api.getCities()).toEqual({ ok: true, value: [kyiv] });
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe('/cities');
  });

  it('GET /content/{page}?cityId', async () => {
    const page = { slug: 'public-offer', translation: { uk: { title: 'Оферта', html: '<p>Текст</p>\n' } } };
    const { api, sent } = siteApi(() => ({ status: 200, data: page }));
    expect(await api.getContent('public-offer', 2)).toEqual({ ok: true, value: page });
    expect(sent[0]?.url).toBe('/content/public-offer');
    expect(sent[0]?.params).toEqual({ cityId: 2 });
  });

  it('GET /content/{page}: an answer of the old shape (paragraphs, no HTML) is not one', async () => {
    const old = { slug: 'about', translation: { uk: { title: 'Про нас', paragraphs: ['Текст'] } } };
    const { api } = siteApi(() => ({ status: 200, data: old }));
    expect((await api.getContent('about', 1)).ok).toBe(false);
  });

  it('GET /site-management/working-hours?cityId&isStoped=1', async () => {
    const record = {
      cityId: 1,
      isStoped: true,
      functionality: 'sushi',
      translation: { en: { title: 'No sushi', description: '' } },
    };
    const { api, sent } = siteApi(() => ({ status: 200, data: [record] }));
    expect(await api.getStoppedFunctionalities(1)).toEqual({ ok: true, value: [record] });
    expect(sent[0]?.url).toBe('/site-management/working-hours');
    expect(sent[0]?.params).toEqual({ cityId: 1, isStoped: 1 });
  });

  it('GET /site-management', async () => {
    const site = {
      disabledFunctionalities: [],
      disabledDeliveryTypes: ['pre-order'],
      translationsByFunctionality: {},
      isDefaultNonWorking: false,
      workingHours: { open: '10:30', close: '22:30' },
      settings: [],
    };
    const { api, sent } = siteApi(() => ({ status: 200, data: site }));
    expect(await api.getSiteManagement()).toEqual({ ok: true, value: site });
    expect(sent[0]?.url).toBe('/site-management');
  });

  it('POST /communication/call with name, phone, comment and cityId', async () => {
    const { api, sent } = siteApi(() => ({ status: 201, data: { success: true } }));
    const request = { name: 'Олена', phone: '+38 (067) 123 45 67', comment: 'Після 18:00', cityId: 1 };
    expect(await api.sendCallback(request)).toEqual({ ok: true, value: undefined });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/communication/call');
    expect(JSON.parse(String(sent[0]?.data))).toEqual(request);
  });

  it('turns 404 into not-found, other failures into unavailable, and logs them', async () => {
    const missing = siteApi(() => ({ status: 404, data: { error: 'not-found', message: '' } }));
    expect(await missing.api.getContent('about', 1)).toEqual({ ok: false, reason: 'not-found' });
    const broken = siteApi(() => ({ status: 500, data: {} }));
    expect(await broken.api.sendCallback({ name: 'a', phone: 'b', comment: '' })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(broken.logged).toEqual(['POST /communication/call failed']);
    const offline = siteApi(() => 'network-error');
    expect(await offline.api.getCities()).toEqual({ ok: false, reason: 'unavailable' });
    const invalid = siteApi(() => ({ status: 422, data: { error: 'invalid' } }));
    expect(await invalid.api.sendCallback({ name: '', phone: '', comment: '' })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('treats an answer of the wrong shape as unavailable', async () => {
    const html = siteApi(() => ({ status: 200, data: '<!doctype html>' }));
    expect(await html.api.getCities()).toEqual({ ok: false, reason: 'unavailable' });
    expect(await html.api.getStoppedFunctionalities(1)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await html.api.getContent('about', 1)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await html.api.getSiteManagement()).toEqual({ ok: false, reason: 'unavailable' });
    expect(html.logged).toHaveLength(4);
  });

  it('skips stop records it does not understand (a newer server) and keeps the rest', async () => {
    const sushi = { cityId: 1, isStoped: true, functionality: 'sushi', translation: {} };
    const { api } = siteApi(() => ({
      status: 200,
      data: [{ cityId: 1, isStoped: true, functionality: 'karaoke', translation: {} }, sushi],
    }));
    expect(await api.getStoppedFunctionalities(1)).toEqual({ ok: true, value: [sushi] });
  });
});
