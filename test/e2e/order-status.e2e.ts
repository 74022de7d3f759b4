import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, test } from './support/shop-test';
import { confirmOrder, freshPhoneDigits, maskedPhone, placeOrder } from './support/staff-orders';

/*
 * The customer follows a cash order on its status page while staff move it, against the real
 * server: every change reaches the open page (Server-Sent Events) without a reload, in every
 * browser that shows it, and a cancelled order says why.
 */

const LIVE_WITHIN_MS = 2_000;
const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

/** Places a cash delivery and answers its code and the status page's path the confirmation SMS links to. */
const placeWithSmsLink = async (request: APIRequestContext, comment: string) => {
  const phoneDigits = freshPhoneDigits();
  const code = await placeOrder(request, phoneDigits, comment);
  const sms = (await (
    await request.get(`/api/dev/sms?phone=${encodeURIComponent(maskedPhone(phoneDigits))}`)
  ).json()) as { text: string };
  const link = /https?:\/\/\S+/.exec(sms.text)?.[0] ?? '';
  expect(link, sms.text).toMatch(new RegExp(`/order/${code}/$`));
  await confirmOrder(request, code, phoneDigits);
  return { code, phoneDigits, path: new URL(link).pathname };
};

const statusOf = (page: Page) => page.getByTestId('order-status');

/** A picture of the page at a width, once the layout change's transitions (the side menu) have settled. */
const screenshotAt = async (page: Page, width: number, name: string) => {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
};
const currentStep = (page: Page) => page.locator('[data-testid="order-status-step"][data-state="current"]');

test.describe('the order status page', () => {
  test('follows a cash delivery through every step within 2 s, in two browsers, without a reload', async ({
    page,
    browser,
    request,
  }) => {
    const auth = await adminAuthorization(request);
    const { code, phoneDigits, path } = await placeWithSmsLink(request, 'Стежу за замовленням');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення ${code}`);
    await expect(page.getByTestId('order-status-waiting')).toHaveText('Чекаємо, поки ресторан прийме замовлення.');
    await expect(page.getByText(`Олена, телефон закінчується на ${phoneDigits.slice(-2)}`)).toBeVisible();
    // Noon in Kyiv plus the green zone's 29 minutes.
    await expect(page.getByTestId('order-status-promise')).toHaveText('Доставимо до 12:29 (до 29 хв)');
    await expect(page.getByTestId('order-status-to-pay')).toContainText('₴');
    // The delivery line makes the lines add up to what is paid.
    await expect(page.getByTestId('order-status-shipping')).toContainText('Доставка');
    // Neither the address nor the whole phone is on the page.
    await expect(page.locator('body')).not.toContainText('Городоцька');
    await expect(page.locator('body')).not.toContainText(phoneDigits.slice(2));
    await page.evaluate(() => Object.assign(window, { orderStatusNotReloaded: true }));

    const other = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const second = await other.newPage();
      await second.goto(path);
      await expect(statusOf(second)).toHaveAttribute('data-status', 'new');

      const steps = [
        ['new', 'accepted', 'Прийнято'],
        ['accepted', 'cooking', 'Готується'],
        ['cooking', 'delivering', "У кур'єра"],
        ['delivering', 'completed', 'Доставлено'],
      ] as const;
      for (const [from, to, word] of steps) {
        const moved = await request.post(`/api/admin/orders/${code}/status`, { data: { from, to }, headers: auth });
        expect(moved.ok(), await moved.text()).toBe(true);
        for (const shown of [page, second]) {
          await expect(statusOf(shown)).toHaveAttribute('data-status', to, { timeout: LIVE_WITHIN_MS });
          await expect(currentStep(shown)).toHaveText(word);
        }
        if (to === 'cooking') {
          for (const width of [375, 1280]) await screenshotAt(page, width, 'order-status-cooking');
        }
      }
      await expect(page.getByTestId('order-status-waiting')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { orderStatusNotReloaded?: boolean }).orderStatusNotReloaded),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });

  test('staff cancel on the board with a reason: the open status page says so with it, live and after a reload', async ({
    page,
    browser,
    request,
  }) => {
    const { code, path } = await placeWithSmsLink(request, 'Скасують');
    await page.goto(path);
    await expect(statusOf(page)).toHaveAttribute('data-status', 'new');

    const staff = await browser.newContext({ baseURL: currentShopUrl() });
    const reason = 'Кухня зачинилася через аварію світла';
    try {
      const board = await staff.newPage();
      await signIn(board);
      const card = board.getByTestId('staff-order').filter({ hasText: code });
      // The board asks why before it cancels; the answer goes to the customer.
      board.once('dialog', (dialog) => void dialog.accept(reason));
      await card.getByRole('button', { name: 'Скасувати' }).click();
      await expect(card.getByTestId('staff-order-status')).toHaveAttribute('data-status', 'cancelled');
    } finally {
      await staff.close();
    }
    await expect(page.getByTestId('order-status-cancelled')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(page.getByTestId('order-status-cancel-reason')).toHaveText(reason);
    await expect(page.getByTestId('order-status-step')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('order-status-cancel-reason')).toHaveText(reason);
    for (const width of [375, 1280]) await screenshotAt(page, width, 'order-status-cancelled');
  });

  test('an unknown code is said plainly; an address no code can have is the 404 page', async ({ page }) => {
    await page.goto('/en/order/NOSUCHCODE/');
    await expect(page.getByTestId('order-status-empty')).toHaveText(
      'There is no order with this number. Check the link in the SMS or on the thank-you page.',
    );
    const response = await page.goto('/order/not.a.code/');
    expect(response?.status()).toBe(404);
  });
});
