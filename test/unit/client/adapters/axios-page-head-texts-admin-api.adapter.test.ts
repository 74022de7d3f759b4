import { describe, expect, it } from 'vitest';
import { AxiosPageHeadTextsAdminApi } from '../../../../src/client/adapters/http/axios-page-head-texts-admin-api.adapter';
import type { AdminPageHeadTextsDto } from '../../../../src/domain/shop-api/page-head-texts.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const TEXTS: AdminPageHeadTextsDto = {
  cityId: 2,
  texts: [
    {
      page: 'home',
      locale: 'uk',
      title: 'Бургери з доставкою по Києву',
      description: '',
      defaultTitle: 'Доставка бургерів у Києві — Burger & Sushi',
      defaultDescription: 'Замовляйте бургери, закуски й напої з доставкою у Києві.',
    },
  ],
};

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosPageHeadTextsAdminApi(http, (message) => logged.push(message)), sent, logged };
};

describe('AxiosPageHeadTextsAdminApi', () => {
  it('reads GET /admin/page-heads?cityId with the bearer token', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: TEXTS }));
    expect(await api.read(2)).toEqual({ ok: true, value: TEXTS });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/admin/page-heads', params: { cityId: 2 } });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('saves the list with PUT {texts}, and leaves out a page this browser does not know', async () => {
    const answer = { ...TEXTS, texts: [...TEXTS.texts, { ...TEXTS.texts[0], page: 'blog' }] };
    const { api, sent } = apiAnswering(() => ({ status: 200, data: answer }));
    const texts = [{ page: 'home', locale: 'uk', title: 'T', description: '' }] as const;
    expect(await api.save(2, texts)).toEqual({ ok: true, value: TEXTS });
    expect(sent[0]).toMatchObject({ method: 'put', url: '/admin/page-heads', params: { cityId: 2 } });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ texts });
  });

  it('turns a 400 into the field path and problem, 401 into unauthorized, the rest into unavailable', async () => {
    const refused = apiAnswering(() => ({
      status: 400,
      data: { error: 'invalid-page-head-texts', message: 'x', field: 'texts.0.title', problem: 'too-long' },
    }));
    expect(await refused.api.save(2, [])).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'texts.0.title',
      problem: 'too-long',
    });
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.read(2)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    const odd = apiAnswering(() => ({ status: 200, data: { cityId: 2 } }));
    expect(await odd.api.read(2)).toEqual({ ok: false, reason: 'unavailable' });
    expect(odd.logged).toEqual(['GET /admin/page-heads answered something that is not in the contract']);
  });
});
