import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { expect, test } from './support/shop-test';

/*
 * Staff manage the storefront's banners (architecture/admin-banners.md): a banner uploaded for
 * Kyiv only on the burgers page shows on Kyiv's home page, drawn from its sizes, and not on
 * Lviv's; a file that is no picture is refused next to the field. axe checks every page the
 * journeys open (support/shop-test.ts), the admin screen with its form among them.
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');
const KYIV_ONLY = 'Тільки для Києва: два бургери за ціною одного';

/** A wide JPEG, as staff make them for the slider (small enough to encode quickly). */
const bannerJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 1000, height: 340, channels: 3, background: { r: 214, g: 140, b: 46 } } })
    .composite([
      {
        input: { create: { width: 400, height: 200, channels: 3, background: { r: 120, g: 30, b: 20 } } },
        left: 60,
        top: 70,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

/** Deletes what a journey added, so later journeys meet the demo's banners only. */
const deleteBannersNamed = async (request: APIRequestContext, name: string): Promise<void> => {
  const headers = await adminAuthorization(request);
  for (const cityId of [1, 2]) {
    const list = await request.get(`/api/admin/banners?cityId=${cityId}&page=burgers`, { headers });
    const { banners } = (await list.json()) as { banners: { id: number; alt: { uk: string } }[] };
    for (const banner of banners.filter((each) => each.alt.uk === name))
      await request.delete(`/api/admin/banners/${banner.id}`, { headers });
  }
};

const openNewBannerForm = async (page: Page) => {
  await signIn(page);
  await page.goto('/admin/banners/burgers/');
  await page.getByRole('group', { name: 'Місто' }).getByRole('button', { name: 'Київ' }).click();
  await page.getByRole('button', { name: 'Додати банер' }).click();
  return page.getByRole('form', { name: 'Новий банер' });
};

test.describe('admin: banners', () => {
  test.beforeAll(() => {
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  test.afterEach(async ({ request }) => {
    await deleteBannersNamed(request, KYIV_ONLY);
  });

  test('staff upload a banner for Kyiv only on the burgers page', async ({ page }) => {
    // The picture is encoded at each banner width (WebP and AVIF), seconds on a busy machine.
    test.slow();
    const form = await openNewBannerForm(page);
    await expect(form.getByRole('radio', { name: 'Київ' })).toBeChecked();
    await form.getByLabel('Головна картинка').setInputFiles({
      name: 'kyiv.jpg',
      mimeType: 'image/jpeg',
      buffer: await bannerJpeg(),
    });
    await expect(form.locator('[data-field="picture"] img[data-preview]')).toHaveAttribute(
      'src',
      /\/api\/photos\/[0-9a-f]{32}\.webp$/,
      { timeout: 20_000 },
    );
    await form.getByLabel('Що написано на банері (українською)').fill(KYIV_ONLY);
    await form.getByLabel('Посилання').fill('/#combos');
    await form.screenshot({ path: join(SCREENSHOTS, 'admin-banner-form.png') });
    await form.getByRole('button', { name: 'Зберегти' }).click();
    const card = page.getByRole('article', { name: KYIV_ONLY });
    await expect(card.getByText('Показується')).toBeVisible();
    await expect(card.getByText('/#combos')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-banners.png'), fullPage: true });
  });

  test('a file that is no picture is refused next to the field', async ({ page }) => {
    const form = await openNewBannerForm(page);
    const input = form.getByLabel('Головна картинка');
    await input.setInputFiles({
      name: 'menu.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('only words\n'.repeat(40)),
    });
    await expect(form.getByRole('alert')).toContainText('Цей файл не є зображенням');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test("Kyiv's home page shows a Kyiv-only banner from its sizes; Lviv's home page does not", async ({
    page,
    request,
  }) => {
    // The picture is encoded at each banner width (WebP and AVIF), seconds on a busy machine.
    test.slow();
    const headers = await adminAuthorization(request);
    const uploaded = await request.post('/api/admin/banners/pictures', {
      headers,
      multipart: { picture: { name: 'kyiv.jpg', mimeType: 'image/jpeg', buffer: await bannerJpeg() } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { ref } = (await uploaded.json()) as { ref: { uploadId: number } };
    const created = await request.post('/api/admin/banners', {
      headers,
      data: {
        cityId: 2,
        page: 'burgers',
        picture: ref,
        localePictures: { uk: null, en: null, ru: null },
        alt: { uk: KYIV_ONLY, en: '', ru: '' },
        link: '/#combos',
        active: true,
        showFrom: null,
        showUntil: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // First on the page, so it is the slide in view on arrival.
    const { id } = (await created.json()) as { id: number };
    await request.post(`/api/admin/banners/${id}/move`, { headers, data: { position: 1 } });

    await page.goto('/kyiv/');
    const slider = page.getByRole('region', { name: 'Акції' });
    const picture = slider.getByAltText(KYIV_ONLY);
    await expect(picture).toHaveAttribute(
      'srcset',
      /\/api\/photos\/[0-9a-f]{32}\.webp 640w, \/api\/photos\/[0-9a-f]{32}\.webp 1000w$/,
    );
    await expect(picture).toHaveAttribute('width', '1000');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/api\/photos\/[0-9a-f]{32}\.(webp|avif)$/,
    );
    await slider.screenshot({ path: join(SCREENSHOTS, 'storefront-kyiv-banner.png') });

    // Lviv's home page as the server sends it (its slider and the data the browser carries on with):
    // Lviv's three banners, not Kyiv's.
    const lviv = await (await request.get('/')).text();
    expect(lviv).toContain('Доставимо за 29 або 59 хвилин');
    expect(lviv).not.toContain(KYIV_ONLY);
  });
});
