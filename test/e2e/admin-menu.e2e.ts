import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminAuthorization, E2E_ADMIN, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * The admin menu editor against the real server and its seeded demo menu: Lviv's Класичний costs
 * 189 ₴ and is on sale. Staff stop it and price it in the admin area; a customer opening the shop
 * then sees the change.
 */

const CLASSIC = 'burger-classic';

const staffRow = (page: Page) => page.getByRole('article', { name: 'Класичний', exact: true });
const priceField = (page: Page) => staffRow(page).getByRole('textbox', { name: /^Ціна в місті/ });
const customerCard = (page: Page) => page.getByRole('article', { name: 'Класичний', exact: true });
const customerChooseButton = (page: Page) =>
  page.getByRole('button', { name: 'Обрати опції для «Класичний»: Котлета, Добавки', exact: true });

/**
 * A city's home page as a new customer who opens the shop now sees it ('/' is Lviv, '/kyiv/' Kyiv),
 * in a fresh browser context. A customer who already has the menu is the next journey's.
 */
const asCustomer = async (
  browser: Browser,
  path: '/' | '/kyiv/',
  check: (shop: Page) => Promise<void>,
): Promise<void> => {
  const context = await browser.newContext({ baseURL: currentShopUrl() });
  try {
    const shop = await context.newPage();
    await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
    await shop.goto(path);
    await check(shop);
  } finally {
    await context.close();
  }
};

