import { describe, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { fuzz, RUNS, STAFF_ENDPOINTS } from './support/api-fuzz';
import { useOrderTestShop } from './support/order-test-shop';

/*
 * The admin routes under generated garbage with a valid staff token (support/api-fuzz.ts), so the
 * garbage gets past sign-in to each route's own validation.
 */

describe.each(databaseTargets())(
  'every admin endpoint under generated garbage, signed in, on $name PostgreSQL',
  (target) => {
    const shop = useOrderTestShop(target);

    it.each(STAFF_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
      '%s answers below 500 with a JSON error',
      async (_name, endpoint) => {
        const login = await shop().app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { login: TEST_ADMIN.login, password: TEST_ADMIN.password },
        });
        await fuzz(shop().app, endpoint, RUNS, {
          authorization: `Bearer ${(login.json() as { token: string }).token}`,
        });
      },
      60_000,
    );
  },
);
