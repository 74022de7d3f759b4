import type { Page } from '@playwright/test';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';
import { confirmOrder, freshPhoneDigits, placeOrder } from './support/staff-orders';

/*
 * The orders board as a shift runs it, against the real server: orders arrive by themselves
 * (Server-Sent Events), orders waiting for the customer stay apart, and each order has a ticket
 * to print for the kitchen.
 */

const LIVE_WITHIN_MS = 2_000;

const card = (page: Page, code: string) => page.getByTestId('staff-order').filter({ hasText: code });

const openLiveBoard = async (page: Page) => {
  await signIn(page);
  await expect(page.getByRole('status').filter({ hasText: 'Наживо' })).toBeVisible();
};

test.describe('admin: the live orders board', () => {
  test('an order placed in another browser appears on an open board within 2 s, and counts in the tab title', async ({
    page,
    browser,
    request,
  }) => {
    // A customer who confirmed their phone before: their next order is the kitchen's at once.
    const phoneDigits = freshPhoneDigits();
    await confirmOrder(request, await placeOrder(request, phoneDigits, 'Перше замовлення'), phoneDigits);
    await openLiveBoard(page);
    await expect(page).not.toHaveTitle(/^\(\d+\)/);

    const customer = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const code = await placeOrder(customer.request, phoneDigits, 'Прийшло саме');
      await expect(card(page, code)).toBeVisible({ timeout: LIVE_WITHIN_MS });
      await expect(card(page, code).getByRole('button', { name: 'Прийняти' })).toBeVisible();
      await expect(page).toHaveTitle(/^\(1\) /);
    } finally {
      await customer.close();
    }
    // Staff looked (a click on the board): the count goes.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page).not.toHaveTitle(/^\(\d+\)/);
  });

  test('an order awaiting its SMS code is shown apart with no accept button, and joins the kitchen once confirmed', async ({
    page,
    request,
  }) => {
    const phoneDigits = freshPhoneDigits();
    const code = await placeOrder(request, phoneDigits, 'Чекаю код');
    await openLiveBoard(page);
    await expect(card(page, code)).toHaveCount(0);

    await page.getByRole('button', { name: 'Очікують клієнта' }).click();
    await expect(page.getByRole('button', { name: 'Очікують клієнта' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, code).getByTestId('staff-order-awaiting')).toHaveText(
      'Очікує SMS-код від клієнта — не готувати',
    );
    await expect(card(page, code).getByRole('button', { name: 'Прийняти' })).toHaveCount(0);
    // The server refuses it too.
    const refused = await request.post(`/api/admin/orders/${code}/status`, {
      headers: await adminAuthorization(request),
      data: { from: 'new', to: 'accepted' },
    });
    expect(refused.status()).toBe(409);

    await confirmOrder(request, code, phoneDigits);
    await expect(card(page, code)).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
    await page.getByRole('button', { name: 'Для кухні' }).click();
    await expect(card(page, code).getByRole('button', { name: 'Прийняти' })).toBeVisible();
  });

  test('staff find an order by phone, and print its kitchen ticket', async ({ page, request, context }) => {
    const phoneDigits = freshPhoneDigits();
    const code = await placeOrder(request, phoneDigits, 'Без цибулі, будь ласка');
    await confirmOrder(request, code, phoneDigits);
    await signIn(page);
    await page.getByRole('searchbox', { name: 'Код або телефон' }).fill(phoneDigits.slice(-7));
    await page.getByRole('button', { name: 'Показати' }).click();
    await expect(page.getByTestId('staff-order')).toHaveCount(1);

    const [ticketPage] = await Promise.all([
      context.waitForEvent('page'),
      card(page, code).getByRole('link', { name: 'Чек для кухні' }).click(),
    ]);
    await ticketPage.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
    const ticket = ticketPage.getByTestId('kitchen-ticket');
    await expect(ticket.getByRole('heading', { name: code })).toBeVisible();
    await expect(ticket).toContainText('2 × Класичний');
    await expect(ticket).toContainText('Без цибулі, будь ласка');
    await expect(ticket).toContainText('Адреса: вулиця Городоцька 28, кв. 4, Львів');
    await expect(ticket).toContainText('Готівкою · Оплата при отриманні · Решта з 500');
    await expect(ticketPage).toHaveTitle(new RegExp(`Чек замовлення ${code}`));

    // On paper: the ticket alone, no admin menu and no buttons.
    await ticketPage.emulateMedia({ media: 'print' });
    await expect(ticketPage.getByRole('button', { name: 'Друкувати' })).toBeHidden();
    await expect(ticketPage.getByRole('button', { name: 'Вийти' })).toBeHidden();
    await expect(ticket).toBeVisible();
    await ticketPage.screenshot({ path: '/tmp/board-ticket-print.png', fullPage: true });
    await ticketPage.emulateMedia({ media: 'screen' });
    await ticketPage.screenshot({ path: '/tmp/board-ticket-1280.png', fullPage: true });
  });

  test('on a phone the filters fold behind one button, so the orders start on the first screen', async ({
    page,
    request,
  }) => {
    const phoneDigits = freshPhoneDigits();
    const code = await placeOrder(request, phoneDigits, 'Телефон у руці');
    await confirmOrder(request, code, phoneDigits);
    await page.setViewportSize({ width: 375, height: 667 });
    await openLiveBoard(page);
    const search = page.getByRole('searchbox', { name: 'Код або телефон' });
    await expect(search).toBeHidden();
    const first = page.getByTestId('staff-order').first();
    await expect(first).toBeVisible();
    // The first order's top is on the first screen, with room for its heading.
    expect(((await first.boundingBox())?.y ?? 667) + 80).toBeLessThan(667);
    await page.screenshot({ path: '/tmp/gaps-board-filters-closed-375.png' });

    await page.getByRole('button', { name: 'Фільтри', exact: true }).click();
    await search.fill(phoneDigits.slice(-7));
    await page.screenshot({ path: '/tmp/gaps-board-filters-open-375.png' });
    await page.getByRole('button', { name: 'Показати' }).click();
    // Applied: folded again, and the button counts the filter.
    await expect(search).toBeHidden();
    await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('staff-order')).toHaveCount(1);
    await expect(card(page, code)).toBeVisible();
  });

  test('at 1280 px the filters stay open, with no button to fold them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLiveBoard(page);
    await expect(page.getByRole('searchbox', { name: 'Код або телефон' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Фільтри/ })).toBeHidden();
    await page.screenshot({ path: '/tmp/gaps-board-filters-1280.png' });
  });

  for (const width of [1280, 375]) {
    test(`screenshots of the board at ${width} px`, async ({ page, request }) => {
      const phoneDigits = freshPhoneDigits();
      await placeOrder(request, phoneDigits, 'Для знімка');
      await page.setViewportSize({ width, height: 900 });
      await openLiveBoard(page);
      await expect(page.getByTestId('staff-order').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/board-kitchen-${width}.png` });
      await page.getByRole('button', { name: 'Очікують клієнта' }).click();
      await expect(page.getByTestId('staff-order-awaiting').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/board-awaiting-${width}.png` });
    });
  }
});
