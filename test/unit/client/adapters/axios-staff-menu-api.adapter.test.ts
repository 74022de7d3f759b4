import { describe, expect, it } from 'vitest';
import { fakeStaffMenuProduct } from '../../../../src/client/adapters/demo/fake-staff-menu-data';
import { AxiosStaffMenuApi } from '../../../../src/client/adapters/http/axios-staff-menu-api.adapter';
import type { StaffMenuDto } from '../../../../src/domain/shop-api/staff-menu.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosStaffMenuApi(http, (message) => logged.push(message)), sent, logged };
};

const CLASSIC = fakeStaffMenuProduct({
  iikoId: 'burger-classic',
  translation: { uk: 'Класичний', en: 'Classic', ru: 'Классический' },
  basePrice: 189,
});
const MENU: StaffMenuDto = {
  cityId: 1,
  categories: [
    { slug: 'burgers', translation: { uk: 'Бургери', en: 'Burgers', ru: 'Бургеры' }, products: [CLASSIC] },
    { slug: 'rolls', translation: { uk: 'Роли', en: 'Rolls', ru: 'Роллы' }, products: [] },
  ],
};

describe('AxiosStaffMenuApi.listMenu', () => {
  it('asks GET /admin/menu?cityId with the bearer token and reads the menu', async () => {
    const { api, sent, logged } = apiAnswering(() => ({ status: 200, data: MENU }));
    expect(await api.listMenu(2)).toEqual({ ok: true, value: MENU });
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe('/admin/menu');
    expect(sent[0]?.params).toEqual({ cityId: 2 });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(logged).toEqual([]);
  });

  it('leaves out malformed products and categories, logs that it did, and keeps only the contract’s fields', async () => {
    const broken = [
      { ...CLASSIC, iikoId: '' },
      { ...CLASSIC, iikoId: 'no-en', translation: { uk: 'x', ru: 'x' } },
      { ...CLASSIC, iikoId: 'text-price', price: '189' },
      { ...CLASSIC, iikoId: 'negative', basePrice: -1 },
      { ...CLASSIC, iikoId: 'bad-city-price', cityPrice: 'none' },
      { ...CLASSIC, iikoId: 'maybe', stopped: 'maybe' },
      null,
    ];
    const body = {
      cityId: 1,
      categories: [
        { ...MENU.categories[0], secret: 1, products: [{ ...CLASSIC, internalNote: 'x' }, ...broken] },
        { slug: '', translation: MENU.categories[0]?.translation, products: [CLASSIC, CLASSIC] },
        'sauces',
      ],
    };
    const { api, logged } = apiAnswering(() => ({ status: 200, data: body }));
    expect(await api.listMenu(1)).toEqual({ ok: true, value: { cityId: 1, categories: [MENU.categories[0]] } });
    expect(logged).toEqual(['GET /admin/menu left out malformed entries (products: 9, categories: 2)']);
  });

  it('keeps who last changed a product and when, and leaves out a product whose last change is unreadable', async () => {
    const changed = { ...CLASSIC, lastChange: { at: '2025-06-11T09:00:00.000Z', by: 'olena' } };
    const body = {
      cityId: 1,
      categories: [
        {
          ...MENU.categories[0],
          products: [
            changed,
            { ...CLASSIC, iikoId: 'never', lastChange: null },
            { ...CLASSIC, iikoId: 'bad-date', lastChange: { at: 'yesterday', by: 'x' } },
          ],
        },
      ],
    };
    const { api, logged } = apiAnswering(() => ({ status: 200, data: body }));
    const result = await api.listMenu(1);
    expect(
      result.ok && result.value.categories[0]?.products.map((product) => [product.iikoId, product.lastChange]),
    ).toEqual([
      ['burger-classic', { at: '2025-06-11T09:00:00.000Z', by: 'olena' }],
      ['never', null],
    ]);
    expect(logged).toEqual(['GET /admin/menu left out malformed entries (products: 1, categories: 0)']);
  });

  it('calls an answer that is not a menu unavailable, and logs it', async () => {
    for (const data of [[MENU], '<html>', { cityId: 3, categories: [] }, { cityId: 1 }]) {
      const { api, logged } = apiAnswering(() => ({ status: 200, data }));
      expect(await api.listMenu(1)).toEqual({ ok: false, reason: 'unavailable' });
      expect(logged).toEqual(['GET /admin/menu answered something that is not in the contract']);
    }
  });

  it('names the failure: 401 unauthorized, anything else unavailable', async () => {
    expect(await apiAnswering(() => ({ status: 401, data: { error: 'Unauthorized' } })).api.listMenu(1)).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await apiAnswering(() => ({ status: 500, data: { message: 'stack trace' } })).api.listMenu(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await apiAnswering(() => ({ status: 0, data: null })).api.listMenu(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('AxiosStaffMenuApi.changeProduct', () => {
  it('patches /admin/menu/products/{iikoId} with {cityId, ...change} and reads the product as it is now', async () => {
    const changed = { ...CLASSIC, iikoId: 'a b/c', cityPrice: 199.5, price: 199.5, stopped: true };
    const { api, sent } = apiAnswering(() => ({ status: 200, data: changed }));
    expect(await api.changeProduct(2, 'a b/c', { stopped: true, price: 199.5 })).toEqual({ ok: true, value: changed });
    expect(sent[0]?.method).toBe('patch');
    expect(sent[0]?.url).toBe('/admin/menu/products/a%20b%2Fc');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ cityId: 2, stopped: true, price: 199.5 });
  });

  it('sends null to return the city to the base price', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: CLASSIC }));
    await api.changeProduct(1, 'burger-classic', { price: null });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ cityId: 1, price: null });
  });

  it('maps 400, 401 and 404 to their failures, keeping the server’s message where it explains a refusal', async () => {
    const failing = (status: number, data: unknown = { error: 'x', message: 'The reason.' }) =>
      apiAnswering(() => ({ status, data })).api.changeProduct(1, 'burger-classic', { price: 12.345 });
    expect(await failing(400)).toEqual({ ok: false, reason: 'invalid', message: 'The reason.' });
    expect(await failing(400, { error: 'x', message: ' ' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await failing(400, '<html>')).toEqual({ ok: false, reason: 'invalid' });
    expect(await failing(401)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await failing(404, { error: 'product-not-found', message: 'Not here.' })).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'Not here.',
    });
    expect(await failing(503)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await failing(0, null)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('calls an answer that is not a product unavailable', async () => {
    const { api, logged } = apiAnswering(() => ({ status: 200, data: { ...CLASSIC, stopped: null } }));
    expect(await api.changeProduct(1, 'burger-classic', { stopped: true })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(logged).toEqual(['PATCH /admin/menu/products answered something that is not in the contract']);
  });
});

describe('AxiosStaffMenuApi: products', () => {
  const INPUT = {
    category: 'burgers',
    translation: { uk: 'Пекельний', en: 'Inferno', ru: 'Адский' },
    description: { uk: 'Гострий.', en: 'Hot.', ru: 'Острый.' },
    basePrice: 219,
    size: { amount: 320, unit: 'g' as const },
    rolls: 0,
    alcohol: false,
    tags: ['spicy'],
    hidden: false,
  };

  it('adds with POST /admin/menu/products and edits with PUT, the city in the body, and reads the product back', async () => {
    const added = fakeStaffMenuProduct({ iikoId: 'inferno-1a2b3c4d', tags: ['spicy'] });
    const { api, sent } = apiAnswering(() => ({ status: 201, data: added }));
    expect(await api.createProduct(1, INPUT)).toEqual({ ok: true, value: added });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/admin/menu/products');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ cityId: 1, ...INPUT });
    await api.updateProduct(2, 'inferno-1a2b3c4d', INPUT);
    expect(sent[1]?.method).toBe('put');
    expect(sent[1]?.url).toBe('/admin/menu/products/inferno-1a2b3c4d');
  });

  it('keeps the field a refusal names, so the form can show it there, and drops a field it does not know', async () => {
    const refusal = {
      error: 'invalid-product',
      field: 'translation.en',
      problem: 'required',
      message: 'Поле «назва англійською» (translation.en): обов’язкове поле, заповніть його.',
    };
    expect(await apiAnswering(() => ({ status: 400, data: refusal })).api.createProduct(1, INPUT)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'translation.en',
      message: refusal.message,
    });
    expect(
      await apiAnswering(() => ({ status: 400, data: { ...refusal, field: 'secret' } })).api.createProduct(1, INPUT),
    ).toEqual({ ok: false, reason: 'invalid', message: refusal.message });
  });

  it('archives with DELETE and moves with POST …/move, reading the menu in its new order', async () => {
    const { api, sent } = apiAnswering((config) =>
      config.method === 'delete' ? { status: 204, data: '' } : { status: 200, data: MENU },
    );
    expect(await api.archiveProduct('burger-classic')).toEqual({ ok: true, value: null });
    expect(sent[0]?.method).toBe('delete');
    expect(sent[0]?.url).toBe('/admin/menu/products/burger-classic');
    expect(await api.moveProduct(1, 'burger-classic', 'down')).toEqual({ ok: true, value: MENU });
    expect(sent[1]?.url).toBe('/admin/menu/products/burger-classic/move');
    expect(JSON.parse(String(sent[1]?.data))).toEqual({ cityId: 1, move: 'down' });
  });
});
