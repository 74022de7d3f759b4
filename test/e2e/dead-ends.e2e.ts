import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * No dead ends on the way to an order: a new SMS code after a minute (the browser's clock and the
 * server's fixed clock moved on together), the house number rule, the reason beside a disabled
 * submit button, and the layout defects each checked at the width where it happened.
 */

const T0 = new Date(SHOP_FIXED_TIME).getTime();
const NUGGETS = 'Курячі нагетси, 6 шт';

let phoneSeq = 0;
const freshPhone = () => {
  phoneSeq += 1;
  const digits = `63${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(2, '0')}`;
  return {
    typed: digits,
    masked: `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`,
  };
};

const form = (page: Page) => page.getByTestId('order-form');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Оформити замовлення' });

const openOrderForm = async (page: Page, path = '/') => {
  await page.goto(path);
  for (let i = 0; i < 3; i += 1)
    await page.getByRole('button', { name: `Додати «${NUGGETS}» у кошик`, exact: true }).click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(form(page)).toBeVisible();
};

const fillDelivery = async (page: Page, phone: string, house: string) => {
  await form(page).getByLabel("Ім'я").fill('Олена');
  await form(page).getByLabel('Телефон').fill(phone);
  await form(page).getByRole('combobox', { name: 'Вулиця' }).fill('Городоцька');
  await form(page).getByRole('option', { name: 'вулиця Городоцька', exact: true }).click();
  await form(page).getByLabel('Будинок').fill(house);
  await form(page).getByRole('radio', { name: 'Готівкою' }).check();
};

const lastCode = async (request: APIRequestContext, masked: string): Promise<string> => {
  const answer = await request.get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { code: string }).code;
};

