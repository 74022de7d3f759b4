import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { AxiosDeliveryAdminApi } from '../../../../src/client/adapters/http/axios-delivery-admin-api.adapter';

/** An axios instance whose every request answers `status` with `data`, recording what was asked. */
const answering = (status: number, data: unknown) => {
  const asked: { method?: string; url?: string; data?: unknown; params?: unknown }[] = [];
  const http: AxiosInstance = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      asked.push({
        method: config.method,
        url: config.url,
        data: config.data === undefined ? undefined : JSON.parse(String(config.data)),
        params: config.params,
      });
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError('refused', String(status), config, null, response);
      return response;
    },
  });
  const logged: string[] = [];
  return { api: new AxiosDeliveryAdminApi(http, (message) => logged.push(message)), asked, logged };
};

const POINT = {
  id: 'p1',
  cityId: 2 as const,
  locality: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
  street: { uk: 'а', en: 'b', ru: 'c' },
  house: '1',
  hours: '',
  isOpen: true,
};

describe('the Delivery section over HTTP', () => {
  it('sends the contract’s requests and reads its answers', async () => {
    const { api, asked } = answering(200, [POINT]);
    expect(await api.listPickupPoints(2)).toEqual({ ok: true, value: [POINT] });
    expect(asked[0]).toMatchObject({ method: 'get', url: '/admin/delivery/pickup-points', params: { cityId: 2 } });
    const preview = answering(200, {
      zones: [],
      errors: [{ feature: 2, name: 'x', problem: 'no-color', params: {}, message: 'bad' }],
      skipped: [],
      canImport: false,
    });
    expect(await preview.api.previewZones(1, 'kml', '<kml/>')).toMatchObject({ ok: true, value: { canImport: false } });
    expect(preview.asked[0]).toMatchObject({
      method: 'post',
      url: '/admin/delivery/zones/preview',
      data: { cityId: 1, format: 'kml', content: '<kml/>' },
    });
  });

  it('turns refusals into reasons, keeping the server’s sentence and the field it names', async () => {
    expect(
      await answering(400, { error: 'empty-field', message: "'street.en' must not be empty." }).api.addPickupPoint(
        POINT,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: "'street.en' must not be empty.",
      field: 'street.en',
      code: 'empty-field',
    });
    expect(
      await answering(409, {
        error: 'locality-has-streets',
        message: 'The locality still has streets: delete them first.',
      }).api.deleteLocality(1, 101),
    ).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'The locality still has streets: delete them first.',
      code: 'locality-has-streets',
    });
    expect(
      await answering(422, { message: "'content': feature 3: bad" }).api.importZones(1, 'geojson', '{}'),
    ).toMatchObject({ reason: 'invalid', field: 'content' });
    expect(await answering(401, { message: 'Please sign in.' }).api.listZones(1)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await answering(500, { message: 'boom' }).api.listZones(1)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('treats an answer outside the contract as unavailable, and says so in the log', async () => {
    const { api, logged } = answering(200, [{ ...POINT, isOpen: 'yes' }]);
    expect(await api.listPickupPoints(2)).toEqual({ ok: false, reason: 'unavailable' });
    expect(logged).toEqual(['GET pickup-points answered something that is not in the contract']);
    expect(await answering(204, '').api.deleteStreet(1, 's1')).toEqual({ ok: true, value: null });
  });
});
