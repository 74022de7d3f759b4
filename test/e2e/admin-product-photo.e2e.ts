import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * Staff give the cheeseburger a photo from its edit form (architecture/admin-menu.md, "Photos"):
 * a text file named .jpg is refused next to the field; a real JPEG goes up with its progress and
 * shows in the form; a customer's menu card then loads it from the shop's photo sizes (srcset),
 * and once staff remove it the card shows the default picture again. A 50 MB photo is refused by
 * the form before anything is sent, and by the server when sent anyway.
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');
const NAME = 'Чізбургер';

const photoJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 214, g: 140, b: 46 } } })
    .composite([
      {
        input: { create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 60, b: 20 } } },
        left: 400,
        top: 300,
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'E2ECam' } })
    .toBuffer();

const editForm = (page: Page) => page.getByRole('form', { name: `Редагування: ${NAME}` });

/** What the customer's card shows: the picture's chosen address and whether it decoded. */
const cardPicture = async (page: Page) => {
  const card = page.getByRole('article', { name: 'Cheeseburger', exact: true });
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img').first();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    srcset: element.srcset,
    sizes: element.sizes,
    naturalWidth: element.naturalWidth,
    inPicture: element.parentElement?.tagName === 'PICTURE',
  }));
};

test.describe('admin: a product photo', () => {
  test.afterEach(async ({ request }) => {
    // Later journeys meet the seeded picture.
    await request.delete('/api/admin/menu/products/burger-cheese/photo?cityId=1', {
      headers: await adminAuthorization(request),
    });
  });

  test('staff upload a photo; the customer’s card loads it from srcset; staff remove it', async ({ page, browser }) => {
    test.slow();
    await signIn(page);
    await page.goto('/admin/burgers/');
    await page.getByRole('button', { name: `Редагувати товар «${NAME}»` }).click();
    const form = editForm(page);
    const input = form.getByLabel('Фото', { exact: true });
    await expect(input).toHaveAccessibleDescription(/JPEG, PNG або WebP до 10 МБ/);

    // Text dressed up as a photo: the server reads the bytes and says so next to the field.
    await input.setInputFiles({
      name: 'menu.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a photo, just words\n'.repeat(40)),
    });
    await expect(form.getByRole('alert')).toContainText('Цей файл не є зображенням');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.setInputFiles({ name: 'cheeseburger.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
    await expect(form.getByRole('status').filter({ hasText: 'Фото збережено' })).toBeVisible({ timeout: 20_000 });
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    const preview = form.locator('[data-field="photo"] picture img');
    await expect(preview).toHaveAttribute('srcset', /\/api\/photos\/[0-9a-f]{32}\.webp 320w/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await form.screenshot({ path: join(SCREENSHOTS, 'admin-product-photo.png'), animations: 'disabled' });

    const context = await browser.newContext({ baseURL: currentShopUrl() });
    try {
      const shop = await context.newPage();
      await shop.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
      await shop.goto('/en/');
      const shown = await cardPicture(shop);
      expect(shown.inPicture).toBe(true);
      expect(shown.srcset).toMatch(
        /\/api\/photos\/[0-9a-f]{32}\.webp 320w, \/api\/photos\/[0-9a-f]{32}\.webp 640w, \/api\/photos\/[0-9a-f]{32}\.webp 960w/,
      );
      expect(shown.sizes).not.toBe('');
      expect(shown.currentSrc).toMatch(/\/api\/photos\/[0-9a-f]{32}\.(webp|avif)$/);
      expect(shown.naturalWidth).toBeGreaterThan(0);
      const served = await shop.request.get(shown.currentSrc);
      expect(served.headers()['cache-control']).toContain('immutable');
      await shop
        .getByRole('article', { name: 'Cheeseburger', exact: true })
        .screenshot({ path: join(SCREENSHOTS, 'storefront-card-photo.png') });

      await form.getByRole('button', { name: 'Прибрати фото' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Фото прибрано' })).toBeVisible();
      await shop.reload();
      const fallback = await cardPicture(shop);
      expect(fallback.inPicture).toBe(false);
      expect(fallback.currentSrc).toMatch(/\/api\/uploads\/burger-cheese\.svg$/);
    } finally {
      await context.close();
    }
  });

  test('a 50 MB photo is refused next to the field before it is sent, and by the server when sent anyway', async ({
    page,
  }, testInfo) => {
    // Playwright hands the browser files past 50 MB only from disk.
    const huge = testInfo.outputPath('huge.jpg');
    writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 0xff));
    await signIn(page);
    await page.goto('/admin/burgers/');
    await page.getByRole('button', { name: `Редагувати товар «${NAME}»` }).click();
    const form = editForm(page);
    const input = form.getByLabel('Фото', { exact: true });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/photo')) sent.push(request.method());
    });
    await input.setInputFiles(huge);
    await expect(form.getByRole('alert')).toContainText('Фото завелике: до 10 МБ.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // A client that skips the form: refused by its declared length, with the same sentence.
    const answer = await page.request.put('/api/admin/menu/products/burger-cheese/photo?cityId=1', {
      headers: await adminAuthorization(page.request),
      multipart: { photo: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(50 * 1024 * 1024, 0xff) } },
    });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'too-big', message: 'Фото завелике: до 10 МБ.' });
  });
});
