import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminAuthorization } from './support/admin-sign-in';
import { describeFindings, isBlocking } from './support/axe-report';
import { scanPage } from './support/axe-scan';
import { currentShopUrl, expect, test } from './support/shop-test';

/*
 * A burger from staff to the plate and back to the archive (architecture/admin-menu.md): staff add
 * a burger in the product form and give it a photo, a patty group (one of two patties with prices)
 * and an extra; an English-speaking customer sees the photo on its card, chooses the second patty
 * and the extra, and the cart, the checkout, the thank-you page and the status page show
 * 200 + 25.50 + 35 = 260.50 ₴ and what was chosen. Staff then archive it: it is gone from the
 * menu, and the customer's order still shows it. The steps share the burger, so they run in
 * order; each is short on its own.
 */

const NAMES = { uk: 'Триповерховий', en: 'Triple stack', ru: 'Трёхэтажный' } as const;
const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'screenshots');

/** A photo as a phone takes it: a JPEG larger than any size the shop makes. */
const burgerPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 176, g: 98, b: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

type Menu = { categories: { products: { iikoId: string; translation: { uk: string } }[] }[] };

/** The burger's id, or null before staff added it. */
const burgerId = async (request: APIRequestContext): Promise<string | null> => {
  const headers = await adminAuthorization(request);
  const menu = (await (await request.get('/api/admin/menu?cityId=1', { headers })).json()) as Menu;
  return (
    menu.categories.flatMap((category) => category.products).find((product) => product.translation.uk === NAMES.uk)
      ?.iikoId ?? null
  );
};

/**
 * The crafted burgers' admin section, signed in with a token the API gave (the login page has a
 * journey of its own): the browser keeps it in the cookie the login page would set.
 */
const openCrafts = async (page: Page, request: APIRequestContext): Promise<void> => {
  const token = (await adminAuthorization(request)).authorization?.replace('Bearer ', '') ?? '';
  await page.context().addCookies([{ name: 'auth_token', value: token, url: currentShopUrl() }]);
  await page.goto('/admin/burgers/crafts/');
  await expect(page.getByRole('article', { name: 'Класичний', exact: true })).toBeVisible();
};

/** The burger's edit form in the crafted burgers' section. */
const openBurgerForm = async (page: Page, request: APIRequestContext): Promise<Locator> => {
  await openCrafts(page, request);
  await page.getByRole('button', { name: `Редагувати товар «${NAMES.uk}»` }).click();
  return page.getByRole('form', { name: `Редагування: ${NAMES.uk}` });
};

/** The customer's order status page lists the burger with what was chosen, at its price. */
const expectOrderShowsBurger = async (page: Page, orderCode: string): Promise<void> => {
  await page.goto(`/en/order/${orderCode}/`);
  const placed = page.getByTestId('order-line').filter({ hasText: NAMES.en });
  await expect(placed).toContainText('Chicken patty, Bacon');
  await expect(placed).toContainText('260.50 ₴');
};

/** Adds the burger with the patty and bacon chosen, from its card on the English menu. */
const chooseChickenAndBacon = async (page: Page): Promise<void> => {
  await page.goto('/en/');
  await page.getByRole('button', { name: `Choose options for “${NAMES.en}”: Patty, Extras`, exact: true }).click();
  const options = page.getByRole('dialog', { name: NAMES.en });
  await options.getByRole('radio', { name: 'Chicken patty +25.50 ₴', exact: true }).check();
  await options.getByRole('button', { name: 'More: Bacon', exact: true }).click();
  await options.getByRole('button', { name: 'Add to cart · 260.50 ₴' }).click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart: 260.50 ₴');
};

/** Names a group or a modifier in all three languages, by the labels the form gives them. */
const fillNames = async (scope: Locator, kind: 'групи' | 'добавки', names: readonly [string, string, string]) => {
  const [uk, en, ru] = names;
  await scope.getByLabel(`Назва ${kind} українською`).fill(uk);
  await scope.getByLabel(`Назва ${kind} англійською`).fill(en);
  await scope.getByLabel(`Назва ${kind} російською`).fill(ru);
};

