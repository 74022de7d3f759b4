import type { APIRequestContext } from '@playwright/test';
import { signIn } from './support/admin-sign-in';
import { expect, test } from './support/shop-test';

/** A cash delivery of two classic burgers to вулиця Городоцька 28, as the storefront sends it. */
const placeOrder = async (request: APIRequestContext, phoneDigits: string, comment: string): Promise<string> => {
  const response = await request.post('/api/order/create', {
    data: {
      orderId: null,
      cityId: 1,
      isAutofill: false,
      items: [{ id: `${Date.now()}`, iikoId: 'burger-classic', name: 'Класичний', price: 189, count: 2, modifiers: [] }],
      orderForm: {
        name: 'Олена',
        phone: `+38 (0${phoneDigits.slice(0, 2)}) ${phoneDigits.slice(2, 5)} ${phoneDigits.slice(5, 7)} ${phoneDigits.slice(7, 9)}`,
        deliveryType: 'delivery',
        deliveryTime: '',
        deliveryDate: '',
        selfPickupPointId: '',
        address: { deliveryCity: { id: 101, name: 'Львів' }, street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' }, house: '28', flat: '4', entrance: '', floor: '' },
        payMethod: 'cash',
        cashback: '500',
        comment,
        coupon: '',
        isEcoPack: false,
        sticks: 0,
        trainingSticks: 0,
        call: false,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: string }).orderId;
};

test.describe('admin: the orders screen', () => {
  test('staff see a new order with what the kitchen and the courier need, and move it along', async ({ page, request }) => {
    const phoneDigits = `67${String(Date.now()).slice(-7)}`;
    const code = await placeOrder(request, phoneDigits, 'Домофон не працює');
    await signIn(page);

    const card = page.getByTestId('staff-order').filter({ hasText: code });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Нове');
    await expect(card).toContainText("вулиця Городоцька 28, кв. 4, Львів");
    await expect(card).toContainText('Домофон не працює');
    await expect(card).toContainText('2 × Класичний');
    await expect(card.getByRole('link', { name: /\+38 \(067\)/ })).toHaveAttribute('href', /^tel:/);

    await card.getByRole('button', { name: 'Прийняти' }).click();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Прийняте');
    await card.getByRole('button', { name: 'Почати готувати' }).click();
    await expect(card.getByTestId('staff-order-status')).toHaveText('Готується');

    // The server keeps it: after a reload the order is still cooking.
    await page.reload();
    await expect(page.getByTestId('staff-order').filter({ hasText: code }).getByTestId('staff-order-status')).toHaveText('Готується');

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
