import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuDto } from '../../../src/domain/shop-api/catalog.contract';
import type { StaffMenuDto, StaffMenuProductDto } from '../../../src/domain/shop-api/staff-menu.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';

const CLASSIC = 'burger-classic';

describe.each(databaseTargets())('the staff menu (stop list and city prices) on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const login = await shop().app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { login: TEST_ADMIN.login, password: TEST_ADMIN.password },
    });
    auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  });
  afterAll(async () => {
    await shop().database.query(
      'UPDATE product_cities SET price = NULL, is_stopped = false WHERE product_id = (SELECT id FROM products WHERE iiko_id = $1)',
      [CLASSIC],
    );
  });

  const staffMenu = async (cityId: number): Promise<StaffMenuDto> => {
    const response = await shop().app.inject({ url: `/api/admin/menu?cityId=${cityId}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as StaffMenuDto;
  };
  const change = (iikoId: string, body: unknown, headers = auth) =>
    shop().app.inject({
      method: 'PATCH',
      url: `/api/admin/menu/products/${encodeURIComponent(iikoId)}`,
      payload: body as object,
      headers,
    });
  const customerSees = async (cityId: number) => {
    const menu = (await shop().app.inject({ url: `/api/menu?cityId=${cityId}` })).json() as MenuDto;
    return menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === CLASSIC);
  };
  const productIn = (menu: StaffMenuDto, iikoId: string): StaffMenuProductDto | undefined =>
    menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === iikoId);

  it("lists every category in display order with the city's products, prices and stop flags", async () => {
    const lviv = await staffMenu(1);
    expect(lviv.cityId).toBe(1);
    expect(lviv.categories.map((category) => category.slug)).toEqual([
      'combos',
      'burgers',
      'menus',
      'rolls',
      'sets',
      'additions',
      'sauces',
      'drinks',
      'beer',
    ]);
    expect(lviv.categories.find((category) => category.slug === 'sets')?.products).toHaveLength(10);
    expect(productIn(lviv, CLASSIC)).toEqual({
      iikoId: CLASSIC,
      category: 'burgers',
      translation: { uk: 'Класичний', en: 'Classic', ru: 'Классический' },
      imgLink: '/api/uploads/burger-classic.svg',
      basePrice: 189,
      cityPrice: null,
      price: 189,
      stopped: false,
      lastChange: null,
      description: expect.objectContaining({ en: expect.stringMatching(/^A juicy grilled beef patty/) }),
      size: { amount: 290, unit: 'g' },
      rolls: 0,
      alcohol: false,
      tags: [],
      hidden: false,
      picture: null,
    });
    // The seed's Kyiv stop list and price are the staff's to see too.
    const kyiv = await staffMenu(2);
    expect(productIn(kyiv, 'burger-blue-cheese')?.stopped).toBe(true);
    expect(productIn(kyiv, 'combo-classic')).toMatchObject({ price: 349, cityPrice: 349 });
  });

  it('puts a product on a city’s stop list and takes it off; customers of that city see it at once, others never', async () => {
    expect((await customerSees(1))?.disabled).toBe(false);
    const stopped = await change(CLASSIC, { cityId: 1, stopped: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ iikoId: CLASSIC, stopped: true, price: 189 });
    expect((await customerSees(1))?.disabled).toBe(true);
    expect((await customerSees(2))?.disabled).toBe(false);
    const check = await shop().app.inject({
      method: 'POST',
      url: '/api/cart/check-prices',
      payload: { cartItems: [{ id: 'l1', iikoId: CLASSIC, price: 189, modifiers: [] }], cityId: 1 },
    });
    expect(check.json()).toMatchObject({ unavailable: [{ id: 'l1', reason: 'product-unavailable' }] });

    expect((await change(CLASSIC, { cityId: 1, stopped: false })).json()).toMatchObject({ stopped: false });
    expect((await customerSees(1))?.disabled).toBe(false);
  });

  it('logs who changed what and when, and shows each product’s last change', async () => {
    const before = await shop().database.query<{ count: string }>('SELECT count(*) FROM staff_menu_changes');
    const answer = (await change(CLASSIC, { cityId: 2, stopped: true })).json() as StaffMenuProductDto;
    expect(answer.lastChange).toEqual({ at: TEST_NOW.toISOString(), by: TEST_ADMIN.login });
    expect(productIn(await staffMenu(2), CLASSIC)?.lastChange).toEqual({
      at: TEST_NOW.toISOString(),
      by: TEST_ADMIN.login,
    });
    expect(productIn(await staffMenu(2), 'burger-cheese')?.lastChange).toBeNull();
    await change(CLASSIC, { cityId: 2, stopped: false, price: 201 });
    await change(CLASSIC, { cityId: 2, price: null });
    const log = await shop().database.query(
      `SELECT admin_login, stopped, price_changed, city_price FROM staff_menu_changes
        WHERE city_id = 2 AND product_id = (SELECT id FROM products WHERE iiko_id = $1) ORDER BY id`,
      [CLASSIC],
    );
    expect(log.rows).toEqual([
      { admin_login: TEST_ADMIN.login, stopped: true, price_changed: false, city_price: null },
      { admin_login: TEST_ADMIN.login, stopped: false, price_changed: true, city_price: 20_100 },
      { admin_login: TEST_ADMIN.login, stopped: null, price_changed: true, city_price: null },
    ]);
    // A refused change is not logged.
    await change('no-such-product', { cityId: 2, stopped: true });
    await change(CLASSIC, { cityId: 2, price: 1.001 });
    const after = await shop().database.query<{ count: string }>('SELECT count(*) FROM staff_menu_changes');
    expect(Number(after.rows[0]?.count) - Number(before.rows[0]?.count)).toBe(3);
  });

  it('writes each change to the admin change log with the product as it was and as it became', async () => {
    await change(CLASSIC, { cityId: 2, price: 205 });
    await change(CLASSIC, { cityId: 2, stopped: true, price: null });
    const audit = await shop().app.inject({ url: '/api/admin/audit?section=menu&cityId=2', headers: auth });
    const entries = (
      audit.json() as {
        entries: { by: string; cityId: number; action: string; target: string; before: unknown; after: unknown }[];
      }
    ).entries;
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        by: TEST_ADMIN.login,
        cityId: 2,
        action: 'change-city-product',
        target: 'Класичний',
        before: { stopped: false, cityPrice: 205 },
        after: { stopped: true, cityPrice: null },
      }),
      expect.objectContaining({ target: 'Класичний', after: { stopped: false, cityPrice: 205 } }),
    ]);
    await change(CLASSIC, { cityId: 2, stopped: false });
  });

  it("sets a city's own price, which customers pay, and goes back to the base price with null", async () => {
    const kyivPrice = (await customerSees(2))?.price;
    const priced = await change(CLASSIC, { cityId: 1, price: 199.5 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ basePrice: 189, cityPrice: 199.5, price: 199.5, stopped: false });
    expect((await customerSees(1))?.price).toBe(199.5);
    expect((await customerSees(2))?.price).toBe(kyivPrice);

    const both = await change(CLASSIC, { cityId: 1, price: 210, stopped: true });
    expect(both.json()).toMatchObject({ cityPrice: 210, stopped: true });
    const back = await change(CLASSIC, { cityId: 1, price: null, stopped: false });
    expect(back.json()).toMatchObject({ cityPrice: null, price: 189, stopped: false });
    expect((await customerSees(1))?.price).toBe(189);
  });

  it('refuses bad changes with a message, and changes nothing', async () => {
    const refusals: [unknown, number, string, string][] = [
      [{ cityId: 1 }, 400, 'nothing-to-change', "Send 'stopped', 'price' or both."],
      [{ cityId: 1, price: 12.345 }, 400, 'invalid-price', "'price' must be in whole kopiykas: at most two decimals."],
      [{ cityId: 1, price: 0 }, 400, 'bad-request', expect.stringContaining('price') as unknown as string],
      [{ cityId: 1, price: 100_000 }, 400, 'bad-request', expect.stringContaining('price') as unknown as string],
      [{ cityId: 3, stopped: true }, 400, 'bad-request', expect.stringContaining('cityId') as unknown as string],
      [{ cityId: 1, stopped: 'maybe' }, 400, 'bad-request', expect.stringContaining('stopped') as unknown as string],
    ];
    for (const [body, status, error, message] of refusals) {
      const response = await change(CLASSIC, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json(), JSON.stringify(body)).toEqual({ error, message });
    }
    const unknown = await change('no-such-product', { cityId: 1, stopped: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'product-not-found',
      message: 'This city offers no product with this id.',
    });
    expect(productIn(await staffMenu(1), CLASSIC)).toMatchObject({ cityPrice: null, stopped: false });
  });

  it('is for staff only', async () => {
    expect((await shop().app.inject({ url: '/api/admin/menu?cityId=1' })).statusCode).toBe(401);
    expect((await change(CLASSIC, { cityId: 1, stopped: true }, {})).statusCode).toBe(401);
    expect((await change(CLASSIC, { cityId: 1, stopped: true }, { authorization: 'Bearer nonsense' })).statusCode).toBe(
      401,
    );
    expect((await customerSees(1))?.disabled).toBe(false);
  });
});
