import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './shop-test';

/** The admin playwright.config.ts has the e2e server create on its first start. */
export const E2E_ADMIN = { login: 'e2e-admin', password: 'e2e-password-1' } as const;

/** Signs in through the login page, as staff do; lands on the admin home. */
export const signIn = async (page: Page): Promise<void> => {
  await page.goto('/admin/login/');
  await page.getByLabel('Логін').fill(E2E_ADMIN.login);
  await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

/** The bearer header of a fresh admin token, for a test's own API calls (set-up and clean-up). */
export const adminAuthorization = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const response = await request.post('/api/auth', { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
};
