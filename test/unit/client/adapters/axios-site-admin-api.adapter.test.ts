import { describe, expect, it } from 'vitest';
import { AxiosSiteAdminApi } from '../../../../src/client/adapters/http/axios-site-admin-api.adapter';
import { SITE_STOP_SWITCHES, type AdminSiteDto } from '../../../../src/domain/shop-api/admin-site.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const OPEN = { open: '10:30', close: '22:30' };
const SITE: AdminSiteDto = {
  cityId: 2,
  weekly: [OPEN, OPEN, OPEN, OPEN, OPEN, null, null],
  exceptions: [{ date: '16.01.2025', hours: null }],
  stops: SITE_STOP_SWITCHES.map((name) => ({
    switch: name,
    stopped: name === 'delivery',
    title: 'Т',
    description: 'О',
    translations: { en: { title: 'T', description: 'O' }, ru: { title: '', description: '' } },
  })),
  sushiEnabled: false,
  phone: '+38 (044) 359 29 59',
  busy: { minutes: 30, until: null },
  slotCapacity: 4,
};

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosSiteAdminApi(http, (message) => logged.push(message)), sent, logged };
};

describe('AxiosSiteAdminApi', () => {
  it('reads GET /admin/site?cityId with the bearer token', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: SITE }));
    expect(await api.getSite(2)).toEqual({ ok: true, value: SITE });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/admin/site', params: { cityId: 2 } });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends only the parts to change with PATCH', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: SITE }));
    expect((await api.changeSite(2, { slotCapacity: 4 })).ok).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'patch', url: '/admin/site', params: { cityId: 2 } });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ slotCapacity: 4 });
  });

  it('turns a 400 into the refused fields, 401 into unauthorized, anything else into unavailable', async () => {
    const refused = apiAnswering(() => ({
      status: 400,
      data: {
        error: 'invalid-field',
        message: 'x',
        fields: [{ field: 'weekly.0.close', problem: 'close-not-after-open', message: 'x' }, { nonsense: true }],
      },
    }));
    expect(await refused.api.changeSite(1, { weekly: [] })).toEqual({
      ok: false,
      reason: 'invalid',
      fields: [{ field: 'weekly.0.close', problem: 'close-not-after-open' }],
    });
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.getSite(1)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await apiAnswering(() => ({ status: 500, data: {} })).api.getSite(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await apiAnswering(() => ({ status: 0, data: null })).api.getSite(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('treats an answer outside the contract as unavailable and logs it', async () => {
    for (const data of [
      { ...SITE, weekly: SITE.weekly.slice(1) },
      { ...SITE, stops: [{ switch: 'alcohol', stopped: true, title: '', description: '' }] },
      { ...SITE, busy: { minutes: '30' } },
      null,
    ]) {
      const { api, logged } = apiAnswering(() => ({ status: 200, data }));
      expect(await api.getSite(1)).toEqual({ ok: false, reason: 'unavailable' });
      expect(logged).toHaveLength(1);
    }
  });
});
