import { describe, expect, it } from 'vitest';
import { Database } from '../../../src/server/adapters/database/database';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { buildApp } from '../../../src/server/http/build-app';
import { resolveShopPageStatus } from '../../../src/server/http/static/shop-page-status';
import { databaseTargets } from '../support/database-targets';
import { FIXTURE_CLIENT_DIR, TEST_NOW, useTestShop } from '../support/test-shop';

describe.each(databaseTargets())('GET /api/health on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);

  it('answers 200 with the database up and the shop clock', async () => {
    const response = await shop().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', time: TEST_NOW.toISOString() });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const unreachable = new Database({ connectionString: 'postgres://nobody:nothing@127.0.0.1:9/none' });
    const { adminAuth, clock } = shop();
    const app = await buildApp({
      clock,
      database: unreachable,
      auth: { logIn: adminAuth.logIn, authenticate: adminAuth.authenticate },
      uploadsDir: shop().uploadsDir,
      clientDir: FIXTURE_CLIENT_DIR,
      resolvePageStatus: resolveShopPageStatus,
      publicUrl: 'http://localhost:3000',
      logLevel: false,
      logger: silentLogger,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
