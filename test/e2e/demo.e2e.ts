import type { Page } from '@playwright/test';
import { DEMO_URL } from './support/shop-url';
import { expect, test as shopTest } from './support/shop-test';

/*
 * The demo (npm run demo, architecture/demo.md) in a real Chromium: the shop built to run in the
 * browser alone, served by Vite's preview with no server behind it. A customer orders from the
 * menu, reads the SMS code on the demo phone, and staff signed in with the demo login see the
 * order on the board. The browser's clock is pinned to noon in Kyiv, so the shop is open whatever
 * the time of the run, on a day after the kitchen's demo orders, so the new order tops the board;
 * the demo's timers are the browser's own and run.
 */
const test = shopTest.extend({ baseURL: async ({}, use) => use(DEMO_URL) });

const form = (page: Page) => page.getByTestId('order-form');

test('a customer orders in the demo and staff see the order on the board', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-06-11T09:00:00Z'));
  await page.goto('/');
  const nuggets = page.getByRole('article', { name: 'Курячі нагетси, 6 шт' });
  // The demo's own pictures, shipped with it: loaded (once in view: they load lazily), not broken.
  const picture = nuggets.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const add = page.getByRole('button', { name: 'Додати «Курячі нагетси, 6 шт» у кошик', exact: true });
  for (let i = 0; i < 3; i += 1) await add.click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Оформити замовлення' }).click();

  await form(page).getByLabel("Ім'я").fill('Олена');
  await form(page).getByLabel('Телефон').pressSequentially('671234567');
  await form(page).getByRole('combobox', { name: 'Вулиця' }).fill('Городоцька');
  await form(page).getByRole('option', { name: 'вулиця Городоцька', exact: true }).click();
  await form(page).getByLabel('Будинок').fill('28');
  // The zone lookup runs on the browser's timers: the address gets its zone and minutes.
  await expect(page.getByTestId('address-map')).toHaveAttribute('data-marker', 'shown');
  await expect(page.locator('[data-slot="delivery-message"]')).toContainText('29');
  await form(page).getByRole('radio', { name: 'Готівкою' }).check();
  await expect(form(page).getByTestId('totals-to-pay')).toHaveText('347 ₴');
  await form(page).getByRole('button', { name: 'Оформити замовлення' }).click();

  // No SMS gateway in a demo: the code arrives on the demo phone in the corner of the page.
  const sms = page.getByRole('status', { name: 'Телефон демо' });
  await expect(sms).toContainText('+38 (067) 123 45 67');
  const code = /код (\d{4})/.exec((await sms.textContent()) ?? '')?.[1] ?? '';
  const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
  await modal.getByLabel('Цифра 1').click();
  await page.keyboard.type(code);
  await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  const orderCode = (await page.getByTestId('checkout-code').locator('strong').textContent()) ?? '';
  expect(orderCode).toMatch(/^LV\d+$/);
  await expect(page.getByTestId('checkout-to-pay')).toContainText('347 ₴');

  await page.goto('/admin/login/');
  await page.getByLabel('Логін').fill('demo');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  const card = page.getByTestId('staff-order').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(orderCode);
  await expect(card.getByTestId('staff-order-status')).toHaveText('Нове');
  await expect(card).toContainText('Олена');
});
