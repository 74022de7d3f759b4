import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { cartLine, orderBody, uniquePhone } from '../integration/orders/support/order-requests';
import { exitWithin, spawnShop, waitUntilHealthy, type ShopProcess } from '../integration/support/shop-process';
import { KYIV_TIMES } from './support/kyiv-clock';
import { expect, test } from './support/shop-test';

/*
 * Night, end to end: the main e2e server runs at noon (playwright.config.ts), so this file starts a
 * SECOND shop whose own clock (SHOP_FIXED_TIME) is 23:00 in Kyiv, on its own port and a fresh
 * database directory, and pins the browser's clock to the same instant. Both the form's night path
 * (only pre-order offered) and the server's night rules (a delivery refused, a pre-order for
 * tomorrow accepted and stored) are exercised against that shop.
 */

/** 23:00 in Kyiv (UTC+2 in January): the same instant as KYIV_TIMES.night. */
const NIGHT = '2025-01-15T23:00:00+02:00';

let night: ShopProcess | undefined;
let dataDir = '';
let api: APIRequestContext | undefined;

const nightShop = (): ShopProcess => {
  if (night === undefined) throw new Error('The night shop did not start');
  return night;
};
const nightApi = (): APIRequestContext => {
  if (api === undefined) throw new Error('The night shop did not start');
  return api;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(new Date(NIGHT).getTime()).toBe(new Date(KYIV_TIMES.night).getTime());
  // Private (0700) from mkdtemp; the embedded PostgreSQL runs as 'postgres' and must enter it.
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-night-'));
  chmodSync(dataDir, 0o711);
  // The main webServer (npm start) has already built the shop; this one runs that same build.
  night = await spawnShop({
    dataDir,
    server: 'built',
    env: { SHOP_FIXED_TIME: NIGHT, ADMIN_LOGIN: 'e2e-admin', ADMIN_PASSWORD: 'e2e-password-1', SHOP_DEV_SMS: '1' },
  });
  await waitUntilHealthy(night, 100_000);
  api = await apiRequest.newContext({ baseURL: night.baseUrl });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await api?.dispose();
  if (night !== undefined) {
    night.signal('SIGTERM');
    const exit = await exitWithin(night, 30_000);
    expect(exit, `night shop output:\n${night.output()}`).not.toBe('timeout');
  }
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Додати «${name}» у кошик`, exact: true });
const form = (page: Page) => page.getByTestId('order-form');

/** '+38 (067) 123 45 67' → the 9 digits typed after the mask's '+38 (0'. */
const typedDigits = (masked: string): string => masked.replace(/\D/g, '').slice(3);

const confirmBySms = async (page: Page, masked: string) => {
  const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
  await expect(modal).toBeVisible();
  const answer = await nightApi().get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`);
  expect(answer.ok()).toBe(true);
  const { code } = (await answer.json()) as { code: string };
  await modal.getByLabel('Цифра 1').click();
  await page.keyboard.type(code);
  await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();
};

test.describe('night (a second shop at 23:00 Kyiv)', () => {
  test('the server refuses a delivery; the form offers only pre-order and a pre-order for tomorrow is stored', async ({
    page,
  }) => {
    const base = nightShop().baseUrl;

    // API level: the night shop's own rules refuse a delivery "now" with the night reason...
    const refused = await nightApi().post('/api/order/create', { data: orderBody([cartLine('side-nuggets', 3)]) });
    expect(refused.status()).toBe(422);
    const refusal = (await refused.json()) as { success: boolean; reason: string; message: string };
    expect(refusal).toMatchObject({ success: false, reason: 'night-pre-order-only' });
    expect(refusal.message).toMatch(/З 22:30 до 10:00/);

    // ...and in the browser, at the same instant, only pre-order is offered.
    await page.clock.setFixedTime(new Date(NIGHT));
    const phone = uniquePhone();
    await page.goto(`${base}/`);
    await page
      .getByRole('dialog', { name: 'Ми вже відпочиваємо' })
      .getByRole('button', { name: 'Оформити передзамовлення' })
      .click();
    for (let i = 0; i < 3; i += 1) await addButton(page, 'Курячі нагетси, 6 шт').click();
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Оформити замовлення' }).click();
    await expect(form(page)).toBeVisible();
    const types = form(page).getByTestId('delivery-type');
    await expect(types.getByRole('radio')).toHaveCount(1);
    await expect(types.getByRole('radio', { name: 'Передзамовлення' })).toBeChecked();
    await form(page).getByLabel("Ім'я").fill('Олена');
    await form(page).getByLabel('Телефон').pressSequentially(typedDigits(phone));
    await expect(form(page).getByLabel('Телефон')).toHaveValue(phone);
    await form(page).getByRole('combobox', { name: 'Вулиця' }).fill('Городоцька');
    await form(page).getByRole('option', { name: 'вулиця Городоцька', exact: true }).click();
    await form(page).getByLabel('Будинок').fill('28');
    await form(page).getByLabel('Дата').fill('2025-01-16');
    await form(page).getByLabel('Час').selectOption('12:00');
    await form(page).getByRole('radio', { name: 'Готівкою' }).check();
    await expect(form(page).getByTestId('totals-to-pay')).toHaveText('347 ₴');
    await form(page).getByRole('button', { name: 'Оформити замовлення' }).click();
    await confirmBySms(page, phone);

    // The thank-you page of the night shop, and the order that shop stored.
    await expect(page).toHaveURL(`${base}/checkout/`);
    const code = (await page.getByTestId('checkout-code').locator('strong').textContent()) ?? '';
    expect(code).not.toBe('');
    const stored = await nightApi().get(`/api/order/${code}`);
    expect(stored.ok()).toBe(true);
    const summary = (await stored.json()) as {
      totals: { toPay: number };
      checkout: { deliveryType: string; deliveryDate: string; deliveryTime: string };
    };
    expect(summary.totals.toPay).toBe(347);
    expect(summary.checkout).toMatchObject({
      deliveryType: 'pre-order',
      deliveryDate: '16.01.2025',
      deliveryTime: '12:00',
    });
  });
});
