import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminContentPageDto } from '../../src/domain/shop-api/admin-content.contract';
import { adminAuthorization, E2E_ADMIN } from './support/admin-sign-in';
import { isBlocking } from './support/axe-report';
import { scanPage } from './support/axe-scan';
import { expect, test } from './support/shop-test';

/*
 * Staff edit an information page in Markdown with the server's preview beside it, and customers
 * read it on the storefront (architecture/admin-content.md). Each test puts the page back.
 */

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');
const MARKDOWN =
  '## How we deliver\n\n- Green zone: 29 minutes\n- Red zone: 59 minutes\n\nQuestions? Call **{phone}**.';

const deliveryPage = async (request: APIRequestContext): Promise<AdminContentPageDto> => {
  const response = await request.get('/api/admin/content/delivery', { headers: await adminAuthorization(request) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as AdminContentPageDto;
};

const openDeliveryInEnglish = async (page: Page) => {
  // Signed in through the API, whose answer sets the page's auth cookie: the login form has its own journey.
  const login = await page.request.post('/api/auth', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/admin/content/');
  await expect(page.getByRole('heading', { level: 1, name: 'Контент' })).toBeVisible();
  await page.getByRole('button', { name: 'Доставка та оплата', exact: true }).click();
  await page.getByRole('button', { name: 'Англійська', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Усі міста', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Заголовок', { exact: true })).toHaveValue('Delivery and payment');
};

test.describe('admin: information pages', () => {
  let original: AdminContentPageDto | null = null;
  test.beforeEach(async ({ request }) => {
    original = await deliveryPage(request);
  });
  test.afterEach(async ({ request }) => {
    const english = original?.versions.find((version) => version.cityId === null && version.locale === 'en');
    if (english === undefined) return;
    const response = await request.put('/api/admin/content/delivery', {
      headers: await adminAuthorization(request),
      data: { cityId: null, locale: 'en', title: english.title, body: english.body },
    });
    expect(response.ok(), await response.text()).toBe(true);
  });

  test('staff write the English delivery page in Markdown, preview it, save, and customers read it', async ({
    page,
  }) => {
    await openDeliveryInEnglish(page);
    // A blank title is refused next to its field before anything is sent.
    const title = page.getByLabel('Заголовок', { exact: true });
    await title.fill('   ');
    await page.getByRole('button', { name: 'Зберегти для всіх міст' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Вкажіть заголовок сторінки.');

    await title.fill('Delivery');
    await expect(title).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Текст (Markdown)').fill(MARKDOWN);
    const preview = page.getByRole('region', { name: 'Попередній перегляд: так побачать клієнти' });
    await expect(preview.getByRole('heading', { name: 'How we deliver' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['Green zone: 29 minutes', 'Red zone: 59 minutes']);
    await expect(preview.getByText('Questions? Call +38 (032) 229 59 29.')).toBeVisible();
    // The screen with its preview, checked here: the page's last state below is the storefront's.
    const scan = await scanPage(page);
    expect(scan.violations.filter(isBlocking).map((violation) => violation.id)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-content-1280.png') });

    await page.getByRole('button', { name: 'Зберегти для всіх міст' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible();

    expect((await page.goto('/en/delivery/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery');
    await expect(page.getByRole('heading', { level: 2, name: 'How we deliver' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem')).toHaveText([
      'Green zone: 29 minutes',
      'Red zone: 59 minutes',
    ]);
    await expect(page.getByText('Questions? Call +38 (032) 229 59 29.')).toBeVisible();
  });
});
