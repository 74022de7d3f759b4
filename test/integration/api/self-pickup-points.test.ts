import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

describe.each(databaseTargets())('GET /api/self-pickup-points on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it('answers the Lviv point at вулиця Городоцька 28, and none in Kyiv', async () => {
    const lviv = await shop().app.inject({ url: '/api/self-pickup-points?cityId=1' });
    expect(lviv.statusCode).toBe(200);
    expect(lviv.json()).toEqual([{ id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' }]);
    expect((await shop().app.inject({ url: '/api/self-pickup-points?cityId=2' })).json()).toEqual([]);
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
