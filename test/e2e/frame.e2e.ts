import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { waitForAppTakeover } from './support/app-takeover';
import { pinBrowserClock } from './support/kyiv-clock';
import { expect, test } from './support/shop-test';

// The suite's largest file; its journeys only read the shop (a callback request aside, which no
// other journey counts), so they are spread over the workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');
const WIDTHS = [375, 1280] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The floating button keeps off a page's first screen: once the menu has made the page long, a
 * customer scrolls a little, then asks.
 */
const openCallback = async (page: Page) => {
  await expect(page.getByRole('button', { name: /^Додати «.+» у кошик$/ }).first()).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 400));
  await page.getByRole('button', { name: 'Замовити дзвінок' }).click();
};

const shoot = async (page: Page, name: string, width: number) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
};

test.describe('the frame: callback', () => {
  test.beforeEach(async ({ page }) => pinBrowserClock(page, 'noon'));

  test('a customer requests a callback and the shop receives it', async ({ page }) => {
    await page.goto('/kyiv/');
    await openCallback(page);
    await expect(page.getByRole('dialog', { name: 'Передзвонимо вам' })).toBeVisible();
    // The dialog is named by its heading, which becomes the thank-you title on success.
    const popup = page.getByRole('dialog');
    const send = popup.getByRole('button', { name: 'Надіслати' });
    await expect(send).toBeDisabled();
    // The alternative: the city's own number.
    await expect(popup.getByRole('link', { name: /\+38 \(044\)/ })).toHaveAttribute('href', /^tel:\+38044\d{7}$/);

    await popup.getByLabel(/Ім’я/).fill('Олена E2E');
    const phone = popup.getByLabel(/Телефон/);
    await phone.pressSequentially('671234567');
    await expect(phone).toHaveValue('+38 (067) 123 45 67');
    await popup.getByLabel('Коментар').fill('Хочу замовити на компанію');
    await expect(send).toBeEnabled();

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/communication/call'));
    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/communication/call'));
    await send.click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Олена E2E',
      phone: '+38 (067) 123 45 67',
      comment: 'Хочу замовити на компанію',
      cityId: 2,
    });
    // The server stored it: it answers success only after writing the request (staff read it in the admin callbacks section, admin-coupons.e2e.ts).
    expect((await response).ok()).toBe(true);
    expect(await (await response).json()).toEqual({ success: true });
    await expect(popup.getByRole('heading', { name: 'Дякуємо!' })).toBeVisible();

    // Closing resets: the next visit starts with an empty form.
    await popup.getByRole('button', { name: 'Закрити' }).last().click();
    await expect(popup).toBeHidden();
    await openCallback(page);
    await expect(page.getByRole('dialog').getByLabel(/Ім’я/)).toHaveValue('');
  });

  test('screenshots of the callback popup', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await openCallback(page);
      const popup = page.getByRole('dialog');
      await popup.getByLabel(/Ім’я/).fill('Олена');
      await popup.getByLabel(/Телефон/).pressSequentially('67123');
      await shoot(page, 'callback-popup', width);
    }
  });
});

