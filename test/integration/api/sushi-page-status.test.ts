import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { ownCatalogueApp } from './support/own-catalogue-app';

describe.each(databaseTargets())('sushi pages follow the per-city switch on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it.each([
    ['/kyiv/sushi/', '/kyiv/'],
    ['/en/kyiv/sushi/', '/en/kyiv/'],
    ['/ru/kyiv/sushi/?lang=en', '/ru/kyiv/?lang=en'],
  ])('redirects %s to %s for now (302) while sushi is off in Kyiv', async (url, location) => {
    const response = await shop().app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/sushi/', '/lviv/sushi/', '/en/sushi/', '/kyiv/', '/kyiv/delivery/'])('serves %s (200)', async (url) => {
    expect((await shop().app.inject({ url })).statusCode).toBe(200);
  });

  it('still answers unknown pages 404 and adds the slash first (301)', async () => {
    expect((await shop().app.inject({ url: '/kyiv/sushi/extra/' })).statusCode).toBe(404);
    const unslashed = await shop().app.inject({ url: '/kyiv/sushi' });
    expect(unslashed.statusCode).toBe(301);
    expect(unslashed.headers.location).toBe('/kyiv/sushi/');
  });

  it('follows the switch once the cities are invalidated', async () => {
    const { app, catalogue } = await ownCatalogueApp(shop());
    try {
      await shop().database.query('UPDATE cities SET sushi_enabled = NOT sushi_enabled');
      catalogue.invalidate.cities();
      await app.inject({ url: '/api/cities' });
      expect((await app.inject({ url: '/kyiv/sushi/' })).statusCode).toBe(200);
      const lviv = await app.inject({ url: '/sushi/' });
      expect(lviv.statusCode).toBe(302);
      expect(lviv.headers.location).toBe('/');
    } finally {
      await shop().database.query('UPDATE cities SET sushi_enabled = (id = 1)');
      await app.close();
    }
  });
});
