import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';

/*
 * The order form's map/zone part and coupon part in the cart sidebar, against the real server and
 * its seed (no Google key on this machine, so the schematic map draws). Lviv: вулиця Івана Франка
 * 10 lies in the green (29 min) zone; GIFT offers three gifts; anything unknown is refused.
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

const cartSidebar = (page: Page) => page.getByRole('dialog', { name: 'Кошик' });
/** The same sidebar in its order step, where the title reads 'Оформлення замовлення'. */
const checkoutSidebar = (page: Page) => page.getByRole('dialog', { name: 'Оформлення замовлення' });

/** 3 × nuggets (297 ₴, above the 250 minimum), then the sidebar's order view. */
const openCheckout = async (page: Page) => {
  await page.goto('/');
  const add = page.getByRole('button', { name: 'Додати «Курячі нагетси, 6 шт» у кошик', exact: true });
  for (let index = 0; index < 3; index += 1) await add.click();
  await page.getByTestId('cart-button').click();
  await cartSidebar(page).getByRole('button', { name: 'Оформити замовлення' }).click();
  // The order form renders the parts; give it time to mount the map (zones load from /api/zones).
  await expect(checkoutSidebar(page).getByTestId('address-map')).toBeVisible({ timeout: 10_000 });
  return checkoutSidebar(page);
};

test.describe('checkout parts: zone map and coupon', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Lviv street and house show the zone and put the marker on the schematic map', async ({ page }) => {
    const sidebar = await openCheckout(page);
    const map = sidebar.getByTestId('address-map');
    await expect(map.locator('svg path[data-zone]')).toHaveCount(3);
    await expect(map).toContainText('© OpenStreetMap contributors');
    await expect(map.locator('[data-marker]')).toHaveCount(0);

    // Chosen from the keyboard: the arrows point at a suggestion while focus stays in the box.
    const street = sidebar.locator('#checkout-street');
    await street.fill('Франка');
    await street.press('ArrowDown');
    // Scoped to the street list: the form's selects have options of their own.
    const franka = sidebar.getByRole('listbox').getByRole('option', { name: 'вулиця Івана Франка', exact: true });
    await expect(franka).toHaveAttribute('aria-selected', 'true');
    await expect(street).toHaveAttribute('aria-activedescendant', (await franka.getAttribute('id')) ?? 'an id');
    await street.press('Enter');
    await expect(street).toHaveValue('вулиця Івана Франка');
    await expect(sidebar.getByRole('listbox')).toHaveCount(0);
    await sidebar.locator('#checkout-house').fill('10');

    await expect(map).toHaveAttribute('data-marker', 'shown');
    await expect(map.locator('[data-marker="address"]')).toHaveAttribute('data-in-zone', 'green');
    await expect(sidebar.locator('[data-slot="delivery-message"]')).toContainText('29');
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'checkout-parts-zone-1280.png') });

    await sidebar.locator('#checkout-street').fill('');
    await expect(map).toHaveAttribute('data-marker', 'none');
  });

  test('GIFT offers gifts; choosing one applies it; a wrong code shows the hint', async ({ page }) => {
    const sidebar = await openCheckout(page);
    const field = sidebar.getByTestId('coupon-field');
    const input = field.getByRole('textbox', { name: 'Промокод' });
    const apply = field.getByRole('button', { name: 'Застосувати' });

    await expect(apply).toBeDisabled();
    await input.fill('wrong1');
    await expect(input).toHaveValue('WRONG1');
    await apply.click();
    await expect(field.getByRole('alert')).toHaveText('Промокод не знайдено, спробуйте ще раз');
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'checkout-parts-coupon-error-1280.png') });

    await input.fill('gift');
    await apply.click();
    const choices = field.getByTestId('coupon-choices');
    await expect(choices.getByRole('button')).toHaveCount(3);
    await expect(input).toHaveJSProperty('readOnly', true);
    await page.screenshot({ path: join(SCREENSHOTS, 'checkout-parts-coupon-choose-1280.png') });

    await choices.getByRole('button', { name: 'Обрати Coca-Cola 0,5 л' }).click();
    const applied = field.getByTestId('coupon-applied');
    await expect(applied).toContainText('Промокод GIFT прийнято');
    await expect(applied).toContainText('Coca-Cola 0,5 л');
    await expect(field.getByRole('button', { name: 'Обрати інший подарунок' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'checkout-parts-coupon-applied-1280.png') });

    await applied.getByRole('button', { name: 'Скасувати промокод' }).click();
    await expect(input).toHaveValue('');
  });

  test('at 375 px the map and the coupon field fit the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const sidebar = await openCheckout(page);
    const map = sidebar.getByTestId('address-map');
    await expect(map.locator('svg path[data-zone]')).toHaveCount(3);
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'checkout-parts-375.png') });
  });
});

test.describe('checkout parts: the whole order form', () => {
  // A tall viewport shows the sidebar's whole form at once, so the map and the coupon are in one picture.
  for (const width of [375, 1280]) {
    test(`at ${width} px the form shows the map and the coupon field`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const sidebar = await openCheckout(page);
      await page.setViewportSize({ width, height: 2600 });
      await expect(sidebar.getByTestId('address-map')).toBeInViewport();
      await expect(sidebar.getByTestId('coupon-field')).toBeInViewport();
      await page.screenshot({ path: join(SCREENSHOTS, `checkout-form-with-parts-${width}.png`) });
    });
  }
});