test.describe.serial('admin: a burger’s modifier groups, from the product form to a placed order', () => {
  let orderCode = '';

  test.afterAll(async ({ request }) => {
    // Later journeys on this shop meet the seeded menu.
    const id = await burgerId(request);
    if (id !== null)
      await request.delete(`/api/admin/menu/products/${id}`, { headers: await adminAuthorization(request) });
  });

  test('staff add the burger (no photo yet): the form offers groups once it is saved', async ({ page, request }) => {
    await openCrafts(page, request);
    await page.getByRole('button', { name: 'Додати товар' }).click();
    const form = page.getByRole('form', { name: 'Новий товар' });
    await form.getByLabel('Назва українською').fill(NAMES.uk);
    await form.getByLabel('Назва англійською').fill(NAMES.en);
    await form.getByLabel('Назва російською').fill(NAMES.ru);
    await form.getByLabel('Опис українською').fill('Три котлети на вибір і бекон.');
    await form.getByLabel('Опис англійською').fill('Three patties of your choice and bacon.');
    await form.getByLabel('Опис російською').fill('Три котлеты на выбор и бекон.');
    await form.getByLabel('Базова ціна, ₴').fill('200');
    await expect(form.getByText('Групи добавок можна додати, щойно товар збережено.')).toBeVisible();
    await form.getByRole('button', { name: 'Зберегти товар' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('article', { name: NAMES.uk, exact: true })).toContainText('200 ₴');
  });

  test('staff give it a photo, a patty group (one of two, with prices) and an extra, saved with the product', async ({
    page,
    request,
  }) => {
    const form = await openBurgerForm(page, request);
    // The photo goes up as soon as it is chosen, before the rest of the form is saved.
    await form.getByLabel('Фото', { exact: true }).setInputFiles({
      name: 'triple-stack.jpg',
      mimeType: 'image/jpeg',
      buffer: await burgerPhoto(),
    });
    await expect(form.getByRole('status').filter({ hasText: 'Фото збережено' })).toBeVisible({ timeout: 20_000 });
    const groups = form.getByRole('region', { name: 'Групи добавок' });
    await expect(groups.getByText('У товару немає груп добавок')).toBeVisible();

    await groups.getByRole('button', { name: 'Додати групу «один із»' }).click();
    const patty = groups.getByRole('group', { name: 'Група 1', exact: true });
    await fillNames(patty, 'групи', ['Котлета', 'Patty', 'Котлета']);
    await fillNames(patty.getByRole('group', { name: 'Група 1, добавка 1' }), 'добавки', [
      'Яловича котлета',
      'Beef patty',
      'Говяжья котлета',
    ]);
    await patty.getByRole('button', { name: 'Додати добавку в групу 1' }).click();
    const chicken = patty.getByRole('group', { name: 'Група 1, добавка 2' });
    await fillNames(chicken, 'добавки', ['Куряча котлета', 'Chicken patty', 'Куриная котлета']);
    await chicken.getByLabel('Ціна, ₴').fill('25,50');
    await patty.getByLabel('Обрано заздалегідь').selectOption({ label: 'Яловича котлета' });

    await groups.getByRole('button', { name: 'Додати групу «будь-які»' }).click();
    const extras = groups.getByRole('group', { name: 'Група 2', exact: true });
    await fillNames(extras, 'групи', ['Добавки', 'Extras', 'Добавки']);
    const bacon = extras.getByRole('group', { name: 'Група 2, добавка 1' });
    await fillNames(bacon, 'добавки', ['Бекон', 'Bacon', 'Бекон']);
    await bacon.getByLabel('Ціна, ₴').fill('35');
    await bacon.getByLabel('Не більше на порцію').fill('2');

    await form.getByRole('button', { name: 'Зберегти товар' }).click();
    await expect(form).toBeHidden();
    const id = await burgerId(request);
    const saved = (await (
      await request.get(`/api/admin/menu/products/${id}/modifier-groups`, {
        headers: await adminAuthorization(request),
      })
    ).json()) as { groups: { kind: string; modifiers: { translation: { en: string }; price: number }[] }[] };
    expect(saved.groups.map((group) => [group.kind, group.modifiers.map((m) => [m.translation.en, m.price])])).toEqual([
      [
        'one-of',
        [
          ['Beef patty', 0],
          ['Chicken patty', 25.5],
        ],
      ],
      ['any-of', [['Bacon', 35]]],
    ]);
  });

  test('the saved groups come back in the form; a price in fractions of kopiykas is refused next to it (axe)', async ({
    page,
    request,
  }) => {
    const form = await openBurgerForm(page, request);
    const groups = form.getByRole('region', { name: 'Групи добавок' });
    const bacon = groups.getByRole('group', { name: 'Група 2, добавка 1' });
    await expect(bacon.getByLabel('Назва добавки англійською')).toHaveValue('Bacon');
    await expect(
      groups.getByRole('group', { name: 'Група 1', exact: true }).getByLabel('Обрано заздалегідь'),
    ).toHaveValue('0');

    await bacon.getByLabel('Ціна, ₴').fill('35,555');
    await form.getByRole('button', { name: 'Зберегти товар' }).click();
    await expect(bacon.getByLabel('Ціна, ₴')).toHaveAttribute('aria-invalid', 'true');
    await expect(bacon.getByLabel('Ціна, ₴')).toHaveAccessibleDescription('Не більше двох знаків після коми.');
    await expect(form).toBeVisible();

    // The filled-in groups with a refusal showing, checked by axe and photographed.
    expect(describeFindings([await scanPage(page)], isBlocking)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await groups.screenshot({ path: join(SCREENSHOTS, 'admin-modifier-groups.png'), animations: 'disabled' });
    await form.getByRole('button', { name: 'Скасувати' }).click();
    await expect(form).toBeHidden();
  });

  test('a customer on /en/ sees its photo, picks the second patty and bacon: the dialog and the cart show 260.50 ₴', async ({
    page,
  }) => {
    await page.goto('/en/');
    const photo = page.getByRole('article', { name: NAMES.en, exact: true }).locator('picture img');
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('srcset', /\/api\/photos\/[0-9a-f]{32}\.webp 320w/);
    // The box is reserved before the photo loads, and the browser picks a size for it.
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
    await expect(photo).toHaveAttribute('sizes', /\S/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await chooseChickenAndBacon(page);
    await page.getByTestId('cart-button').click();
    const line = page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: NAMES.en });
    await expect(line).toContainText('Chicken patty, Bacon');
    await expect(line).toContainText('260.50 ₴');
  });

  test('the checkout and the thank-you page show 200 + 25.50 + 35 = 260.50 ₴ and what was chosen', async ({
    page,
    request,
  }) => {
    await chooseChickenAndBacon(page);
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Place an order' }).click();

    const form = page.getByTestId('order-form');
    const digits = `67${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await form.getByLabel('Name').fill('Olena');
    await form.getByLabel('Phone').pressSequentially(digits);
    await form.getByRole('radio', { name: 'Self-pickup' }).check();
    await form.getByLabel('Pickup point').selectOption('1');
    await form.getByRole('radio', { name: 'Cash' }).check();
    await expect(form.getByTestId('totals-to-pay')).toHaveText('260.50 ₴');
    await form.getByRole('button', { name: 'Place the order' }).click();

    const sms = page.getByRole('dialog', { name: 'Confirm the order' });
    await expect(sms).toBeVisible();
    const masked = `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`;
    const { code } = (await (await request.get(`/api/dev/sms?phone=${encodeURIComponent(masked)}`)).json()) as {
      code: string;
    };
    await sms.getByLabel('Digit 1').click();
    await page.keyboard.type(code);
    await sms.getByRole('button', { name: 'Confirm', exact: true }).click();

    await expect(page).toHaveURL(/\/en\/checkout\//);
    const placed = page.getByTestId('order-line').filter({ hasText: NAMES.en });
    await expect(placed).toContainText('Chicken patty, Bacon');
    await expect(placed).toContainText('260.50 ₴');
    await expect(page.getByTestId('checkout-to-pay')).toContainText('260.50 ₴');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'thank-you-modifiers.png'), fullPage: true });
    orderCode = (await page.getByTestId('checkout-code').locator('strong').textContent()) ?? '';
    expect(orderCode).not.toBe('');
  });

  test('the order status page lists the chosen patty and extra under the burger', async ({ page }) => {
    await expectOrderShowsBurger(page, orderCode);
  });

  test('staff archive it: it is gone from the English menu, and the placed order still shows it', async ({
    page,
    request,
  }) => {
    const form = await openBurgerForm(page, request);
    await form.getByRole('button', { name: 'Архівувати' }).click();
    await form.getByRole('button', { name: 'Так, архівувати' }).click();
    await expect(page.getByRole('article', { name: NAMES.uk, exact: true })).toHaveCount(0);

    await page.goto('/en/');
    await expect(page.getByRole('article', { name: 'Classic', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: NAMES.en, exact: true })).toHaveCount(0);
    await expectOrderShowsBurger(page, orderCode);
  });
});
