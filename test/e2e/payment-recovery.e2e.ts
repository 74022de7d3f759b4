import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, test } from './support/shop-test';
import { freshPhoneDigits, maskedPhone } from './support/staff-orders';

/*
 * A failed online payment is not a dead end (architecture/order-status.md): the thank-you page and
 * the order status page offer to pay the same order again or in cash. The test payment page stands
 * in for LiqPay: its Decline button is the failed payment.
 */

const form = (page: Page) => page.getByTestId('order-form');
const card = (page: Page, code: string) => page.getByTestId('staff-order').filter({ hasText: code });

/** Nuggets to вулиця Городоцька 28, paid online; the journey ends on the test payment page. */
const orderOnline = async (page: Page, phoneDigits: string): Promise<void> => {
  await page.goto('/');
  for (let i = 0; i < 3; i += 1)
    await page.getByRole('button', { name: 'Додати «Курячі нагетси, 6 шт» у кошик', exact: true }).click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Оформити замовлення' }).click();
  await form(page).getByLabel("Ім'я").fill('Олена');
  await form(page).getByLabel('Телефон').pressSequentially(phoneDigits);
  await form(page).getByRole('radio', { name: 'Онлайн' }).check();
  await form(page).getByRole('combobox', { name: 'Вулиця' }).fill('Городоцька');
  await form(page).getByRole('option', { name: 'вулиця Городоцька', exact: true }).click();
  await form(page).getByLabel('Будинок').fill('28');
  await form(page).getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(page.getByTestId('test-payment-decline')).toBeVisible();
};

/** Back on the thank-you page after declining: the order's code from the return address. */
const declineAndReturn = async (page: Page): Promise<string> => {
  await page.getByTestId('test-payment-decline').click();
  await expect(page).toHaveURL(/\/checkout\/\?orderId=/);
  await expect(page.getByTestId('payment-recovery')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId') ?? '';
};

const ordersOfPhone = async (request: APIRequestContext, phoneDigits: string): Promise<number> => {
  const token = (
    (await (await request.post('/api/auth', { data: { login: 'e2e-admin', password: 'e2e-password-1' } })).json()) as {
      token: string;
    }
  ).token;
  const list = await request.get(`/api/admin/orders?cityId=1&search=${phoneDigits}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { orders: unknown[] }).orders.length;
};

test.describe('a failed online payment', () => {
  test('is retried from the order status page and paid: the same order, once', async ({ page, request }) => {
    const phoneDigits = freshPhoneDigits();
    await orderOnline(page, phoneDigits);
    const code = await declineAndReturn(page);
    const recovery = page.getByTestId('payment-recovery');
    await expect(recovery.getByRole('heading', { name: 'Оплата не пройшла' })).toBeVisible();
    await expect(recovery.getByRole('button', { name: 'Оплатити ще раз' })).toBeVisible();
    await expect(recovery.getByRole('button', { name: 'Оплатити готівкою при отриманні' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/payment-recovery-failed.png', fullPage: true });
    // The cart still holds the order until it is paid or placed.
    await expect(page.getByTestId('cart-button')).not.toHaveAccessibleName('Кошик: 0 ₴');

    await page.getByTestId('checkout-status-link').click();
    await expect(page).toHaveURL(new RegExp(`/order/${code}/$`));
    await page.getByTestId('payment-recovery').getByRole('button', { name: 'Оплатити ще раз' }).click();
    await page.getByTestId('test-payment-pay').click();

    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByTestId('checkout-page')).toBeVisible();
    await expect(page.getByTestId('checkout-code').locator('strong')).toHaveText(code);
    await expect(page.getByTestId('payment-recovery')).toHaveCount(0);
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Кошик: 0 ₴');
    expect(await (await request.post('/api/order/payment-status', { data: { orderId: code } })).json()).toBe('success');
    expect(await ordersOfPhone(request, phoneDigits)).toBe(1);

    // Paid: the status page no longer offers to pay, and the server would refuse it anyway.
    await page.goto(`/order/${code}/`);
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expect(page.getByTestId('payment-recovery')).toHaveCount(0);
    const again = await request.post(`/api/order/${code}/payment-retry`);
    expect(again.status()).toBe(409);
  });

  test('is switched to cash and appears on the staff board as a cash order, live', async ({
    page,
    browser,
    request,
  }) => {
    const phoneDigits = freshPhoneDigits();
    const staff = await (await browser.newContext({ baseURL: currentShopUrl() })).newPage();
    await signIn(staff);
    await expect(staff.getByRole('status').filter({ hasText: 'Наживо' })).toBeVisible();

    await orderOnline(page, phoneDigits);
    const code = await declineAndReturn(page);
    await staff.getByRole('button', { name: 'Очікують клієнта' }).click();
    await expect(card(staff, code).getByTestId('staff-order-awaiting')).toHaveText('Оплата не пройшла — не готувати');

    await page.getByTestId('payment-recovery').getByRole('button', { name: 'Оплатити готівкою при отриманні' }).click();
    // A phone never confirmed before: the code modal, as for any first cash order.
    const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
    await expect(modal).toBeVisible();
    const sms = (await (
      await request.get(`/api/dev/sms?phone=${encodeURIComponent(maskedPhone(phoneDigits))}`)
    ).json()) as { code: string };
    await modal.getByLabel('Цифра 1').click();
    await page.keyboard.type(sms.code);
    await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByTestId('checkout-page')).toBeVisible();
    await expect(page.getByTestId('checkout-code').locator('strong')).toHaveText(code);
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Кошик: 0 ₴');

    // The board: gone from the awaiting group, and in the kitchen's as a cash order to accept.
    await expect(card(staff, code)).toHaveCount(0, { timeout: 2_000 });
    await staff.getByRole('button', { name: 'Для кухні' }).click();
    await expect(card(staff, code)).toContainText('Готівкою');
    await expect(card(staff, code).getByRole('button', { name: 'Прийняти' })).toBeVisible();
    expect(await ordersOfPhone(request, phoneDigits)).toBe(1);
    await page.screenshot({ path: 'test-results/screenshots/payment-recovery-cash-thank-you.png', fullPage: true });
    await staff.screenshot({ path: 'test-results/screenshots/payment-recovery-cash-board.png', fullPage: true });
    await staff.context().close();
  });
});
