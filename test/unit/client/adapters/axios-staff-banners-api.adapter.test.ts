import { describe, expect, it } from 'vitest';
import { fakeStaffBanners } from '../../../../src/client/adapters/demo/in-memory-staff-banners-api.adapter';
import { AxiosStaffBannersApi } from '../../../../src/client/adapters/http/axios-staff-banners-api.adapter';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const apiAnswering = (answer: Answer) => {
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'staff-token' });
  const logged: string[] = [];
  return { api: new AxiosStaffBannersApi(http, (message) => logged.push(message)), sent, logged };
};

const [promise, combo] = fakeStaffBanners();

describe('AxiosStaffBannersApi', () => {
  it("asks GET /admin/banners?cityId&page with the admin's token, and leaves out a malformed banner", async () => {
    const { api, sent, logged } = apiAnswering(() => ({
      status: 200,
      data: { banners: [promise, { ...combo, picture: { ref: { uploadId: 1 }, url: 'https://evil.example/x.webp' } }] },
    }));
    expect(await api.listBanners(2, 'sushi')).toEqual({ ok: true, value: [promise] });
    expect(sent[0]?.url).toBe('/admin/banners');
    expect(sent[0]?.params).toEqual({ cityId: 2, page: 'sushi' });
    expect(sent[0]?.headers.Authorization).toBe('Bearer staff-token');
    expect(logged).toEqual(['GET /admin/banners left out 1 malformed banners']);
  });

  it('names the field of a refused banner, and signs out on 401', async () => {
    const refused = apiAnswering(() => ({
      status: 400,
      data: { error: 'invalid-banner', field: 'link', message: "'link' must be an https:// address." },
    }));
    expect(await refused.api.updateBanner(1, {} as never)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'link',
      message: "'link' must be an https:// address.",
    });
    expect(refused.sent[0]?.url).toBe('/admin/banners/1');
    const expired = apiAnswering(() => ({ status: 401, data: { error: 'unauthorized' } }));
    expect(await expired.api.deleteBanner(1)).toEqual({ ok: false, reason: 'unauthorized' });
  });

  it('sends a picture as multipart and reads the problem the server named', async () => {
    const stored = { ref: { uploadId: 3 }, photo: null, url: '/api/photos/a.webp', width: 1280, height: 427 };
    const ok = apiAnswering(() => ({ status: 201, data: stored }));
    expect(await ok.api.uploadPicture(new Blob(['x']), () => undefined)).toEqual({ ok: true, value: stored });
    expect(ok.sent[0]?.url).toBe('/admin/banners/pictures');
    expect(ok.sent[0]?.data).toBeInstanceOf(FormData);
    for (const [status, error, problem] of [
      [400, 'not-an-image', 'not-an-image'],
      [415, 'unsupported-type', 'unsupported-type'],
      [413, 'too-big', 'too-big'],
      [413, undefined, 'too-big'],
    ] as const) {
      const refused = apiAnswering(() => ({ status, data: error === undefined ? '<html>' : { error, message: 'm' } }));
      expect(await refused.api.uploadPicture(new Blob(['x']), () => undefined)).toMatchObject({
        ok: false,
        reason: 'refused',
        problem,
      });
    }
  });

  it('reads the new order a move answers', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { banners: [combo, promise] } }));
    expect(await api.moveBanner(2, { move: 'up' })).toEqual({ ok: true, value: [combo, promise] });
    expect(sent[0]?.url).toBe('/admin/banners/2/move');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ move: 'up' });
  });
});
