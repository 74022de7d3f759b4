import type { APIRequestContext, Page } from '@playwright/test';
import { adminAuthorization } from './support/admin-sign-in';
import { expect, test } from './support/shop-test';

/*
 * Modifier groups from the customer's side (architecture/storefront-checkout.md, "Modifiers"):
 * the seeded Классичний (189 ₴) offers a patty (one of) and extras (bacon up to 2), and a group
 * staff add to the nuggets shows up on the storefront at once.
 */

const chooseButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Обрати опції для «${name}»: `) });
const cartButton = (page: Page) => page.getByTestId('cart-button');
const form = (page: Page) => page.getByTestId('order-form');

let phoneSeq = 0;
const freshPhone = () => {
  phoneSeq += 1;
  const digits = `68${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(2, '0')}`;
  return {
    typed: digits,
    masked: `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`,
  };
};

const confirmBySms = async (page: Page, request: APIRequestContext, masked: string) => {
  const modal = page.getByRole('dialog', { name: 'Підтвердіть замовлення' });
  await expect(modal).toBeVisible();
  const answer = await request.get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`);
  const { code } = (await answer.json()) as { code: string };
  await modal.getByLabel('Цифра 1').click();
  await page.keyboard.type(code);
  await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();
};

test.describe('modifier groups on the storefront', () => {
  test('a customer picks a patty and two extras: the dialog, the cart and the placed order show 344 ₴', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await chooseButton(page, 'Класичний').click();
    const options = page.getByRole('dialog', { name: 'Класичний' });
    await expect(options.getByRole('group', { name: /Добавки · до 4 разом/ })).toBeVisible();
    await options.getByRole('radio', { name: 'Подвійна яловича котлета +75 ₴', exact: true }).check();
    const moreBacon = options.getByRole('button', { name: 'Більше: Додатковий бекон', exact: true });
    await moreBacon.click();
    await moreBacon.click();
    // Two is the most bacon one burger takes.
    await expect(moreBacon).toBeDisabled();
    const add = options.getByRole('button', { name: 'Додати в кошик · 344 ₴' });
    await expect(add).toBeVisible();
    await page.screenshot({ path: '/tmp/modifiers-dialog.png' });
    await add.click();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 344 ₴');

    // The same burger with one bacon is another line.
    await chooseButton(page, 'Класичний').click();
    await options.getByRole('button', { name: 'Більше: Додатковий бекон', exact: true }).click();
    await options.getByRole('button', { name: 'Додати в кошик · 229 ₴' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Кошик: 573 ₴');

    await cartButton(page).click();
    const cart = page.getByRole('dialog', { name: 'Кошик' });
    const lines = cart.getByRole('listitem', { name: 'Класичний' });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Подвійна яловича котлета, Додатковий бекон ×2');
    await expect(lines.nth(0)).toContainText('344 ₴');
    await expect(lines.nth(1)).toContainText('Яловича котлета, Додатковий бекон');
    await expect(lines.nth(1)).toContainText('229 ₴');
    await page.screenshot({ path: '/tmp/modifiers-cart.png' });
    await lines.nth(1).getByRole('button', { name: 'Видалити: Класичний' }).click();
    await expect(cart.locator('[data-cart-total]')).toHaveText('344 ₴');

    await cart.getByRole('button', { name: 'Оформити замовлення' }).click();
    const phone = freshPhone();
    await form(page).getByLabel("Ім'я").fill('Олена');
    await form(page).getByLabel('Телефон').pressSequentially(phone.typed);
    await form(page).getByRole('radio', { name: 'Самовивіз' }).check();
    await form(page).getByLabel('Пункт самовивозу').selectOption('1');
    await form(page).getByRole('radio', { name: 'Готівкою' }).check();
    await expect(form(page).getByTestId('totals-to-pay')).toHaveText('344 ₴');
    await form(page).getByRole('button', { name: 'Оформити замовлення' }).click();
    await confirmBySms(page, request, phone.masked);

    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByTestId('checkout-to-pay')).toContainText('344 ₴');
    const code = (await page.getByTestId('checkout-code').locator('strong').textContent()) ?? '';
    const stored = (await (await request.get(`/api/order/${code}`)).json()) as {
      lines: { productId: string; total: number; modifiers: { productId: string }[] }[];
    };
    expect(stored.lines).toMatchObject([
      {
        productId: 'burger-classic',
        total: 344,
        modifiers: [
          { productId: 'mod-patty-double-beef' },
          { productId: 'mod-extra-bacon' },
          { productId: 'mod-extra-bacon' },
        ],
      },
    ]);
  });

  test('staff add a group to the nuggets: the storefront offers it at once', async ({ page, request }) => {
    const auth = await adminAuthorization(request);
    const url = '/api/admin/menu/products/side-nuggets/modifier-groups';
    const saved = await request.put(url, {
      headers: auth,
      data: {
        groups: [
          {
            translation: { uk: 'Соуси', en: 'Sauces', ru: 'Соусы' },
            kind: 'any-of',
            required: false,
            maxTotal: 2,
            modifiers: [
              {
                iikoId: null,
                translation: { uk: 'Соус чилі', en: 'Chilli sauce', ru: 'Соус чили' },
                price: 15,
                maxCount: 2,
                isDefault: false,
              },
            ],
          },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    try {
      await page.goto('/');
      await chooseButton(page, 'Курячі нагетси, 6 шт').click();
      const options = page.getByRole('dialog', { name: 'Курячі нагетси, 6 шт' });
      await expect(options.getByRole('group', { name: /Соуси/ })).toBeVisible();
      await options.getByRole('button', { name: 'Більше: Соус чилі', exact: true }).click();
      await options.getByRole('button', { name: 'Додати в кошик · 114 ₴' }).click();
      await expect(cartButton(page)).toHaveAccessibleName('Кошик: 114 ₴');
    } finally {
      // The other journeys on this shop add the nuggets with one click.
      expect((await request.put(url, { headers: auth, data: { groups: [] } })).ok()).toBe(true);
    }
  });
});
