import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

describe.each(databaseTargets())('GET /api/self-pickup-points on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it('answers the Lviv point at вулиця Городоцька 28, and none in Kyiv', async () => {
    const lviv = await shop().app.inject({ url: '/api/self-pickup-points?cityId=1' });
    expect(lviv.statusCode).toBe(200);
    expect(lviv.json()).toEqual([
      {
        id: '1',
        deliveryCityName: 'Львів',
        streetName: 'вулиця Городоцька',
        house: '28',
        translations: { en: { deliveryCityName: '', streetName: '' }, ru: { deliveryCityName: '', streetName: '' } },
        hours: '',
      },
    ]);
    expect((await shop().app.inject({ url: '/api/self-pickup-points?cityId=2' })).json()).toEqual([]);
  });

  it("answers the English and Russian address and the hours staff entered, and '' for a translation left out", async () => {
    await shop().database.query(
      `UPDATE pickup_points SET hours = '10:00–22:00', translations = '{"en": {"locality": "Lviv", "street": "Horodotska Street"}, "ru": {"locality": "Львов"}}'
        WHERE id = '1'`,
    );
    try {
      const [point] = (await shop().app.inject({ url: '/api/self-pickup-points?cityId=1' })).json() as Record<
        string,
        unknown
      >[];
      expect(point).toMatchObject({
        deliveryCityName: 'Львів',
        translations: {
          en: { deliveryCityName: 'Lviv', streetName: 'Horodotska Street' },
          ru: { deliveryCityName: 'Львов', streetName: '' },
        },
        hours: '10:00–22:00',
      });
    } finally {
      await shop().database.query("UPDATE pickup_points SET hours = '', translations = '{}' WHERE id = '1'");
    }
  });

  it('leaves out a point staff closed', async () => {
    await shop().database.query("UPDATE pickup_points SET is_active = false WHERE id = '1'");
    try {
      expect((await shop().app.inject({ url: '/api/self-pickup-points?cityId=1' })).json()).toEqual([]);
    } finally {
      await shop().database.query("UPDATE pickup_points SET is_active = true WHERE id = '1'");
    }
  });

  it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i', async (_label, query, status) => {
    await expectApiRefusal(shop().app, { url: `/api/self-pickup-points?${query}` }, status);
  });
});
