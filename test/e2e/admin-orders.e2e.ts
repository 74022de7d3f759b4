import { signIn } from './support/admin-sign-in';
import { expect, test } from './support/shop-test';
import { confirmOrder, freshPhoneDigits, placeOrder } from './support/staff-orders';

test.describe('admin: the orders screen', () => {
  test('staff see a new order with what the kitchen and the courier need, and move it along', async ({
    page,
    request,
  }) => {
    const phoneDigits = freshPhoneDigits();
    const code = await placeOrder(request, phoneDigits, 'Домофон не працює');
    // A new phone: the kitchen takes the order once the customer has entered the SMS code.
    await confirmOrder(request, code, phoneDigits);
    await signIn(page);

    const card = page.getByTestId('staff-order').filter({ hasText: code });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Нове');
    await expect(card).toContainText('вулиця Городоцька 28, кв. 4, Львів');
    await expect(card).toContainText('Домофон не працює');
    await expect(card).toContainText('2 × Класичний');
    await expect(card.getByRole('link', { name: /\+38 \(067\)/ })).toHaveAttribute('href', /^tel:/);

    await card.getByRole('button', { name: 'Прийняти' }).click();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Прийняте');
    await card.getByRole('button', { name: 'Почати готувати' }).click();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Готується');

    // The server keeps it: after a reload the order is still cooking.
    await page.reload();
    await expect(
      page.getByTestId('staff-order').filter({ hasText: code }).getByTestId('staff-order-status'),
    ).toHaveText('Готується');

    // Kyiv's list is its own.
    await page.getByRole('button', { name: 'Київ' }).click();
    await expect(page.getByTestId('staff-order').filter({ hasText: code })).toHaveCount(0);
  });

  test('without signing in, the orders screen sends staff to the login page', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    await expect(page.getByTestId('staff-order')).toHaveCount(0);
  });
});
