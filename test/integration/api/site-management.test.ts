import { describe, expect, it } from 'vitest';
import type { SiteManagementDto, StoppedFunctionalityDto } from '../../../src/domain/shop-api/ordering.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';
import { ownCatalogueApp } from './support/own-catalogue-app';

describe.each(databaseTargets())('site management on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const get = async <T>(url: string): Promise<T> => {
    const response = await shop().app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const stop = async (cityId: number, functionality: string, stopped: boolean) =>
    shop().database.query('UPDATE working_hours SET is_stopped = $3 WHERE city_id = $1 AND functionality = $2', [
      cityId,
      functionality,
      stopped,
    ]);

  describe('GET /api/site-management/settings', () => {
    it('lists the stored settings by name, the map settings included', async () => {
      expect(await get('/api/site-management/settings')).toEqual([
        { name: 'googleApiKey', value: '' },
        { name: 'isDefaultNonWorking', value: 'false' },
        { name: 'mapKyiv', value: '' },
        { name: 'mapLviv', value: '' },
        { name: 'workingHoursClose', value: '22:30' },
        { name: 'workingHoursOpen', value: '10:30' },
      ]);
    });

    it('fills googleApiKey from GOOGLE_API_KEY when it is set', async () => {
      const { app } = await ownCatalogueApp(shop(), { googleApiKey: 'AIza-test-key' });
      try {
        const settings = (await app.inject({ url: '/api/site-management/settings' })).json() as {
          name: string;
          value: string;
        }[];
        expect(settings.find((s) => s.name === 'googleApiKey')).toEqual({
          name: 'googleApiKey',
          value: 'AIza-test-key',
        });
        expect(settings.map((s) => s.name)).toContain('mapLviv');
      } finally {
        await app.close();
      }
    });
  });

  describe('GET /api/site-management', () => {
    it('describes the whole site: nothing disabled, texts per functionality, hours and settings', async () => {
      const site = await get<SiteManagementDto>('/api/site-management');
      expect(site).toMatchObject({
        disabledFunctionalities: [],
        disabledDeliveryTypes: [],
        isDefaultNonWorking: false,
        workingHours: { open: '10:30', close: '22:30' },
      });
      expect(Object.keys(site.translationsByFunctionality)).toEqual([
        'global',
        'burgers',
        'sushi',
        'delivery',
        'self-pickup',
        'pre-order',
      ]);
      expect(site.translationsByFunctionality.global?.uk?.title).toBe('Ми тимчасово не приймаємо замовлення');
      expect(site.settings.map((s) => s.name)).toContain('googleApiKey');
    });

    it('counts a functionality disabled site-wide only when every city stopped it; per city with cityId', async () => {
      await stop(2, 'sushi', true);
      await shop().database.query(
        "INSERT INTO disabled_delivery_types (city_id, delivery_type) VALUES (2, 'self-pickup')",
      );
      try {
        expect((await get<SiteManagementDto>('/api/site-management')).disabledFunctionalities).toEqual([]);
        const kyiv = await get<SiteManagementDto>('/api/site-management?cityId=2');
        expect(kyiv.disabledFunctionalities).toEqual(['sushi']);
        expect(kyiv.disabledDeliveryTypes).toEqual(['self-pickup']);
        await stop(1, 'sushi', true);
        expect((await get<SiteManagementDto>('/api/site-management')).disabledFunctionalities).toEqual(['sushi']);
      } finally {
        await stop(1, 'sushi', false);
        await stop(2, 'sushi', false);
        await shop().database.query('DELETE FROM disabled_delivery_types');
      }
    });

    it.each(BAD_CITY_QUERIES.filter(([label]) => label !== '(none)'))(
      'refuses cityId %s with %i',
      async (_label, query, status) => {
        await expectApiRefusal(shop().app, { url: `/api/site-management?${query}` }, status);
      },
    );
  });

  describe('GET /api/site-management/working-hours', () => {
    it('answers nothing stopped on a normal day, and every record without isStoped', async () => {
      expect(await get('/api/site-management/working-hours?cityId=1&isStoped=1')).toEqual([]);
      const all = await get<StoppedFunctionalityDto[]>('/api/site-management/working-hours?cityId=1');
      expect(all.map((r) => r.functionality)).toEqual([
        'global',
        'burgers',
        'sushi',
        'delivery',
        'self-pickup',
        'pre-order',
      ]);
      expect(all.every((r) => r.cityId === 1 && !r.isStoped)).toBe(true);
    });

    it("answers the city's stopped functionalities with their texts", async () => {
      await stop(1, 'burgers', true);
      try {
        expect(await get('/api/site-management/working-hours?cityId=1&isStoped=1')).toEqual([
          {
            cityId: 1,
            isStoped: true,
            functionality: 'burgers',
            translation: {
              uk: { title: 'Бургери тимчасово недоступні', description: expect.any(String) },
              en: { title: 'Burgers are unavailable for now', description: expect.any(String) },
              ru: { title: expect.any(String), description: expect.any(String) },
            },
          },
        ]);
        expect(await get('/api/site-management/working-hours?cityId=2&isStoped=1')).toEqual([]);
        expect(
          (await get<StoppedFunctionalityDto[]>('/api/site-management/working-hours?cityId=1&isStoped=0')).map(
            (r) => r.functionality,
          ),
        ).not.toContain('burgers');
      } finally {
        await stop(1, 'burgers', false);
      }
    });

    it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i', async (_label, query, status) => {
      await expectApiRefusal(
        shop().app,
        { url: `/api/site-management/working-hours?isStoped=1${query === '' ? '' : `&${query}`}` },
        status,
      );
    });

    it.each(['isStoped=yes', 'isStoped=2', 'isStoped=-1'])('refuses %s', async (query) => {
      await expectApiRefusal(shop().app, { url: `/api/site-management/working-hours?cityId=1&${query}` }, 400);
    });
  });
});
