import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * Staff add a burger in the admin area with its names in every language and the "spicy" label; a
 * customer reading the English menu finds it with its English name, price and label and puts it in
 * the cart; staff archive it and it is gone from the menu.
 */

const NAMES = { uk: 'Пекельний', en: 'Inferno', ru: 'Адский' } as const;
const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

const form = (page: Page) => page.getByRole('form', { name: 'Новий товар' });
const staffRow = (page: Page) => page.getByRole('article', { name: NAMES.uk, exact: true });

/** The English menu of Lviv as a customer who opens the shop now sees it, in a fresh browser. */
const asEnglishCustomer = async (browser: Browser, check: (shop: Page) => Promise<void>): Promise<void> => {
  const context = await browser.newContext({ baseURL: currentShopUrl() });
  try {
    const shop = await context.newPage();
    await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
    await shop.goto('/en/');
    await expect(shop.getByRole('article', { name: 'Classic', exact: true })).toBeVisible();
    await check(shop);
  } finally {
    await context.close();
  }
};

/** Archives every product this journey may have left behind, so later journeys meet the seeded menu. */
const archiveLeftovers = async (request: APIRequestContext): Promise<void> => {
  const headers = await adminAuthorization(request);
  const menu = (await (await request.get('/api/admin/menu?cityId=1', { headers })).json()) as {
    categories: { products: { iikoId: string; translation: { uk: string } }[] }[];
  };
  for (const product of menu.categories
    .flatMap((category) => category.products)
    .filter((each) => each.translation.uk === NAMES.uk)) {
    await request.delete(`/api/admin/menu/products/${product.iikoId}`, { headers });
  }
};

test.describe('admin: products staff add and archive', () => {
  test.afterEach(async ({ request }) => {
    await archiveLeftovers(request);
  });

  test('staff add a spicy burger; an English-speaking customer buys it; staff archive it and it is gone', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page);
    await page.goto('/admin/burgers/crafts/');
    await expect(page.getByRole('article', { name: 'Класичний', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Додати товар' }).click();
    const added = form(page);
    await expect(added).toBeVisible();
    await expect(added.getByLabel('Категорія')).toHaveValue('burgers');
    await added.getByLabel('Назва українською').fill(NAMES.uk);
    await added.getByLabel('Назва російською').fill(NAMES.ru);
    await added.getByLabel('Опис українською').fill('Яловичина, халапеньо і чилі-соус.');
    await added.getByLabel('Опис англійською').fill('Beef, jalapeños and chilli sauce.');
    await added.getByLabel('Опис російською').fill('Говядина, халапеньо и чили-соус.');
    await added.getByLabel('Базова ціна, ₴').fill('219');
    await added.getByLabel('Вага чи об’єм').fill('320');
    await added.getByRole('checkbox', { name: 'Гостре' }).check();

    // The English name is missing: the form says so next to that field and sends nothing.
    await added.getByRole('button', { name: 'Зберегти товар' }).click();
    const english = added.getByLabel('Назва англійською');
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await expect(english).toHaveAccessibleDescription('Обов’язкове поле.');
    // The form at a desktop's width and a phone's: on the phone every control is reachable and nothing scrolls sideways.
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await added.screenshot({ path: join(SCREENSHOTS, 'admin-product-form-1280.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 812 });
    for (const control of [
      english,
      added.getByRole('checkbox', { name: 'Веганське' }),
      added.getByRole('button', { name: 'Скасувати' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await added.screenshot({ path: join(SCREENSHOTS, 'admin-product-form-375.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await english.fill(NAMES.en);
    await expect(english).toHaveAttribute('aria-invalid', 'false');
    await added.getByRole('button', { name: 'Зберегти товар' }).click();
    await expect(added).toBeHidden();
    await expect(staffRow(page)).toContainText('219 ₴');

    await asEnglishCustomer(browser, async (shop) => {
      const card = shop.getByRole('article', { name: NAMES.en, exact: true });
      await expect(card).toContainText('219 ₴');
      await expect(card).toContainText('320 g');
      // As a screen reader reads it: the word, without the decorative icon.
      await expect(card.getByRole('list', { name: 'Allergens and labels' })).toMatchAriaSnapshot(`
        - list "Allergens and labels":
          - listitem: Spicy
      `);
      await card.getByRole('button', { name: `Add “${NAMES.en}” to the cart` }).click();
      await expect(shop.getByTestId('cart-button')).toContainText('219 ₴');
    });

    await staffRow(page)
      .getByRole('button', { name: `Редагувати товар «${NAMES.uk}»` })
      .click();
    const edit = page.getByRole('form', { name: `Редагування: ${NAMES.uk}` });
    await edit.getByRole('button', { name: 'Архівувати' }).click();
    await edit.getByRole('button', { name: 'Так, архівувати' }).click();
    await expect(staffRow(page)).toHaveCount(0);

    await asEnglishCustomer(browser, async (shop) => {
      await expect(shop.getByRole('article', { name: NAMES.en, exact: true })).toHaveCount(0);
    });
  });
});
