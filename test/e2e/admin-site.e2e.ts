import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { AdminSiteDto } from '../../src/domain/shop-api/admin-site.contract';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * Site management against the real server, each journey ending on the storefront. The shop's time
 * is fixed at noon in Kyiv on Wednesday 15.01.2025, so "tomorrow" is 16.01.2025. The demo data has
 * no pickup point in Kyiv: with delivery stopped there a Kyiv customer is shown why delivery is
 * missing, in the words staff wrote.
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');
const KYIV = 2;
const LVIV = 1;
const STOP_TITLE = 'Курʼєри в Києві зайняті';
const STOP_TEXT = 'Сьогодні доставки немає, вибачте.';
const STOP_TITLE_EN = 'Kyiv couriers are busy';
const STOP_TEXT_EN = 'No delivery today, sorry.';
const ONLINE_STOP_TITLE = 'Оплата онлайн на паузі';
const ONLINE_STOP_TEXT = 'Банк оновлює термінал: оплатіть курʼєру готівкою або карткою.';

const siteOf = async (request: APIRequestContext, cityId: number): Promise<AdminSiteDto> => {
  const response = await request.get(`/api/admin/site?cityId=${cityId}`, {
    headers: await adminAuthorization(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as AdminSiteDto;
};

const USUAL_WEEK = Array.from({ length: 7 }, () => ({ open: '10:30', close: '22:30' }));

/** Puts a city back as the seed had it: the usual hours, nothing stopped, no exception. */
const resetCity = async (request: APIRequestContext, cityId: number): Promise<void> => {
  const site = await siteOf(request, cityId);
  const response = await request.patch(`/api/admin/site?cityId=${cityId}`, {
    headers: await adminAuthorization(request),
    data: { weekly: USUAL_WEEK, stops: site.stops.map((stop) => ({ ...stop, stopped: false })), exceptions: [] },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

const openSiteManagement = async (page: Page, city: 'Львів' | 'Київ') => {
  await page.goto('/admin/site-management/');
  await expect(page.getByRole('heading', { level: 1, name: 'Керування сайтом' })).toBeVisible();
  await page.getByRole('button', { name: city, exact: true }).click();
  await expect(page.getByRole('button', { name: city, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Зупинки' })).toBeVisible();
};

/** A new customer's checkout in a city, with the first dish of the menu in the cart. */
const asCustomerAtCheckout = async (
  browser: Browser,
  path: '/' | '/kyiv/' | '/en/kyiv/',
  check: (shop: Page) => Promise<void>,
): Promise<void> => {
  const context = await browser.newContext({ baseURL: currentShopUrl() });
  try {
    const shop = await context.newPage();
    await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
    await shop.goto(path);
    await shop
      .getByRole('button', { name: /^(Додати «.+» у кошик|Add “.+” to the cart)$/ })
      .first()
      .click();
    await shop.getByTestId('cart-button').click();
    await shop
      .getByRole('dialog', { name: /^(Кошик|Cart)$/ })
      .getByRole('button', { name: /^(Оформити замовлення|Place an order)$/ })
      .click();
    await expect(shop.getByTestId('order-form')).toBeVisible();
    await check(shop);
  } finally {
    await context.close();
  }
};

const screenshotAt = async (page: Page, width: number, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: join(SCREENSHOTS, `site-${name}-${width}.png`), fullPage: true });
};

test.describe('admin: site management', () => {
  test.afterEach(async ({ request }) => {
    await resetCity(request, KYIV);
    await resetCity(request, LVIV);
  });

  test('staff stop delivery in Kyiv with a message: a Kyiv customer is not offered delivery and reads why', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openSiteManagement(page, 'Київ');
    await page.getByRole('checkbox', { name: 'Зупинити: доставка' }).check();
    await page.getByRole('textbox', { name: 'доставка: заголовок повідомлення' }).fill(STOP_TITLE);
    await page.getByRole('textbox', { name: 'доставка: текст повідомлення' }).fill(STOP_TEXT);
    await page.getByRole('button', { name: 'Зберегти зупинки' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();

    await asCustomerAtCheckout(browser, '/kyiv/', async (shop) => {
      const form = shop.getByTestId('order-form');
      await expect(form.getByRole('radio', { name: 'Доставка' })).toHaveCount(0);
      await expect(form.getByRole('radio', { name: 'Передзамовлення' })).toBeVisible();
      await expect(form.getByRole('note')).toHaveText(`${STOP_TITLE} ${STOP_TEXT}`);
      await shop.setViewportSize({ width: 375, height: 900 });
      await form.getByRole('note').scrollIntoViewIfNeeded();
      mkdirSync(SCREENSHOTS, { recursive: true });
      await shop.screenshot({ path: join(SCREENSHOTS, 'site-kyiv-customer-375.png') });
    });
  });

  test('staff switch online payment off in Lviv with a message: a Lviv customer is not offered it and reads why', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openSiteManagement(page, 'Львів');
    await page.getByRole('checkbox', { name: 'Зупинити: оплата онлайн' }).check();
    await page.getByRole('textbox', { name: 'оплата онлайн: заголовок повідомлення' }).fill(ONLINE_STOP_TITLE);
    await page.getByRole('textbox', { name: 'оплата онлайн: текст повідомлення' }).fill(ONLINE_STOP_TEXT);
    await page.getByRole('button', { name: 'Зберегти зупинки' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();

    await asCustomerAtCheckout(browser, '/', async (shop) => {
      const payMethods = shop.getByTestId('pay-methods');
      await expect(payMethods.getByRole('radio', { name: 'Готівкою' })).toBeVisible();
      await expect(payMethods.getByRole('radio', { name: 'Онлайн' })).toHaveCount(0);
      await expect(shop.getByTestId('online-payment-stop')).toHaveText(`${ONLINE_STOP_TITLE} ${ONLINE_STOP_TEXT}`);
    });
  });

  test('staff write a stop message in English too: it is saved beside the Ukrainian one', async ({ page, request }) => {
    await signIn(page);
    await openSiteManagement(page, 'Київ');
    await page.getByRole('checkbox', { name: 'Зупинити: доставка' }).check();
    await page.getByRole('textbox', { name: 'доставка: заголовок повідомлення' }).fill(STOP_TITLE);
    await page.getByRole('textbox', { name: 'доставка: текст повідомлення' }).fill(STOP_TEXT);
    const englishTitle = page.getByRole('textbox', { name: 'доставка: заголовок (англ.)' });
    // Folded away unless a translation is already written (the demo data's delivery stop has one).
    if (!(await englishTitle.isVisible())) await page.getByText('доставка: англійською та російською').click();
    await englishTitle.fill(STOP_TITLE_EN);
    await page.getByRole('textbox', { name: 'доставка: текст (англ.)' }).fill(STOP_TEXT_EN);
    await page.getByRole('button', { name: 'Зберегти зупинки' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();
    const delivery = (await siteOf(request, KYIV)).stops.find((stop) => stop.switch === 'delivery');
    expect(delivery).toMatchObject({
      stopped: true,
      title: STOP_TITLE,
      translations: { en: { title: STOP_TITLE_EN, description: STOP_TEXT_EN } },
    });
    mkdirSync(SCREENSHOTS, { recursive: true });
    const stops = page.getByRole('region', { name: 'Зупинки' });
    await stops.screenshot({ path: join(SCREENSHOTS, 'site-stop-translations-1280.png') });
    await page.setViewportSize({ width: 375, height: 900 });
    await englishTitle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'site-stop-translations-375.png') });
  });

  test('an English Kyiv customer reads the English stop message staff wrote', async ({ browser, request }) => {
    const kyiv = await siteOf(request, KYIV);
    const translations = {
      en: { title: STOP_TITLE_EN, description: STOP_TEXT_EN },
      ru: { title: '', description: '' },
    };
    const stops = kyiv.stops.map((stop) =>
      stop.switch === 'delivery'
        ? { ...stop, stopped: true, title: STOP_TITLE, description: STOP_TEXT, translations }
        : stop,
    );
    const stopped = await request.patch(`/api/admin/site?cityId=${KYIV}`, {
      headers: await adminAuthorization(request),
      data: { stops },
    });
    expect(stopped.ok(), await stopped.text()).toBe(true);
    await asCustomerAtCheckout(browser, '/en/kyiv/', async (shop) => {
      await expect(shop.getByTestId('order-form').getByRole('note')).toHaveText(`${STOP_TITLE_EN} ${STOP_TEXT_EN}`);
    });
  });

  test("staff open Kyiv later on Wednesdays: a Kyiv customer's header and footer say today's hours", async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openSiteManagement(page, 'Київ');
    await page.getByLabel('Середа: відкриття').fill('12:00');
    await page.getByLabel('Середа: закриття').fill('20:00');
    await page.getByRole('button', { name: 'Зберегти години' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();

    const context = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const shop = await context.newPage();
      await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await shop.goto('/kyiv/');
      // Noon on Wednesday 15.01.2025: the days differ, so today's hours are named.
      await expect(shop.getByTestId('shop-hours')).toHaveText('Сьогодні 12:00 - 20:00');
      await expect(shop.getByTestId('footer-hours')).toHaveText('Сьогодні 12:00 - 20:00');
      mkdirSync(SCREENSHOTS, { recursive: true });
      await shop.screenshot({ path: join(SCREENSHOTS, 'site-hours-header-1280.png') });
    } finally {
      await context.close();
    }
  });

  test('Kyiv closed today: the delivery page says so on a phone, and Lviv keeps its daily hours', async ({
    browser,
    request,
  }) => {
    const weekly = USUAL_WEEK.map((day, index) => (index === 2 ? null : day));
    const changed = await request.patch(`/api/admin/site?cityId=${KYIV}`, {
      headers: await adminAuthorization(request),
      data: { weekly },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    const context = await browser.newContext({ baseURL: currentShopUrl(), viewport: { width: 375, height: 800 } });
    try {
      const shop = await context.newPage();
      // 12:00 on a closed day is night for the modal; its notice is closed to read the page.
      await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await shop.goto('/kyiv/delivery/');
      await expect(shop.getByTestId('delivery-hours')).toHaveText(
        'Сьогодні ми зачинені. Передзамовлення можна зробити будь-коли.',
      );
      await expect(shop.getByTestId('footer-hours')).toHaveText('Сьогодні зачинено');
      await shop.keyboard.press('Escape');
      mkdirSync(SCREENSHOTS, { recursive: true });
      await shop.screenshot({ path: join(SCREENSHOTS, 'site-hours-delivery-375.png'), fullPage: true });
      await shop.goto('/');
      await expect(shop.getByTestId('shop-hours')).toHaveText('Щодня 10:30 - 22:30');
    } finally {
      await context.close();
    }
  });

  test('a delivery stop in Kyiv leaves Lviv customers their delivery', async ({ browser, request }) => {
    const kyiv = await siteOf(request, KYIV);
    const stopped = await request.patch(`/api/admin/site?cityId=${KYIV}`, {
      headers: await adminAuthorization(request),
      data: { stops: kyiv.stops.map((stop) => (stop.switch === 'delivery' ? { ...stop, stopped: true } : stop)) },
    });
    expect(stopped.ok(), await stopped.text()).toBe(true);
    await asCustomerAtCheckout(browser, '/', async (shop) => {
      await expect(shop.getByTestId('order-form').getByRole('radio', { name: 'Доставка' })).toBeVisible();
      await expect(shop.getByTestId('order-form').getByRole('note')).toHaveCount(0);
    });
  });

  test('the screen at 1280 and 375 px', async ({ page }) => {
    await signIn(page);
    await openSiteManagement(page, 'Київ');
    await screenshotAt(page, 1280, 'admin');
    await screenshotAt(page, 375, 'admin');
    // Nothing runs off the side on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("staff make tomorrow a holiday: that date's pre-order slots vanish for customers, the next day's stay", async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await openSiteManagement(page, 'Львів');
    await page.getByLabel('Дата винятку').fill('2025-01-16');
    await page.getByRole('button', { name: 'Додати дату' }).click();
    await expect(page.getByRole('checkbox', { name: '16.01.2025: вихідний' })).toBeChecked();
    await page.getByRole('button', { name: 'Зберегти винятки' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Прибрати 16.01.2025' })).toBeVisible();

    await asCustomerAtCheckout(browser, '/', async (shop) => {
      const form = shop.getByTestId('order-form');
      await form.getByRole('radio', { name: 'Передзамовлення' }).check();
      const time = form.getByLabel('Час');
      await form.getByLabel('Дата').fill('2025-01-16');
      await expect(time.locator('option', { hasText: /\d\d:\d\d/ })).toHaveCount(0);
      await form.getByLabel('Дата').fill('2025-01-17');
      await expect(time.locator('option', { hasText: '12:00' })).toHaveCount(1);
    });
  });

  test('a refused field is named beside it and nothing is saved', async ({ page, request }) => {
    await signIn(page);
    await openSiteManagement(page, 'Львів');
    await page.getByLabel('Понеділок: закриття').fill('09:00');
    await page.getByRole('button', { name: 'Зберегти години' }).click();
    await expect(page.getByText('Закриття має бути пізніше за відкриття (до півночі).')).toBeVisible();
    await expect(page.getByLabel('Понеділок: закриття')).toHaveAttribute('aria-invalid', 'true');
    expect((await siteOf(request, LVIV)).weekly[0]).toEqual({ open: '10:30', close: '22:30' });
  });
});