const smsSentAt = async (request: APIRequestContext, masked: string): Promise<string> =>
  ((await (await request.get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`)).json()) as { sentAt: string }).sentAt;

const moveServerClock = async (request: APIRequestContext, seconds: number) => {
  const moved = await request.post('/api/dev/clock', { data: { advanceSeconds: seconds } });
  expect(moved.ok(), await moved.text()).toBe(true);
};

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('no box');
  return box;
};
const intersect = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The floating call-back button (found even while it keeps away), when it shows, must not lie over
 * `target`. Polled: a page's text arrives after the first paint, and only then does the page become
 * scrollable and the button step away.
 */
const expectClearOf = async (page: Page, target: Locator) => {
  const button = page.locator('button[aria-haspopup="dialog"][aria-label="Замовити дзвінок"]');
  const covers = async (): Promise<boolean> =>
    (await button.isVisible()) && intersect(await boxOf(button), await boxOf(target));
  await expect.poll(covers).toBe(false);
};

/** Texts come from the API after the first paint: wait for them, and for the frame that follows. */
const settled = async (page: Page) => {
  await expect(page.locator('main p').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

test.describe('no dead ends', () => {
  test('a new SMS code after a minute, on the browser clock; the new code confirms the order', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await openOrderForm(page);
    await fillDelivery(page, phone.typed, '28');
    await expect(form(page).getByTestId('sticks')).toBeVisible();
    await submit(page).click();
    const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
    const resend = modal.getByTestId('sms-resend');
    await expect(resend).toHaveText('Надіслати код ще раз через 1:00');
    const firstSentAt = await smsSentAt(request, phone.masked);
    await page.clock.setFixedTime(new Date(T0 + 18_000));
    await expect(resend).toHaveText('Надіслати код ще раз через 0:42');
    await moveServerClock(request, 60);
    try {
      await page.clock.setFixedTime(new Date(T0 + 60_000));
      await resend.getByRole('button', { name: 'Надіслати код ще раз' }).click();
      await expect(modal.getByTestId('sms-notice')).toHaveText('Новий код надіслано. Попередній більше не діє.');
      await expect(resend).toHaveText('Надіслати код ще раз через 1:00');
      // The old code stops working: the API tests check that; here the new one ends the journey.
      await expect.poll(() => smsSentAt(request, phone.masked)).not.toBe(firstSentAt);
      const second = await lastCode(request, phone.masked);
      await modal.getByLabel('Цифра 1').click();
      await page.keyboard.type(second);
      await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();
      await expect(page.getByTestId('checkout-code')).toBeVisible();
    } finally {
      await moveServerClock(request, -60);
    }
  });

  test('a house that is no house number is refused under the field, and the reason shows by the button', async ({
    page,
  }) => {
    await openOrderForm(page);
    await fillDelivery(page, freshPhone().typed, 'абв');
    await form(page).getByLabel('Квартира').focus();
    const house = form(page).getByLabel('Будинок');
    await expect(page.locator('#checkout-house-error')).toHaveText(
      'Номер будинку має починатися з цифри, наприклад 28, 28а або 28/2',
    );
    await expect(house).toHaveAttribute('aria-invalid', 'true');
    await expect(submit(page)).toBeDisabled();
    await expect(form(page).getByTestId('submit-reason')).toHaveText(
      'Номер будинку має починатися з цифри, наприклад 28, 28а або 28/2',
    );
    await house.fill('28а');
    await expect(page.locator('#checkout-house-error')).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();
    await expect(form(page).getByTestId('submit-reason')).toHaveCount(0);
  });

  test('the disabled submit button says why, the first reason first', async ({ page }) => {
    await openOrderForm(page);
    const reason = form(page).getByTestId('submit-reason');
    await expect(submit(page)).toBeDisabled();
    await expect(reason).toHaveText("Введіть ім'я");
    await expect(submit(page)).toHaveAttribute('aria-describedby', 'checkout-submit-reason');
    await form(page).getByLabel("Ім'я").fill('Олена');
    await expect(reason).toHaveText('Введіть номер телефону повністю');
    await form(page).getByLabel('Телефон').pressSequentially(freshPhone().typed);
    await expect(reason).toHaveText('Оберіть вулицю зі списку');
  });

  test('/checkout/ does not scroll sideways at 320 px, with and without the order form', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/checkout/');
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await openOrderForm(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("the call-back button covers neither the offer's minimum order at 375 px nor the footer phone at 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/public-offer/');
    const minimum = page.getByText(/Мінімальна сума замовлення/);
    await expect(minimum).toBeVisible();
    await settled(page);
    await expectClearOf(page, minimum);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Замовити дзвінок' })).toBeVisible();
    await expectClearOf(page, page.getByRole('contentinfo').getByRole('link', { name: /\+38/ }));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/vacancies/');
    const footerPhone = page.getByRole('contentinfo').getByRole('link', { name: /\+38/ });
    await expect(footerPhone).toBeVisible();
    await settled(page);
    await expectClearOf(page, footerPhone);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Замовити дзвінок' })).toBeVisible();
    await expectClearOf(page, footerPhone);
  });

  test('the side navigation names each category alike on / and on /sushi/, before and after the menu loads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const links = page.getByRole('navigation', { name: 'Категорії меню' }).getByRole('link');
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Додати «${NUGGETS}» у кошик`, exact: true })).toBeVisible();
    const onHome = await links.allTextContents();
    expect(onHome).toContain('Меню на компанію');
    // The sushi page before its menu arrives: the shell's own names.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/menu/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sushi/');
    await expect(links).toHaveText(onHome);
    release();
    await expect(page.getByRole('button', { name: /^Додати «.+» у кошик$/ }).first()).toBeVisible();
    await expect(links).toHaveText(onHome);
  });

  test("Kyiv, which sells no rolls, shows no chopstick counters (Lviv's journeys above have them)", async ({
    page,
  }) => {
    await openOrderForm(page, '/kyiv/');
    await expect(form(page).getByRole('checkbox', { name: 'Еко-пакет' })).toBeVisible();
    await expect(form(page).getByTestId('sticks')).toHaveCount(0);
  });
});
