import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/shop-test';

/*
 * "Order again": the cart lists the city's last orders from this browser, and any of them goes
 * back into the cart, re-priced by the server, with what the shop no longer sells left out and named.
 */

const NUGGETS = 'Курячі нагетси, 6 шт';
const cart = (page: Page) => page.getByRole('dialog', { name: 'Кошик' });
const recent = (page: Page) => cart(page).getByRole('region', { name: 'Ваші останні замовлення' });
const form = (page: Page) => page.getByTestId('order-form');

const placeCashOrder = async (page: Page, request: APIRequestContext): Promise<string> => {
  const digits = `68${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const masked = `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`;
  await page.goto('/');
  for (let i = 0; i < 3; i += 1)
    await page.getByRole('button', { name: `Додати «${NUGGETS}» у кошик`, exact: true }).click();
  await page.getByTestId('cart-button').click();
  await cart(page).getByRole('button', { name: 'Оформити замовлення' }).click();
  await form(page).getByLabel("Ім'я").fill('Олена');
  await form(page).getByLabel('Телефон').fill(digits);
  await form(page).getByRole('radio', { name: 'Самовивіз' }).check();
  await form(page).getByLabel('Пункт самовивозу').selectOption('1');
  await form(page).getByRole('radio', { name: 'Готівкою' }).check();
  await form(page).getByRole('button', { name: 'Оформити замовлення' }).click();
  const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
  await expect(modal).toBeVisible();
  const sms = (await (await request.get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`)).json()) as {
    code: string;
  };
  await modal.getByLabel('Цифра 1').click();
  await page.keyboard.type(sms.code);
  await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();
  const code = page.getByTestId('checkout-code').locator('strong');
  await expect(code).not.toHaveText('');
  return (await code.textContent()) ?? '';
};

test.describe('order again', () => {
  test('an order placed here is listed in the cart and goes back into it with one click', async ({ page, request }) => {
    const code = await placeCashOrder(page, request);
    expect(code).not.toBe('');
    await page.goto('/');
    await page.getByTestId('cart-button').click();
    await expect(cart(page)).toContainText('Кошик порожній');
    const entry = recent(page).getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(NUGGETS);
    await expect(entry).toContainText('297 ₴');
    await entry.getByRole('button', { name: /^Замовити знову/ }).click();
    await expect(cart(page).getByRole('listitem', { name: NUGGETS }).getByRole('spinbutton')).toHaveValue('3');
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Кошик: 297 ₴');
    // Each listed order leads to its status page.
    await recent(page).getByRole('link', { name: 'Стан замовлення' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${code}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення ${code}`);
  });

  test('in Kyiv, of two earlier orders the older one comes back without the stop-listed Blue Cheese, which is named', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', '1');
      const line = (id: string, iikoId: string, name: string, price: number, count: number) => ({
        id,
        iikoId,
        name,
        translation: { uk: name },
        price,
        count,
        modifiers: [],
        imgLink: '',
      });
      const orders = [
        {
          code: 'KYIV-NEWER',
          placedAt: Date.UTC(2025, 0, 14, 16, 0),
          cartItems: [line('1', 'side-fries', 'Картопля фрі', 69, 1)],
        },
        {
          code: 'KYIV-OLDER',
          placedAt: Date.UTC(2025, 0, 10, 16, 0),
          cartItems: [
            line('2', 'burger-blue-cheese', 'Блю Чіз', 289, 1),
            line('3', 'side-fries', 'Картопля фрі', 1, 2),
          ],
        },
      ];
      localStorage.setItem('shop:recent-orders:v1:kyiv', JSON.stringify(orders));
    });
    await page.goto('/kyiv/');
    await page.getByTestId('cart-button').click();
    const entries = recent(page).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('14.01.2025, 18:00');
    await entries
      .nth(1)
      .getByRole('button', { name: /^Замовити знову: Блю Чіз, Картопля фрі/ })
      .click();
    await expect(cart(page).getByRole('alert')).toContainText('Блю Чіз');
    await expect(cart(page).getByRole('listitem', { name: 'Блю Чіз' })).toHaveCount(0);
    // The stored price was 1 ₴; the server's price check answers Kyiv's 75 ₴.
    await expect(cart(page).getByRole('listitem', { name: 'Картопля фрі' })).toContainText('150 ₴');
    await cart(page).screenshot({ path: 'test-results/screenshots/recent-orders-kyiv.png' });
  });
});
