import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

describe.each(databaseTargets())('GET /api/delivery-and-payment on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it("lists every city's payment types, each city in the order online, card, cash", async () => {
    const response = await shop().app.inject({ url: '/api/delivery-and-payment' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'online', isAllowed: true, cityId: 1 },
      { id: expect.any(Number), name: 'card', isAllowed: true, cityId: 1 },
      { id: expect.any(Number), name: 'cash', isAllowed: true, cityId: 1 },
      { id: expect.any(Number), name: 'online', isAllowed: true, cityId: 2 },
      { id: expect.any(Number), name: 'card', isAllowed: false, cityId: 2 },
      { id: expect.any(Number), name: 'cash', isAllowed: true, cityId: 2 },
    ]);
  });

  it('keeps the display order whatever order staff stored them in, and filters by city', async () => {
    await shop().database.query("UPDATE payment_types SET position = 9 WHERE name = 'online' AND city_id = 2");
    try {
      const response = await shop().app.inject({ url: '/api/delivery-and-payment?cityId=2' });
      expect((response.json() as { name: string; cityId: number }[]).map((t) => [t.cityId, t.name])).toEqual([
        [2, 'online'],
        [2, 'card'],
        [2, 'cash'],
      ]);
    } finally {
      await shop().database.query("UPDATE payment_types SET position = 0 WHERE name = 'online' AND city_id = 2");
    }
  });

  it.each(BAD_CITY_QUERIES.filter(([label]) => label !== '(none)'))(
    'refuses cityId %s with %i',
    async (_label, query, status) => {
      await expectApiRefusal(shop().app, { url: `/api/delivery-and-payment?${query}` }, status);
    },
  );
});
