import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { adminAuthorization, signIn } from './support/admin-sign-in';
import { expect, test } from './support/shop-test';

/*
 * The coupons and callbacks sections against the real server. Staff create a coupon limited to one
 * use; five customers order with it at the same moment and exactly one gets the discount. A customer
 * asks for a callback on the storefront; staff see it with the count of new requests in the
 * navigation and mark it called. Screenshots of both screens at 1280 and 375 px go to /tmp.
 */

const WIDTHS = [1280, 375] as const;

const shoot = async (page: Page, name: string): Promise<void> => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/coupons-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

/** A cash delivery of three classic burgers in Lviv with the coupon, from a phone of its own. */
const orderWithCoupon = (request: APIRequestContext, coupon: string, index: number): Promise<APIResponse> => {
  const digits = `67${String(Date.now() + index).slice(-7)}`;
  return request.post('/api/order/create?lang=uk', {
    data: {
      orderId: null,
      cityId: 1,
      isAutofill: false,
      items: [
        {
          id: `${Date.now()}-${index}`,
          iikoId: 'burger-classic',
          name: 'Класичний',
          price: 189,
          count: 3,
          modifiers: [],
        },
      ],
      orderForm: {
        name: 'Олена',
        phone: `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`,
        deliveryType: 'delivery',
        deliveryTime: '',
        deliveryDate: '',
        selfPickupPointId: '',
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
          house: '28',
          flat: '4',
          entrance: '',
          floor: '',
        },
        payMethod: 'cash',
        cashback: '1000',
        comment: '',
        coupon,
        isEcoPack: false,
        sticks: 0,
        trainingSticks: 0,
        call: false,
      },
    },
  });
};

const newCallbacks = async (request: APIRequestContext, cityId: number): Promise<number> => {
  const response = await request.get(`/api/admin/callbacks/new-count?cityId=${cityId}`, {
    headers: await adminAuthorization(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { count: number }).count;
};

test.describe('admin: coupons and callbacks', () => {
  test('a coupon staff limit to one use gives one discount to five customers ordering at once', async ({
    page,
    request,
  }) => {
    const code = `ONCE-${String(Date.now()).slice(-6)}`;
    await signIn(page);
    await page.getByRole('link', { name: 'Купони', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Купони' })).toBeVisible();
    await page.getByRole('button', { name: 'Додати купон' }).click();
    const form = page.getByRole('form', { name: 'Новий купон' });
    // A bad percent is said next to its field, and nothing is saved.
    await form.getByLabel('Код').fill(code.toLowerCase());
    await form.getByLabel('Знижка, %').fill('150');
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await expect(form.getByText('Ціле число відсотків від 1 до 100.')).toBeVisible();
    await expect(form.getByLabel('Знижка, %')).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'coupon-form');

    await form.getByLabel('Знижка, %').fill('15');
    await form.getByLabel('Ліміт використань').fill('1');
    await form.getByRole('button', { name: 'Зберегти' }).click();
    const card = page.getByRole('article', { name: code });
    await expect(card).toContainText('Відсоток: 15 %');
    await expect(card).toContainText('0 / 1');

    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => orderWithCoupon(request, code, index)));
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    for (const answer of answers.filter((candidate) => candidate.status() === 422)) {
      expect(await answer.json()).toMatchObject({
        reason: 'coupon-used-up',
        message: 'Цей промокод уже використано максимальну кількість разів.',
      });
    }

    await page.getByRole('button', { name: 'Оновити' }).click();
    await expect(card).toContainText('1 / 1');
    await shoot(page, 'coupons');
  });

  test('a customer who applies a coupon with no use left reads why in the checkout', async ({ page, request }) => {
    const code = `USED-${String(Date.now()).slice(-6)}`;
    const created = await request.post('/api/admin/coupons', {
      headers: await adminAuthorization(request),
      data: {
        code,
        kind: 'fixed',
        value: 20,
        minSum: null,
        validFrom: null,
        validUntil: null,
        usageLimit: 1,
        active: true,
        cityIds: [1],
        gifts: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect((await orderWithCoupon(request, code, 0)).status()).toBe(200);

    await page.goto('/');
    const add = page.getByRole('button', { name: 'Додати «Курячі нагетси, 6 шт» у кошик', exact: true });
    for (let index = 0; index < 3; index += 1) await add.click();
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'Кошик' }).getByRole('button', { name: 'Оформити замовлення' }).click();
    const field = page.getByRole('dialog', { name: 'Оформлення замовлення' }).getByTestId('coupon-field');
    await field.getByRole('textbox', { name: 'Промокод' }).fill(code);
    await field.getByRole('button', { name: 'Застосувати' }).click();
    await expect(field.getByRole('alert')).toHaveText('Цей промокод уже використано максимальну кількість разів.');
  });

  test('a callback a customer asks for shows in the admin with the count of new ones; staff mark it called', async ({
    page,
    request,
  }) => {
    const name = `Дзвінок E2E ${String(Date.now()).slice(-5)}`;
    await page.goto('/kyiv/');
    // The floating button keeps off a page's first screen: scrolled once the menu made the page long.
    await expect(page.getByRole('button', { name: /^Додати «.+» у кошик$/ }).first()).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.getByRole('button', { name: 'Замовити дзвінок' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByLabel(/Ім’я/).fill(name);
    await popup.getByLabel(/Телефон/).pressSequentially('671234567');
    await popup.getByLabel('Коментар').fill('Після 18:00');
    await popup.getByRole('button', { name: 'Надіслати' }).click();
    await expect(popup.getByRole('heading', { name: 'Дякуємо!' })).toBeVisible();
    const newInKyiv = await newCallbacks(request, 2);
    expect(newInKyiv).toBeGreaterThanOrEqual(1);

    await signIn(page);
    await page.getByRole('link', { name: /^Зворотні дзвінки/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Зворотні дзвінки' })).toBeVisible();
    await page.getByRole('button', { name: 'Київ' }).click();
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('link', { name: '+38 (067) 123 45 67' })).toHaveAttribute('href', 'tel:+380671234567');
    await expect(card).toContainText('Після 18:00');
    await expect(card.getByRole('button', { name: 'Нова' })).toHaveAttribute('aria-pressed', 'true');
    const badge = page.getByRole('link', { name: /^Зворотні дзвінки/ }).getByTestId('callbacks-new-count');
    await expect(badge).toHaveText(`${newInKyiv} нових`);
    await shoot(page, 'callbacks');

    await card.getByRole('button', { name: 'Передзвонили' }).click();
    await expect(card.getByRole('button', { name: 'Передзвонили' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('e2e-admin');
    if (newInKyiv > 1) await expect(badge).toHaveText(`${newInKyiv - 1} нових`);
    else await expect(badge).toBeHidden();
    expect(await newCallbacks(request, 2)).toBe(newInKyiv - 1);
  });
});
