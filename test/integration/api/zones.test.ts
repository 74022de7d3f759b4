import { describe, expect, it } from 'vitest';
import type { ZoneFeatureDto } from '../../../src/domain/shop-api/ordering.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

interface FeatureCollection {
  type: string;
  features: ZoneFeatureDto[];
}

describe.each(databaseTargets())('GET /api/zones on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const zonesOf = async (cityId: number): Promise<FeatureCollection> => {
    const response = await shop().app.inject({ url: `/api/zones?cityId=${cityId}` });
    expect(response.statusCode).toBe(200);
    return response.json() as FeatureCollection;
  };

  it("answers Lviv's three zones as GeoJSON, slowest first so the fastest is drawn on top", async () => {
    const lviv = await zonesOf(1);
    expect(lviv.type).toBe('FeatureCollection');
    expect(lviv.features.map((f) => f.properties)).toEqual([
      { color: 'blue', minutes: 89 },
      { color: 'red', minutes: 59 },
      { color: 'green', minutes: 29 },
    ]);
    for (const feature of lviv.features) {
      expect(feature.type).toBe('Feature');
      expect(['Polygon', 'MultiPolygon']).toContain(feature.geometry.type);
      const ring = (feature.geometry.coordinates as number[][][])[0] ?? [];
      expect(ring.length).toBeGreaterThan(3);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
  });

  it('answers Kyiv without a 29-minute zone', async () => {
    expect((await zonesOf(2)).features.map((f) => f.properties.color)).toEqual(['blue', 'red']);
  });

  it('is cacheable, with an ETag and a 304', async () => {
    const first = await shop().app.inject({ url: '/api/zones?cityId=1' });
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const again = await shop().app.inject({
      url: '/api/zones?cityId=1',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i', async (_label, query, status) => {
    await expectApiRefusal(shop().app, { url: `/api/zones?${query}` }, status);
  });
});
