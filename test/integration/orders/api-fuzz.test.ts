import { describe, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { ENDPOINTS, fuzz, LIQPAY_ENDPOINT, RUNS, STAFF_ENDPOINTS } from './support/api-fuzz';
import { useOrderTestShop } from './support/order-test-shop';

/*
 * Generated garbage at every /api endpoint (support/api-fuzz.ts): whatever arrives, the answer is
 * below 500, and every error is JSON with {error or reason, message}. The admin routes signed in
 * are in api-fuzz-staff.test.ts.
 */

/**
 * Without a token an admin route gets no further than its schema and the sign-in check, which the
 * signed-in fuzz (api-fuzz-staff.test.ts) puts through RUNS cases too: a fifth of them here.
 */
const STAFF_WITHOUT_TOKEN_RUNS = Math.max(1, Math.round(RUNS / 5));
const isStaff = new Set(STAFF_ENDPOINTS);

describe.each(databaseTargets())('every /api endpoint under generated garbage on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers below 500 with a JSON error',
    async (_name, endpoint) => {
      await fuzz(shop().app, endpoint, isStaff.has(endpoint) ? STAFF_WITHOUT_TOKEN_RUNS : RUNS);
    },
    60_000,
  );
});

describe.each(databaseTargets())('the LiqPay callback under generated garbage on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target, {
    liqpay: { publicKey: 'sandbox_public', privateKey: 'sandbox_private_for_fuzz' },
  });

  it('POST /api/payments/liqpay/callback answers below 500 with a JSON error', async () => {
    await fuzz(shop().app, LIQPAY_ENDPOINT, RUNS);
    await fuzz(shop().app, { ...LIQPAY_ENDPOINT, form: false }, RUNS);
  }, 60_000);
});
