import type { Page } from '@playwright/test';
import { currentShopUrl, expect, test } from './support/shop-test';
import { waitForAppTakeover } from './support/app-takeover';

/*
 * The menu pages arrive rendered by the server and the app hydrates them (architecture/seo.md):
 * no hydration warning, no second fetch of what the page already carries, and a page that shows
 * its menu with scripts off.
 */

/** Console errors, page errors and anything React says about hydration. */
const watchProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
};

/** The API reads a server-rendered page already carries in its snapshot. */
const watchPreloadedReads = (page: Page): string[] => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/menu', '/api/cities', '/api/banners'].includes(pathname) || pathname.startsWith('/api/content/'))
      reads.push(pathname);
  });
  return reads;
};

test.describe('server-rendered menu pages', () => {
  for (const [path, product, price] of [
    ['/en/', 'Classic Combo', '329 ₴'],
    ['/kyiv/', 'Класичний', '199 ₴'],
    ['/ru/sushi/', 'Филадельфия', null],
  ] as const) {
    test(`${path} hydrates without hydration warnings or console errors, from the data it carries`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const reads = watchPreloadedReads(page);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: product, exact: true })).toBeVisible();
      if (price !== null)
        await expect(
          page
            .locator('article', { has: page.getByRole('heading', { name: product, exact: true }) })
            .locator('[data-price]'),
        ).toHaveText(price);
      // The app has taken over: the cart button opens the cart.
      await page.getByTestId('cart-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(problems).toEqual([]);
      expect(reads).toEqual([]);
    });
  }

  test('a menu page asks the API nothing at start; the order form and its lists load when the cart first opens', async ({
    page,
  }) => {
    const calls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Pictures are files, not questions to the API.
      if (pathname.startsWith('/api/') && !/^\/api\/(uploads|photos)\//.test(pathname)) calls.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto('/en/');
    await waitForAppTakeover(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    const scriptsAtStart = scripts.length;
    await page.getByRole('button', { name: 'Add “Coca-Cola 0.5 l” to the cart', exact: true }).click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The cart's delivery message comes from the order form, which arrives as chunks of its own.
    await expect(page.locator('[data-slot="delivery-message"]')).not.toBeEmpty();
    expect(scripts.length).toBeGreaterThan(scriptsAtStart);
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(['/api/delivery-and-payment', '/api/cart/check-prices']));
  });

  test('a stored cart shows in the navbar once the app has taken over, without a hydration warning', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Add “Coca-Cola 0.5 l” to the cart', exact: true }).click();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 55 ₴');
    await page.reload();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 55 ₴');
    expect(problems).toEqual([]);
  });

  test('a tap on "Add" made before the app has taken over the page is not lost', async ({ page }) => {
    const problems = watchProblems(page);
    // The app's scripts are held back until the tap has been made, as on a slow phone.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/en/', { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add “Coca-Cola 0.5 l” to the cart', exact: true });
    await add.click();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 0 ₴');
    release();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 55 ₴');
    expect(problems).toEqual([]);
  });

  test('a remembered language sends / to /en/, which the app renders afresh: its buttons work', async ({ page }) => {
    // The server rendered / in Ukrainian; the cookie sends this visitor to /en/, so the app renders
    // instead of hydrating, and the head's click recorder must stop holding taps all the same.
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: currentShopUrl() }]);
    await page.goto('/');
    // The app sends the visitor on once its scripts have run, which may take long on a busy machine.
    await waitForAppTakeover(page);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.getByRole('button', { name: 'Add “Coca-Cola 0.5 l” to the cart', exact: true }).click();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 55 ₴');
  });

  test('with JavaScript off, /en/ shows the menu with its prices; the same HTML passes axe', async ({
    playwright,
    launchOptions,
    page,
  }) => {
    // A browser of its own: the accessibility watch runs axe inside each page of the test's
    // browser, which a page without JavaScript cannot do; the scan is made below instead.
    const noScripts = await playwright.chromium.launch(launchOptions);
    try {
      const context = await noScripts.newContext({ javaScriptEnabled: false, baseURL: currentShopUrl() });
      const sent = await context.newPage();
      expect((await sent.goto('/en/'))?.status()).toBe(200);
      await expect(sent.getByRole('heading', { level: 1 })).toHaveText('Burgers and sushi delivered in Lviv');
      const classic = sent.locator('article', { has: sent.getByRole('heading', { name: 'Classic', exact: true }) });
      await expect(classic.locator('[data-price]')).toHaveText('189 ₴');
      await expect(sent.getByRole('heading', { name: 'Drinks', exact: true })).toBeVisible();
    } finally {
      await noScripts.close();
    }
    // The same page with its scripts refused: the server's HTML and styles alone, which the
    // watch scans with axe like every page of a journey.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Classic', exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 0 ₴');
  });
});

test.describe('server-rendered information and 404 pages', () => {
  test('an information page hydrates without warnings or console errors, and does not fetch its text again', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const reads = watchPreloadedReads(page);
    expect((await page.goto('/en/kyiv/public-offer/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public offer');
    await expect(page.getByText('1. General. This offer is a proposal by Burger & Sushi')).toBeVisible();
    await expect(page.getByText('Phone: +38 (044) 359 29 59.', { exact: false })).toBeVisible();
    // Once the app has taken over (it replayed the held clicks and stopped holding them; its
    // scripts start only after the first paint), the footer's link is a client-side navigation.
    await waitForAppTakeover(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vacancies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');
    expect(problems).toEqual([]);
    expect(reads).toEqual(['/api/content/vacancies']);
  });

  test('the 404 page arrives with its status and content, and hydrates without warnings', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('This page could not be found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await page.getByRole('button', { name: 'Kyiv', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/kyiv\/$/);
    // A 404 is an error the browser logs as such; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
