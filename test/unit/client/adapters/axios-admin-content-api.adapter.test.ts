import { describe, expect, it } from 'vitest';
import { AxiosAdminContentApi } from '../../../../src/client/adapters/http/axios-admin-content-api.adapter';
import type { AdminContentPageDto } from '../../../../src/domain/shop-api/admin-content.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const PAGE: AdminContentPageDto = {
  slug: 'delivery',
  versions: [
    {
      cityId: null,
      locale: 'en',
      title: 'Delivery and payment',
      body: 'We deliver **every day**.',
      updatedAt: '2026-11-27T09:00:00.000Z',
      updatedBy: 'admin',
    },
  ],
};

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosAdminContentApi(http, (message) => logged.push(message)), sent, logged };
};

describe('AxiosAdminContentApi', () => {
  it('reads a page with the bearer token and saves a version with PUT', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: PAGE }));
    expect(await api.getPage('delivery')).toEqual({ ok: true, value: PAGE });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/admin/content/delivery' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    const version = { cityId: 2, locale: 'en', title: 'Delivery', body: 'Kyiv text' } as const;
    expect(await api.savePage('delivery', version)).toEqual({ ok: true, value: PAGE });
    expect(sent[1]).toMatchObject({ method: 'put', url: '/admin/content/delivery' });
    expect(JSON.parse(String(sent[1]?.data))).toEqual(version);
  });

  it("removes a city's version with its city and language in the query, and asks for a preview", async () => {
    const removing = apiAnswering(() => ({ status: 200, data: PAGE }));
    await removing.api.removeCityVersion('delivery', 2, 'uk');
    expect(removing.sent[0]).toMatchObject({ method: 'delete', params: { cityId: 2, locale: 'uk' } });
    const previewing = apiAnswering(() => ({ status: 200, data: { html: '<p>Hi</p>' } }));
    expect(await previewing.api.preview('Hi', null)).toEqual({ ok: true, value: { html: '<p>Hi</p>' } });
    expect(JSON.parse(String(previewing.sent[0]?.data))).toEqual({ body: 'Hi', cityId: null });
  });

  it('turns a 400 into its field refusals, 401 into unauthorized, no answer and odd bodies into unavailable', async () => {
    const refused = apiAnswering(() => ({
      status: 400,
      data: { error: 'invalid-field', message: 'x', fields: [{ field: 'title', problem: 'required' }] },
    }));
    expect(await refused.api.getPage('about')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: [{ field: 'title', problem: 'required' }],
    });
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.getPage('about')).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await apiAnswering(() => ({ status: 503, data: {} })).api.getPage('about')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const odd = apiAnswering(() => ({ status: 200, data: { slug: 'delivery' } }));
    expect(await odd.api.getPage('delivery')).toEqual({ ok: false, reason: 'unavailable' });
    expect(odd.logged).toEqual(['GET /admin/content answered something that is not in the contract']);
  });
});
