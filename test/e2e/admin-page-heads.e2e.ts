import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAuthorization } from './support/admin-sign-in';
import { describeFindings, isBlocking } from './support/axe-report';
import { scanPage } from './support/axe-scan';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';
import { waitForAppTakeover } from './support/app-takeover';

/*
 * Staff word the Kyiv home page's title in site management (architecture/seo.md, "Titles and
 * descriptions staff write"); the page then carries it, in the HTML as sent and in the head once
 * the app has taken over, and the description left blank keeps its default.
 */

const KYIV = 2;
const TITLE = 'Бургери з доставкою по Києву — Burger & Sushi';
const DEFAULT_TITLE = 'Доставка бургерів у Києві — Burger & Sushi';
const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

/** Back to the defaults, so later journeys on this shop read the app's own titles. */
const clearKyiv = async (request: APIRequestContext): Promise<void> => {
  const response = await request.put(`/api/admin/page-heads?cityId=${KYIV}`, {
    headers: await adminAuthorization(request),
    data: { texts: [] },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** Site management of Kyiv, signed in with a token the API gave (the login page has a journey of its own). */
const openKyivSiteManagement = async (page: Page, request: APIRequestContext): Promise<void> => {
  const token = (await adminAuthorization(request)).authorization?.replace('Bearer ', '') ?? '';
  await page.context().addCookies([{ name: 'auth_token', value: token, url: currentShopUrl() }]);
  await page.goto('/admin/site-management/');
  await page.getByRole('button', { name: 'Київ', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Київ', exact: true })).toHaveAttribute('aria-pressed', 'true');
};

test.describe('admin: page titles and descriptions', () => {
  test.afterEach(async ({ request }) => {
    await clearKyiv(request);
  });

  test('staff change the Kyiv home title (uk): the page’s head carries it, as sent and once the app runs', async ({
    page,
    browser,
    request,
  }) => {
    await openKyivSiteManagement(page, request);
    const section = page.getByRole('region', { name: 'Заголовки й описи сторінок' });
    await expect(section.getByRole('button', { name: 'українська' })).toHaveAttribute('aria-pressed', 'true');
    const title = section.getByLabel('Головна: заголовок (українська)');
    await expect(title).toHaveAttribute('placeholder', DEFAULT_TITLE);
    await title.fill(TITLE);
    await section.getByRole('button', { name: 'Зберегти заголовки й описи' }).click();
    await expect(section.getByRole('status')).toHaveText('Збережено');

    // The section as staff see it, checked by axe and photographed.
    expect(describeFindings([await scanPage(page)], isBlocking)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await section.screenshot({ path: join(SCREENSHOTS, 'admin-page-heads.png'), animations: 'disabled' });

    const asSent = await (await request.get('/kyiv/')).text();
    expect(asSent).toContain(`<title data-server-head="app">${TITLE.replace('&', '&amp;')}</title>`);

    const context = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const shop = await context.newPage();
      await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await shop.goto('/kyiv/');
      await expect(shop.getByRole('article', { name: 'Класичний', exact: true })).toBeVisible();
      await waitForAppTakeover(shop);
      await expect(shop).toHaveTitle(TITLE);
      await expect(shop.locator('head meta[property="og:title"]')).toHaveAttribute('content', TITLE);
      // One title and one description: the app's, which follow staff's words and the defaults.
      await expect(shop.locator('head title')).toHaveCount(1);
      await expect(shop.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        /^Замовляйте бургери, закуски й напої з доставкою у Києві\./,
      );
      // The English page keeps its default.
      await shop.goto('/en/kyiv/');
      await expect(shop).toHaveTitle('Burger delivery in Kyiv — Burger & Sushi');
    } finally {
      await context.close();
    }
  });
});
