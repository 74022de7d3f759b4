import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('storefront smoke', () => {
  test('the Ukrainian home page renders the shell', async ({ page }) => {
    // Catches what the server's Content-Security-Policy or a runtime error would break silently.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Бургери та суші з доставкою у Львові');
    await expect(page.getByRole('navigation', { name: 'Головна навігація' })).toBeVisible();
    await expect(page.getByText('Доставимо за 29 або 59 хвилин або бургер чи рол у подарунок')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page).toHaveTitle('Доставка бургерів і суші у Львові — Burger & Sushi');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    expect(problems).toEqual([]);
  });

  test('/en/ is English', async ({ page }) => {
    expect((await page.goto('/en/'))?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Burgers and sushi delivered in Lviv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    // The banner's headline is drawn into its picture: the English page shows the English one.
    const firstSlide = page.getByRole('img', { name: 'Delivered in 29 or 59 minutes, or your burger is on us' });
    await expect(firstSlide).toHaveAttribute('src', '/api/uploads/banner-promise.en.svg');
    await expect
      .poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
  });

  test('/ru/ is Russian', async ({ page }) => {
    expect((await page.goto('/ru/'))?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Бургеры и суши с доставкой во Львове');
  });

  test('/kyiv/ is the Kyiv home page', async ({ page }) => {
    expect((await page.goto('/kyiv/'))?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Бургери з доставкою у Києві');
    await expect(page.getByText('Доставимо за 59 хвилин або бургер у подарунок')).toBeVisible();
  });

  test('a page opened by its address starts at the top, even after another page was scrolled; a reload keeps its place', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.goto('/kyiv/');
    await expect(h1(page)).toHaveText('Бургери з доставкою у Києві');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.reload();
    await expect(h1(page)).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test('an unknown path answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Цю сторінку не вдалося знайти');
    await expect(page.getByRole('button', { name: 'Львів' })).toBeVisible();
  });

  test('the Kyiv button of the 404 page opens /kyiv/', async ({ page }) => {
    await page.goto('/en/no-such-page/');
    await page.getByRole('button', { name: 'Kyiv' }).click();
    await expect(page).toHaveURL(/\/en\/kyiv\/$/);
    await expect(h1(page)).toHaveText('Burgers delivered in Kyiv');
    const city = (await page.context().cookies()).find((cookie) => cookie.name === 'city');
    expect(decodeURIComponent(city?.value ?? '')).toBe('{"id":2}');
  });

  test('switching the language sets the i18n_redirected cookie for a year', async ({ page }) => {
    await page.goto('/delivery/');
    await page.getByRole('combobox', { name: 'Мова' }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/delivery\/$/);
    await expect(h1(page)).toHaveText('Delivery and payment');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('staff sign in through /api/auth and reach the admin area', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    await page.getByLabel('Логін').fill('e2e-admin');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Неправильний логін або пароль');

    await page.getByLabel('Пароль').fill('e2e-password-1');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(h1(page)).toHaveText('Головна');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'auth_token')).toBe(true);
  });

  for (const width of [375, 1280]) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const pages = [
        ['home', '/'],
        ['kyiv-en', '/en/kyiv/'],
        ['delivery', '/delivery/'],
        ['not-found', '/no-such-page/'],
        ['admin-login', '/admin/login/'],
      ] as const;
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of pages) {
        await page.goto(url);
        await expect(h1(page)).toBeVisible();
        await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
      }
    });
  }
});
