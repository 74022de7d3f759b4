import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

describe.each(databaseTargets())('GET /api/cities on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it('lists Lviv and Kyiv with their phones, regions, map centres and sushi switches', async () => {
    const response = await shop().app.inject({ url: '/api/cities' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual([
      {
        id: 1,
        slug: 'lviv',
        name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
        region: 'Львівська область',
        phone: '+38 (032) 229 59 29',
        sushiEnabled: true,
        center: [24.0316, 49.8419],
        // No page titles or descriptions of staff's own: every page shows the defaults.
        headTexts: [],
      },
      {
        id: 2,
        slug: 'kyiv',
        name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
        region: 'Київська область',
        phone: '+38 (044) 359 29 59',
        sushiEnabled: false,
        center: [30.5234, 50.4501],
        headTexts: [],
      },
    ]);
  });

  it('ignores a query string it does not need', async () => {
    const response = await shop().app.inject({ url: '/api/cities?cityId=abc&x=%00' });
    expect(response.statusCode).toBeLessThan(500);
  });
});
