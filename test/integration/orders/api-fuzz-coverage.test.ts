import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../../src/server/http/docs/openapi.plugin';
import { databaseTargets } from '../support/database-targets';
import { ENDPOINTS, LIQPAY_ENDPOINT } from './support/api-fuzz';
import { useOrderTestShop } from './support/order-test-shop';

/**
 * The live streams answer a valid request with an event stream that stays open, which the fuzz's
 * in-process requests would wait on for ever; their refusals are tested with the streams
 * (order-progress and orders-board tests).
 */
const NOT_FUZZED = new Set(['GET /api/admin/orders/events', 'GET /api/order/{orderId}/progress/events']);

const [embedded] = databaseTargets();

describe('the fuzzed endpoints', () => {
  const shop = useOrderTestShop(embedded!);

  it('are every route of the OpenAPI document, so a new one cannot be left out', async () => {
    const document = (await shop().app.inject({ url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(80);
    const fuzzed = new Set(
      [...ENDPOINTS, LIQPAY_ENDPOINT].map(({ method, path }) => `${method} ${path.split('?')[0] ?? path}`),
    );
    expect(documented.filter((route) => !fuzzed.has(route) && !NOT_FUZZED.has(route))).toEqual([]);
  });
});