const openBurgersInLviv = async (page: Page) => {
  await page.goto('/admin/burgers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Бургери' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Львів' })).toHaveAttribute('aria-pressed', 'true');
  await expect(staffRow(page)).toBeVisible();
};

/** Changes Класичний in Lviv through the staff API, as a test's set-up or clean-up. */
const changeClassic = async (
  request: APIRequestContext,
  change: { stopped?: boolean; price?: number | null },
): Promise<void> => {
  const response = await request.patch(`/api/admin/menu/products/${CLASSIC}`, {
    headers: await adminAuthorization(request),
    data: { cityId: 1, ...change },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

test.describe('admin: the menu editor', () => {
  // Later journeys (the storefront's) buy Класичний in Lviv: whatever happens here, it is back on sale at its base price.
  test.afterEach(async ({ request }) => {
    await changeClassic(request, { stopped: false, price: null });
  });

  // Each test checks one thing and sets up what it starts from through the API, so none of them
  // comes near its timeout on a slow machine (the whole journey in one test once took 31 s there).
  test('staff stop a burger in Lviv: a Lviv customer sees it unavailable, a Kyiv customer can still buy it', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openBurgersInLviv(page);
    await expect(staffRow(page)).toHaveAttribute('data-stopped', 'false');

    await staffRow(page).getByRole('button', { name: 'На стоп-листі' }).click();
    await expect(staffRow(page).getByRole('button', { name: 'На стоп-листі' })).toHaveAttribute('aria-pressed', 'true');
    await expect(staffRow(page)).toHaveAttribute('data-stopped', 'true');

    await asCustomer(browser, '/', async (shop) => {
      await expect(customerCard(shop)).toContainText('Немає в наявності');
      await expect(customerChooseButton(shop)).toBeDisabled();
    });
    await asCustomer(browser, '/kyiv/', async (shop) => {
      await expect(customerCard(shop)).toBeVisible();
      await expect(customerChooseButton(shop)).toBeEnabled();
    });
  });

  test('a stop is kept by the server and signed by who made it; staff put the burger back on sale and customers can choose it', async ({
    page,
    browser,
    request,
  }) => {
    await changeClassic(request, { stopped: true });
    await signIn(page);
    await openBurgersInLviv(page);
    // The shop's clock is fixed at the test's time; the line names the admin's login.
    await expect(staffRow(page).getByRole('button', { name: 'На стоп-листі' })).toHaveAttribute('aria-pressed', 'true');
    await expect(staffRow(page).getByTestId('staff-menu-last-change')).toHaveText(
      new RegExp(`^Змінено \\d{2}\\.\\d{2}\\.\\d{4} о \\d{2}:\\d{2}, ${E2E_ADMIN.login}$`),
    );

    await staffRow(page).getByRole('button', { name: 'У продажу' }).click();
    await expect(staffRow(page).getByRole('button', { name: 'У продажу' })).toHaveAttribute('aria-pressed', 'true');
    await asCustomer(browser, '/', async (shop) => {
      await expect(customerChooseButton(shop)).toBeEnabled();
      await expect(customerCard(shop)).not.toContainText('Немає в наявності');
    });
  });

  test('a price the rule refuses is said next to the field and never sent', async ({ page }) => {
    await signIn(page);
    await openBurgersInLviv(page);
    await expect(priceField(page)).toHaveValue('');
    await expect(priceField(page)).toHaveAttribute('placeholder', '189');
    await priceField(page).fill('0');
    await staffRow(page).getByRole('button', { name: 'Зберегти' }).click();
    await expect(staffRow(page).getByRole('alert')).toHaveText('Ціна має бути більшою за 0.');
    await expect(staffRow(page).getByTestId('staff-menu-price')).toHaveText('189 ₴');
  });

  test('staff give the burger a Lviv price and Lviv customers pay it', async ({ page, browser }) => {
    await signIn(page);
    await openBurgersInLviv(page);
    await priceField(page).fill('199,50');
    await staffRow(page).getByRole('button', { name: 'Зберегти' }).click();
    await expect(staffRow(page).getByTestId('staff-menu-price')).toHaveText('199.50 ₴');
    await expect(priceField(page)).toHaveValue('199.50');
    await expect(staffRow(page).getByRole('alert')).toHaveCount(0);
    await asCustomer(browser, '/', async (shop) => {
      await expect(customerCard(shop)).toContainText('199.50 ₴');
    });
  });

  test('an empty price field returns Lviv to the base price', async ({ page, browser, request }) => {
    await changeClassic(request, { price: 199.5 });
    await signIn(page);
    await openBurgersInLviv(page);
    await expect(priceField(page)).toHaveValue('199.50');
    await priceField(page).fill('');
    await priceField(page).press('Enter');
    await expect(staffRow(page).getByTestId('staff-menu-price')).toHaveText('189 ₴');
    await expect(priceField(page)).toHaveValue('');
    await asCustomer(browser, '/', async (shop) => {
      await expect(customerCard(shop)).toContainText('189 ₴');
      await expect(customerCard(shop)).not.toContainText('199.50 ₴');
    });
  });

  test('a customer who already has the menu sees a stop on their next page load', async ({ browser, request }) => {
    const context = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const shop = await context.newPage();
      await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await shop.goto('/');
      await expect(customerChooseButton(shop)).toBeEnabled();
      await shop.reload();
      await expect(customerChooseButton(shop)).toBeEnabled();

      await changeClassic(request, { stopped: true });
      // The browser keeps its copy of the menu but asks before using it (no-cache + ETag).
      await shop.reload();
      await expect(customerCard(shop)).toContainText('Немає в наявності');
      await expect(customerChooseButton(shop)).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  test('the editor fits a phone: every control of a product is on screen, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await openBurgersInLviv(page);
    for (const control of [
      priceField(page),
      staffRow(page).getByRole('button', { name: 'Зберегти' }),
      staffRow(page).getByRole('button', { name: 'На стоп-листі' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The sections are one row of chips scrolling sideways, the open one in sight, and the
    // section's products start on the first screen.
    await page.goto('/admin/alcohol/');
    await expect(page.getByRole('heading', { level: 1, name: 'Пиво' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Адміністрування' });
    expect((await sections.boundingBox())?.height ?? Infinity).toBeLessThan(60);
    await expect(sections.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('staff-menu-product').first()).toBeInViewport();
  });

  test('without signing in, a menu section sends staff to the login page', async ({ page }) => {
    await page.goto('/admin/burgers/');
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    await expect(page.getByTestId('staff-menu-product')).toHaveCount(0);
  });
});
