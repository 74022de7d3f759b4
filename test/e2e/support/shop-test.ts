import { test as base } from '@playwright/test';
import { checkAccessibility } from './accessibility-fixture';
import { KYIV_TIMES } from './kyiv-clock';
import { shopUrlOfWorker } from './shop-url';

/**
 * The instant the e2e server runs at (playwright.config.ts passes it as SHOP_FIXED_TIME): noon in
 * Kyiv on a Wednesday, inside every window (work hours, delivery, alcohol).
 */
export const SHOP_FIXED_TIME = KYIV_TIMES.noon;

/** Playwright's `test` on the worker's own shop (playwright.config.ts starts one per worker). */
const testOnOwnShop = base.extend({
  baseURL: async ({}, use, testInfo) => use(shopUrlOfWorker(testInfo.parallelIndex)),
});

/**
 * Playwright's `test` with two automatic fixtures:
 * - the browser's clock pinned to the server's fixed time before each test, so the working-hours
 *   modal, pre-order slots and the alcohol window agree with the server's checks whatever the real
 *   time of the run. A test that needs another time sets its own clock.
 * - axe-core on every page the journey opens: a serious or critical violation fails the test.
 */
export const test = testOnOwnShop.extend<{ pinnedClock: void; accessibility: void }>({
  pinnedClock: [
    async ({ page }, use) => {
      await page.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await use();
    },
    { auto: true },
  ],
  accessibility: [checkAccessibility, { auto: true }],
});

export { expect } from '@playwright/test';

/** The running test's shop, for contexts a test opens itself (another customer, a colleague). */
export const currentShopUrl = (): string => shopUrlOfWorker(test.info().parallelIndex);