test.describe('the frame: working hours', () => {
  test('at 23:00 Kyiv the night modal offers a pre-order, once per page load', async ({ page }) => {
    await pinBrowserClock(page, 'night');
    await page.goto('/en/');
    // The modal is the app's: it opens once the app has taken over the server-rendered page.
    await waitForAppTakeover(page);
    const modal = page.getByRole('dialog', { name: 'We are closed for the night' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Orders placed now are processed at 10:30.');
    await modal.getByRole('button', { name: 'Place a pre-order' }).click();
    await expect(modal).toBeHidden();
    // In-app navigation does not bring it back…
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(h1(page)).toHaveText('About us');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // …a new page load does.
    await page.reload();
    await waitForAppTakeover(page);
    await expect(page.getByRole('dialog', { name: 'We are closed for the night' })).toBeVisible();
  });

  test('at noon Kyiv there is no modal', async ({ page }) => {
    await pinBrowserClock(page, 'noon');
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('screenshots of the night modal', async ({ page }) => {
    await pinBrowserClock(page, 'night');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Ми вже відпочиваємо' })).toBeVisible();
      await shoot(page, 'night-modal', width);
    }
  });
});

const PAGES = ['', 'sushi/', 'about/', 'delivery/', 'public-offer/', 'vacancies/', 'checkout/'] as const;
const CITIES = ['', 'lviv/', 'kyiv/'] as const;

test.describe('the frame: every public route', () => {
  test.beforeEach(async ({ page }) => pinBrowserClock(page, 'noon'));

  // One test per language and city, so each stays short on a slow machine.
  for (const prefix of ['/', '/en/', '/ru/'] as const) {
    for (const city of CITIES) {
      test(`answers 200 with a heading under ${prefix}${city}`, async ({ page }) => {
        for (const pageName of PAGES) {
          const path = `${prefix}${city}${pageName}`;
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(h1(page), path).toBeVisible();
          await expect(h1(page), path).not.toHaveText('');
        }
      });
    }
  }

  for (const path of [
    '/no-such-page/',
    '/odesa/',
    '/en/odesa/about/',
    '/?lang=de',
    '/About/',
    '/en/Kyiv/',
    '/ru/delivery/?lang=fr',
  ]) {
    test(`answers 404 with the 404 page for ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(h1(page)).toHaveText(
        /^(Цю сторінку не вдалося знайти|This page could not be found|Эту страницу не удалось найти)$/,
      );
      await expect(page.getByRole('group').getByRole('button')).toHaveCount(2);
    });
  }

  test("the 404 page's footer says the city's hours today, like every page", async ({ page }) => {
    expect((await page.goto('/no-such-page/'))?.status()).toBe(404);
    await expect(page.getByTestId('footer-hours')).toHaveText('Щодня 10:30 - 22:30');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the 404 page disables the button of a city staff stopped', async ({ page }) => {
    // No admin endpoint switches a city off yet, so this one answer plays the stop staff would set.
    await page.route('**/api/site-management/working-hours?*', async (route) => {
      const cityId = Number(new URL(route.request().url()).searchParams.get('cityId'));
      if (cityId !== 2) return route.continue();
      return route.fulfill({
        json: [
          {
            cityId: 2,
            isStoped: true,
            functionality: 'global',
            translation: { uk: { title: 'Пауза', description: '' } },
          },
        ],
      });
    });
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('button', { name: 'Київ' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Львів' })).toBeEnabled();
    await expect(page.getByText('Київ: зараз не приймаємо замовлення')).toBeVisible();
  });

  test('the footer links lead to the information pages of the city', async ({ page }) => {
    await page.goto('/en/kyiv/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Public offer', '/en/kyiv/public-offer/'],
      ['Delivery and payment', '/en/kyiv/delivery/'],
      ['About us', '/en/kyiv/about/'],
      ['Vacancies', '/en/kyiv/vacancies/'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page)).toBeVisible();
    }
    await expect(footer.getByText('Daily 10:30 - 22:30')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
  });
});

test.describe('the frame: content pages', () => {
  test.beforeEach(async ({ page }) => pinBrowserClock(page, 'noon'));

  test('show staff’s text for the city, with its phone, in the current language', async ({ page }) => {
    await page.goto('/en/kyiv/about/');
    await expect(h1(page)).toHaveText('About us');
    const article = page.getByRole('article');
    await expect(article.locator('p').first()).toBeVisible();
    await expect(article).toContainText('+38 (044)');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('screenshots of a content page', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/delivery/');
      await expect(page.getByRole('article').locator('p').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'content-delivery', width);
    }
  });
});

test.describe('the frame: page transitions', () => {
  test.beforeEach(async ({ page }) => pinBrowserClock(page, 'noon'));

  test('a slow transition shows the progress bar until the page arrives', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    // Only the app moves between pages without reloading: the footer's link is the app's once it has taken over.
    await waitForAppTakeover(page);
    // The vacancies page is a chunk of its own, not loaded yet: hold it back for a second.
    await page.route('**/assets/vacancies.page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Вакансії' }).click();
    const bar = page.getByRole('progressbar', { name: 'Сторінка завантажується' });
    await expect(bar).toBeVisible();
    await expect(h1(page)).toHaveText(/Вакансії/);
    await expect(bar).toBeHidden();
  });
});

test.describe('the frame: language and city', () => {
  test.beforeEach(async ({ page }) => pinBrowserClock(page, 'noon'));

  test('switch the language, then the city through the city modal', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('combobox', { name: 'Мова' }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(h1(page)).toHaveText('About us');

    await page.getByRole('button', { name: 'Change city' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose your city' });
    await modal.getByRole('button', { name: /Kyiv/ }).click();
    await expect(page).toHaveURL(/\/en\/kyiv\/about\/$/);
    await expect(modal).toBeHidden();
    const city = (await page.context().cookies()).find((cookie) => cookie.name === 'city');
    expect(decodeURIComponent(city?.value ?? '')).toBe('{"id":2}');
    await expect(page.getByRole('contentinfo')).toContainText('Your city: Kyiv');

    // The remembered city and language win on the next visit to '/'.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/kyiv\/$/);
    await expect(h1(page)).toHaveText('Burgers delivered in Kyiv');
  });

  test('the 404 page sends to the chosen city', async ({ page }) => {
    await page.goto('/en/nothing-here/');
    await page.getByRole('button', { name: 'Lviv' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(h1(page)).toHaveText('Burgers and sushi delivered in Lviv');
  });
});
