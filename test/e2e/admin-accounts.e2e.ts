import type { Browser, Page } from '@playwright/test';
import { adminAuthorization, E2E_ADMIN, signIn } from './support/admin-sign-in';
import { currentShopUrl, expect, SHOP_FIXED_TIME, test } from './support/shop-test';

/*
 * The Accounts section and the change log against the real server. Staff add a colleague, who
 * logs in on another device; staff then disable the colleague, whose very next action lands on
 * the login page (the server ended the session); the change log tells who did both and when.
 */

const COLLEAGUE_PASSWORD = 'kolega password 1';
// Unique per run of the test, so repeated runs against one server never collide.
const colleagueLogin = () => `kolega-${test.info().repeatEachIndex}-${Date.now().toString(36)}`;

const accountCard = (page: Page, login: string) => page.getByRole('article', { name: new RegExp(`^${login}\\b`) });

const openAccounts = async (page: Page) => {
  await page.getByRole('link', { name: 'Облікові записи' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Облікові записи' })).toBeVisible();
  await expect(accountCard(page, E2E_ADMIN.login)).toBeVisible();
};

const addColleague = async (page: Page, login: string) => {
  const form = page.getByRole('form', { name: 'Додати обліковий запис' });
  await form.getByLabel('Логін', { exact: true }).fill(login);
  await form.getByLabel('Пароль', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await form.getByRole('button', { name: 'Додати' }).click();
  await expect(accountCard(page, login)).toContainText('Активний');
};

/** The colleague's own browser: signs in as them and stays on their admin home. */
const colleagueBrowser = async (browser: Browser, login: string) => {
  const context = await browser.newContext({ baseURL: currentShopUrl() });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(SHOP_FIXED_TIME));
  await page.goto('/admin/login/');
  await page.getByLabel('Логін').fill(login);
  await page.getByLabel('Пароль').fill(COLLEAGUE_PASSWORD);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  return { context, page };
};

test.describe('admin: accounts and the change log', () => {
  test('staff add a colleague who logs in; disabling them ends the colleague’s session; the change log shows both', async ({
    page,
    browser,
  }) => {
    const login = colleagueLogin();
    await signIn(page);
    await openAccounts(page);
    await addColleague(page, login);

    const colleague = await colleagueBrowser(browser, login);
    try {
      await openAccounts(colleague.page);
      await expect(accountCard(colleague.page, login)).toContainText('це ви');

      await accountCard(page, login).getByRole('button', { name: 'Вимкнути' }).click();
      await expect(accountCard(page, login)).toContainText('Вимкнений');

      // The colleague's next action: the server no longer knows the session, the screen sends them to log in.
      await colleague.page.getByRole('link', { name: 'Журнал змін' }).click();
      await expect(colleague.page).toHaveURL(/\/admin\/login\/$/);
      await colleague.page.getByLabel('Логін').fill(login);
      await colleague.page.getByLabel('Пароль').fill(COLLEAGUE_PASSWORD);
      await colleague.page.getByRole('button', { name: 'Увійти' }).click();
      await expect(colleague.page.getByRole('alert')).toHaveText(
        'Цей обліковий запис вимкнено. Зверніться до іншого адміністратора.',
      );
    } finally {
      await colleague.context.close();
    }

    await page.getByRole('link', { name: 'Журнал змін' }).click();
    await page.getByLabel('Розділ').selectOption({ label: 'Облікові записи' });
    const entries = page.getByTestId('audit-entry');
    await expect(entries.nth(0)).toContainText(`Вимкнено обліковий запис: ${login}`);
    await expect(entries.nth(0)).toContainText(`${E2E_ADMIN.login} · Облікові записи`);
    await expect(entries.nth(0)).toContainText('Було: активний: так → стало: активний: ні, завершено сесій: 1');
    await expect(entries.nth(1)).toContainText(`Додано обліковий запис: ${login}`);
    // Kyiv time of the shop's fixed clock.
    await expect(entries.nth(0).locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  test('a colleague is deleted only after a confirmation, and a taken login is refused next to its field', async ({
    page,
  }) => {
    const login = colleagueLogin();
    await signIn(page);
    await openAccounts(page);
    await addColleague(page, login);

    const form = page.getByRole('form', { name: 'Додати обліковий запис' });
    await form.getByLabel('Логін', { exact: true }).fill(login.toUpperCase());
    await form.getByLabel('Пароль', { exact: true }).fill(COLLEAGUE_PASSWORD);
    await form.getByRole('button', { name: 'Додати' }).click();
    await expect(form.getByLabel('Логін', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('Такий логін уже є (великі й малі літери не розрізняються).');

    await accountCard(page, login).getByRole('button', { name: 'Видалити' }).click();
    const confirmation = page.getByRole('group', { name: `Підтвердження видалення ${login}` });
    await confirmation.getByRole('button', { name: 'Скасувати' }).click();
    await expect(accountCard(page, login)).toBeVisible();
    await accountCard(page, login).getByRole('button', { name: 'Видалити' }).click();
    await confirmation.getByRole('button', { name: 'Так, видалити' }).click();
    await expect(accountCard(page, login)).toHaveCount(0);
    await expect(page.getByText(`Обліковий запис ${login} видалено.`)).toBeVisible();
  });

  test('Logout ends the session on the server: the old token no longer works', async ({ page, request }) => {
    await signIn(page);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value ?? '';
    expect((await request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    expect((await request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test('both screens at 1280 and 375 px', async ({ page, request }) => {
    // A colleague and a disabled one, so the screens show every state.
    const headers = await adminAuthorization(request);
    for (const login of [colleagueLogin(), `${colleagueLogin()}-off`]) {
      const added = await request.post('/api/admin/accounts', {
        headers,
        data: { login, password: COLLEAGUE_PASSWORD },
      });
      expect(added.status(), await added.text()).toBe(201);
      if (login.endsWith('-off'))
        await request.patch(`/api/admin/accounts/${((await added.json()) as { id: number }).id}`, {
          headers,
          data: { active: false },
        });
    }
    await signIn(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/accounts/');
      await expect(accountCard(page, E2E_ADMIN.login)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/accounts-accounts-${width}.png`, fullPage: true });
      await page.goto('/admin/audit/');
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/accounts-audit-${width}.png`, fullPage: true });
    }
    // At 375 px: a refused field, a reset form and a delete confirmation, as staff see them.
    await page.goto('/admin/accounts/');
    const form = page.getByRole('form', { name: 'Додати обліковий запис' });
    await form.getByLabel('Логін', { exact: true }).fill('ab');
    await form.getByRole('button', { name: 'Додати' }).click();
    await expect(form.getByLabel('Логін', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const colleague = page.getByTestId('admin-account').filter({ hasText: 'kolega' }).first();
    await colleague.getByRole('button', { name: 'Видалити' }).click();
    await page.screenshot({ path: '/tmp/accounts-accounts-delete-375.png', fullPage: true });
    await colleague.getByRole('button', { name: 'Скинути пароль' }).click();
    await colleague.getByRole('textbox', { name: /^Новий пароль для/ }).fill('short');
    await colleague.getByRole('button', { name: 'Зберегти пароль' }).click();
    await expect(colleague.getByRole('textbox', { name: /^Новий пароль для/ })).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: '/tmp/accounts-accounts-reset-375.png', fullPage: true });
  });
});
