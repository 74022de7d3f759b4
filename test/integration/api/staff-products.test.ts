import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuDto, MenuProductDto } from '../../../src/domain/shop-api/catalog.contract';
import type {
  StaffMenuDto,
  StaffMenuProductDto,
  StaffProductSaveDto,
} from '../../../src/domain/shop-api/staff-menu.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const texts = (uk: string, en: string, ru: string) => ({ uk, en, ru });

const HOT_BURGER: StaffProductSaveDto = {
  cityId: 1,
  category: 'burgers',
  translation: texts('Пекельний', 'Inferno', 'Адский'),
  description: texts(
    'Яловичина, халапеньо і чилі-соус.',
    'Beef, jalapeños and chilli sauce.',
    'Говядина, халапеньо и чили-соус.',
  ),
  basePrice: 219.5,
  size: { amount: 320, unit: 'g' },
  rolls: 0,
  alcohol: false,
  tags: ['spicy', 'gluten'],
  hidden: false,
};

describe.each(databaseTargets())('staff add, edit, hide, archive and order products on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = auth) =>
    shop().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const add = (product: object = HOT_BURGER) => send('POST', '/api/admin/menu/products', product);
  const customerMenu = async (cityId: number): Promise<readonly MenuProductDto[]> =>
    ((await shop().app.inject({ url: `/api/menu?cityId=${cityId}` })).json() as MenuDto).categories.flatMap(
      (category) => category.products,
    );
  const staffCategory = async (slug: string): Promise<readonly StaffMenuProductDto[]> => {
    const menu = (await shop().app.inject({ url: '/api/admin/menu?cityId=1', headers: auth })).json() as StaffMenuDto;
    return menu.categories.find((category) => category.slug === slug)?.products ?? [];
  };
  const audit = async () =>
    (
      (await shop().app.inject({ url: '/api/admin/audit?section=menu', headers: auth })).json() as {
        entries: { action: string; target: string; before: unknown; after: unknown }[];
      }
    ).entries;

  it('adds a product to every city, last in its category, with a placeholder photo; customers see it at once in their language', async () => {
    const response = await add();
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json() as StaffMenuProductDto;
    expect(added).toMatchObject({
      category: 'burgers',
      translation: HOT_BURGER.translation,
      description: HOT_BURGER.description,
      basePrice: 219.5,
      price: 219.5,
      cityPrice: null,
      size: { amount: 320, unit: 'g' },
      tags: ['gluten', 'spicy'],
      hidden: false,
      stopped: false,
      imgLink: '/api/uploads/burger-classic.svg',
    });
    expect(added.iikoId).toMatch(/^inferno-[0-9a-f]{8}$/);
    expect((await staffCategory('burgers')).at(-1)?.iikoId).toBe(added.iikoId);
    for (const cityId of [1, 2]) {
      const sold = (await customerMenu(cityId)).find((product) => product.iikoId === added.iikoId);
      expect(sold).toMatchObject({
        translation: HOT_BURGER.translation,
        price: 219.5,
        weight: 320,
        tags: ['gluten', 'spicy'],
        disabled: false,
        modifiers: [],
      });
    }
    // Customers can order it: the cart's price check knows it.
    const check = await shop().app.inject({
      method: 'POST',
      url: '/api/cart/check-prices',
      payload: { cartItems: [{ id: 'l1', iikoId: added.iikoId, price: 219.5, modifiers: [] }], cityId: 1 },
    });
    expect(check.json()).toMatchObject({ unavailable: [] });
    expect((await audit())[0]).toMatchObject({
      action: 'add-product',
      target: 'Пекельний',
      before: null,
      after: expect.objectContaining({ basePrice: 219.5 }),
    });
  });

  it('edits every field in one change, logged with before and after', async () => {
    const added = (await add()).json() as StaffMenuProductDto;
    const edited = await send('PUT', `/api/admin/menu/products/${added.iikoId}`, {
      ...HOT_BURGER,
      category: 'additions',
      translation: texts('Нагетси', 'Nuggets XL', 'Наггетсы'),
      basePrice: 99,
      size: { amount: 9, unit: 'pcs' },
      tags: ['vegetarian'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      iikoId: added.iikoId,
      category: 'additions',
      basePrice: 99,
      size: { amount: 9, unit: 'pcs' },
      tags: ['vegetarian'],
    });
    expect((await customerMenu(1)).find((product) => product.iikoId === added.iikoId)).toMatchObject({
      translation: { en: 'Nuggets XL' },
      pieces: 9,
      price: 99,
    });
    expect((await staffCategory('additions')).at(-1)?.iikoId).toBe(added.iikoId);
    expect((await audit())[0]).toMatchObject({
      action: 'edit-product',
      target: 'Нагетси',
      before: expect.objectContaining({ category: 'burgers', basePrice: 219.5 }),
      after: expect.objectContaining({ category: 'additions', basePrice: 99 }),
    });
  });

  it('keeps a volume in millilitres, the 18+ flag and the rolls: customers get litres, 18+ and the rolls the sticks count', async () => {
    const beer = await add({
      ...HOT_BURGER,
      category: 'beer',
      translation: texts('Пиво дня', 'Beer of the day', 'Пиво дня'),
      size: { amount: 500, unit: 'ml' },
      alcohol: true,
      tags: [],
    });
    expect(beer.statusCode, beer.body).toBe(201);
    expect(beer.json()).toMatchObject({ size: { amount: 500, unit: 'ml' }, alcohol: true, rolls: 0 });
    const set = await add({
      ...HOT_BURGER,
      category: 'sets',
      translation: texts('Сет дня', 'Set of the day', 'Сет дня'),
      size: { amount: 32, unit: 'pcs' },
      rolls: 4,
      tags: ['fish'],
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json()).toMatchObject({ size: { amount: 32, unit: 'pcs' }, alcohol: false, rolls: 4 });
    const menu = await customerMenu(1);
    expect(menu.find((product) => product.iikoId === (beer.json() as StaffMenuProductDto).iikoId)).toMatchObject({
      volume: 0.5,
      isAlcohol: true,
    });
    const sold = menu.find((product) => product.iikoId === (set.json() as StaffMenuProductDto).iikoId);
    expect(sold).toMatchObject({ pieces: 32, amountOfRolls: 4, isAlcohol: false, tags: ['fish'] });
    expect(sold?.weight).toBeUndefined();
  });

  it('hides a product from customers (and orders) while staff still see and can show it again', async () => {
    const added = (await add()).json() as StaffMenuProductDto;
    const hidden = await send('PUT', `/api/admin/menu/products/${added.iikoId}`, { ...HOT_BURGER, hidden: true });
    expect(hidden.json()).toMatchObject({ hidden: true });
    expect((await customerMenu(1)).some((product) => product.iikoId === added.iikoId)).toBe(false);
    expect((await staffCategory('burgers')).find((product) => product.iikoId === added.iikoId)?.hidden).toBe(true);
    const check = await shop().app.inject({
      method: 'POST',
      url: '/api/cart/check-prices',
      payload: { cartItems: [{ id: 'l1', iikoId: added.iikoId, price: 219.5, modifiers: [] }], cityId: 1 },
    });
    expect(check.json()).toMatchObject({ unavailable: [{ id: 'l1' }] });

    await send('PUT', `/api/admin/menu/products/${added.iikoId}`, { ...HOT_BURGER, hidden: false });
    expect((await customerMenu(1)).some((product) => product.iikoId === added.iikoId)).toBe(true);
  });

  it('archives a product: gone from both menus and from staff’s, kept in the table for old orders', async () => {
    const added = (await add()).json() as StaffMenuProductDto;
    const archived = await send('DELETE', `/api/admin/menu/products/${added.iikoId}`);
    expect(archived.statusCode, archived.body).toBe(204);
    expect((await customerMenu(1)).some((product) => product.iikoId === added.iikoId)).toBe(false);
    expect((await staffCategory('burgers')).some((product) => product.iikoId === added.iikoId)).toBe(false);
    const row = await shop().database.query<{ is_archived: boolean }>(
      'SELECT is_archived FROM products WHERE iiko_id = $1',
      [added.iikoId],
    );
    expect(row.rows).toEqual([{ is_archived: true }]);
    expect((await audit())[0]).toMatchObject({ action: 'archive-product', target: 'Пекельний' });
    // Archived is gone for staff too: neither edited, archived again nor moved.
    expect((await send('DELETE', `/api/admin/menu/products/${added.iikoId}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/menu/products/${added.iikoId}`, HOT_BURGER)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/admin/menu/products/${added.iikoId}/move`, { cityId: 1, move: 'up' })).statusCode,
    ).toBe(404);
  });

  it('moves a product up and down within its category, for customers too', async () => {
    const before = (await staffCategory('sauces')).map((product) => product.iikoId);
    const second = before[1] as string;
    const up = await send('POST', `/api/admin/menu/products/${second}/move`, { cityId: 1, move: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    const moved = [second, before[0], ...before.slice(2)];
    expect(
      (up.json() as StaffMenuDto).categories
        .find((category) => category.slug === 'sauces')
        ?.products.map((product) => product.iikoId),
    ).toEqual(moved);
    const customerSauces = (await customerMenu(1))
      .filter((product) => product.category === 'sauces')
      .map((product) => product.iikoId);
    expect(customerSauces).toEqual(moved);
    // At the top, up changes nothing.
    await send('POST', `/api/admin/menu/products/${second}/move`, { cityId: 1, move: 'up' });
    expect((await staffCategory('sauces')).map((product) => product.iikoId)).toEqual(moved);
    await send('POST', `/api/admin/menu/products/${second}/move`, { cityId: 1, move: 'down' });
    expect((await staffCategory('sauces')).map((product) => product.iikoId)).toEqual(before);
    expect((await audit())[0]).toMatchObject({
      action: 'move-product',
      before: { position: 1 },
      after: { position: 2 },
    });
  });

  it('refuses a missing translation, naming the field in Ukrainian, and writes nothing', async () => {
    const count = async () =>
      Number((await shop().database.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0]?.n);
    const products = await count();
    const refused = await add({ ...HOT_BURGER, translation: { ...HOT_BURGER.translation, en: '  ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'invalid-product',
      field: 'translation.en',
      problem: 'required',
      message: 'Поле «назва англійською» (translation.en): обов’язкове поле, заповніть його.',
    });
    const noRussian = await add({ ...HOT_BURGER, description: { ...HOT_BURGER.description, ru: '' } });
    expect(noRussian.json()).toMatchObject({ field: 'description.ru', problem: 'required' });
    expect(await count()).toBe(products);
  });

  it('refuses an unknown tag, a negative or zero price, and an unknown category', async () => {
    const tag = await add({ ...HOT_BURGER, tags: ['spicy', 'sugar'] });
    expect(tag.statusCode).toBe(400);
    expect(tag.json()).toMatchObject({
      field: 'tags',
      problem: 'unknown-tag',
      message: expect.stringContaining('gluten, lactose, fish, nuts, spicy, vegetarian, vegan'),
    });
    expect((await add({ ...HOT_BURGER, basePrice: -5 })).json()).toMatchObject({
      field: 'basePrice',
      problem: 'not-positive',
    });
    expect((await add({ ...HOT_BURGER, basePrice: 0 })).json()).toMatchObject({
      field: 'basePrice',
      problem: 'not-positive',
    });
    expect((await add({ ...HOT_BURGER, category: 'pizza' })).json()).toMatchObject({
      field: 'category',
      problem: 'unknown-category',
    });
    expect((await add({ ...HOT_BURGER, size: { amount: 2.5, unit: 'g' } })).json()).toMatchObject({
      field: 'size.amount',
      problem: 'not-a-whole-number',
    });
    // The JSON schema keeps out what is not even the shape.
    const shape = await add({ ...HOT_BURGER, translation: 'Inferno' });
    expect(shape.statusCode).toBe(400);
    expect((await add({ ...HOT_BURGER, tags: undefined })).statusCode).toBe(400);
  });

  it('answers 401 without a token, and changes nothing', async () => {
    for (const response of [
      await send('POST', '/api/admin/menu/products', HOT_BURGER, {}),
      await send('PUT', '/api/admin/menu/products/burger-classic', HOT_BURGER, {}),
      await send('DELETE', '/api/admin/menu/products/burger-classic', undefined, {}),
      await send('POST', '/api/admin/menu/products/burger-classic/move', { cityId: 1, move: 'down' }, {}),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await customerMenu(1)).some((product) => product.iikoId === 'burger-classic')).toBe(true);
  });

  it('documents the calls in the OpenAPI document as admin calls', async () => {
    const document = (await shop().app.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths['/api/admin/menu/products']?.post?.tags).toEqual(['admin']);
    expect(Object.keys(document.paths['/api/admin/menu/products/{iikoId}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete', 'patch']),
    );
    expect(document.paths['/api/admin/menu/products/{iikoId}/move']?.post?.tags).toEqual(['admin']);
  });
});
