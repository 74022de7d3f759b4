import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';

/*
 * Menu and cart journeys in a real Chromium against the real server and its seeded demo menu
 * (Lviv: Класичний 189 ₴ with patty and extras, nuggets 99 ₴, Coca-Cola 55 ₴; Kyiv: Блю Чіз is
 * stop-listed).
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

const cartButton = (page: Page) => page.getByTestId('cart-button');
const cartSidebar = (page: Page) => page.getByRole('dialog', { name: 'Кошик' });
const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Додати «${name}» у кошик`, exact: true });
const chooseButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Обрати опції для «${name}»: `) });
const line = (page: Page, name: string) => cartSidebar(page).getByRole('listitem', { name, exact: true });

/** Fails a journey on any script error or failed request the page reports. */
const watchForProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
};

test.describe('menu and cart', () => {
  // Noon in Kyiv: outside 10:30–22:30 the working-hours modal (night mode) would cover the menu.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-01-15T10:00:00Z'));
  });

  test('adds a burger with its patty and extras, changes quantities and watches totals and the hint', async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto('/');
    await chooseButton(page, 'Класичний').click();
    const options = page.getByRole('dialog', { name: 'Класичний' });
    await expect(options.getByRole('radio', { name: 'Яловича котлета', exact: true })).toBeChecked();
    await options.getByRole('radio', { name: 'Куряча котлета', exact: true }).check();
    await options.getByRole('button', { name: 'Більше: Додатковий бекон', exact: true }).click();
    await options.getByRole('button', { name: 'Додати в кошик · 229 ₴' }).click();
    await expect(options).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Додано в кошик' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 229 ₴');
    await expect(cartButton(page)).toContainText('229 ₴');

    await addButton(page, 'Курячі нагетси, 6 шт').click();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 328 ₴');

    await cartButton(page).click();
    const cart = cartSidebar(page);
    await expect(cart).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(line(page, 'Класичний')).toContainText('Куряча котлета, Додатковий бекон');
    await expect(line(page, 'Класичний')).toContainText('229 ₴');
    await expect(cart.getByText('Вкажіть адресу, щоб дізнатися час доставки')).toBeVisible();
    await expect(cart.getByText('Доставка 50 ₴. Безкоштовно — від 500 ₴')).toBeVisible();
    const order = cart.getByRole('button', { name: 'Оформити замовлення' });
    await expect(order).toBeEnabled();

    const nuggets = line(page, 'Курячі нагетси, 6 шт');
    await nuggets.getByRole('button', { name: 'Більше: Курячі нагетси, 6 шт' }).click();
    await nuggets.getByRole('button', { name: 'Більше: Курячі нагетси, 6 шт' }).click();
    await expect(nuggets.getByRole('spinbutton')).toHaveValue('3');
    await expect(nuggets).toContainText('297 ₴');
    await expect(cart.getByText('Доставка безкоштовна')).toBeVisible();
    await expect(cart.locator('[data-cart-total]')).toHaveText('526 ₴');

    await nuggets.getByRole('button', { name: 'Менше: Курячі нагетси, 6 шт' }).click();
    await expect(cart.locator('[data-cart-total]')).toHaveText('427 ₴');
    await expect(cart.getByText('Доставка 50 ₴. Безкоштовно — від 500 ₴')).toBeVisible();

    await line(page, 'Класичний').getByRole('button', { name: 'Видалити: Класичний' }).click();
    await expect(cart.locator('[data-cart-total]')).toHaveText('198 ₴');
    await expect(cart.getByText('Мінімальна сума замовлення — 250 ₴')).toBeVisible();
    await expect(order).toBeDisabled();

    await nuggets.getByRole('button', { name: 'Більше: Курячі нагетси, 6 шт' }).click();
    await order.click();
    await expect(page.getByRole('dialog', { name: 'Оформлення замовлення' })).toBeVisible();
    await page.getByRole('button', { name: 'Назад до кошика' }).click();
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(problems).toEqual([]);
  });

  test('the cart survives a reload', async ({ page }) => {
    await page.goto('/');
    await addButton(page, 'Coca-Cola 0,5 л').click();
    await addButton(page, 'Coca-Cola 0,5 л').click();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 110 ₴');
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 110 ₴');
    await cartButton(page).click();
    await expect(line(page, 'Coca-Cola 0,5 л').getByRole('spinbutton')).toHaveValue('2');
  });

  test('a stop-listed product shows but cannot be added', async ({ page }) => {
    await page.goto('/kyiv/');
    const card = page.getByRole('article', { name: 'Блю Чіз' });
    await expect(card).toContainText('Немає в наявності');
    await expect(chooseButton(page, 'Блю Чіз')).toBeDisabled();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 0 ₴');
  });

  test('the repeat-previous-order banner puts the city’s last order back, re-priced by the server', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', '1');
      const fries = {
        id: '1700000000000',
        iikoId: 'side-fries',
        name: 'Картопля фрі',
        translation: { uk: 'Картопля фрі' },
        price: 1,
        count: 4,
        modifiers: [],
        imgLink: '/api/uploads/side-fries.svg',
      };
      const order = { cartItems: [fries], orderForm: { name: 'Олена' }, showRepeatOrderMessage: true };
      localStorage.setItem('shop:previous-order:v1:lviv', JSON.stringify(order));
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Повторити попереднє замовлення?' });
    await expect(banner).toContainText('Картопля фрі');
    await banner.getByRole('button', { name: 'Повторити' }).click();
    await expect(cartSidebar(page)).toBeVisible();
    await expect(line(page, 'Картопля фрі').getByRole('spinbutton')).toHaveValue('4');
    // The stored price was 1 ₴; the price check answers the menu's 69 ₴.
    await expect(line(page, 'Картопля фрі')).toContainText('276 ₴');
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the side navigation opens the sushi page at the sets', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Sets' }).click();
    await expect(page).toHaveURL(/\/en\/sushi\/#sets$/);
    await expect(page.locator('#sets')).toBeInViewport();
  });

  test('screenshots of the home page at 375 and 1280 px', async ({ page }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('article', { name: 'Класичний', exact: true })).toBeVisible();
      // The router restores the last scroll position of '/': the shot is of the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `menu-home-${width}.png`), animations: 'disabled' });
      await addButton(page, 'Курячі нагетси, 6 шт').click();
      await cartButton(page).click();
      await expect(cartSidebar(page)).toBeVisible();
      await page.screenshot({ path: join(SCREENSHOTS, `menu-cart-${width}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('button', { name: 'Відкрити категорії меню' }).click();
    const drawer = page.getByRole('navigation', { name: 'Категорії меню' });
    await expect(drawer).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'menu-drawer-375.png'), animations: 'disabled' });
    await drawer.getByRole('button', { name: 'Закрити категорії меню' }).click();
    await expect(drawer).toBeHidden();
  });
});
