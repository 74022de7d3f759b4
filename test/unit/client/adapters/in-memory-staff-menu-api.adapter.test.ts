import { describe, expect, it } from 'vitest';
import { fakeStaffMenu } from '../../../../src/client/adapters/demo/fake-staff-menu-data';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { CATEGORY_SLUGS } from '../../../../src/domain/cart/category';
import type { StaffMenuDto } from '../../../../src/domain/shop-api/staff-menu.contract';

const productIn = (menu: StaffMenuDto, iikoId: string) =>
  menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === iikoId);

const listed = async (api: InMemoryStaffMenuApi, cityId: 1 | 2): Promise<StaffMenuDto> => {
  const result = await api.listMenu(cityId);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('InMemoryStaffMenuApi', () => {
  it('lists every category in display order with the city’s products, the storefront demo’s stop list and Kyiv’s own price', async () => {
    const api = new InMemoryStaffMenuApi();
    const lviv = await listed(api, 1);
    const kyiv = await listed(api, 2);
    expect(lviv.categories.map((category) => category.slug)).toEqual(CATEGORY_SLUGS);
    expect(productIn(lviv, 'burger-classic')).toEqual({
      iikoId: 'burger-classic',
      category: 'burgers',
      translation: { uk: 'Класичний', en: 'Classic', ru: 'Классический' },
      imgLink: '/demo/burger-classic.svg',
      basePrice: 189,
      cityPrice: null,
      price: 189,
      stopped: false,
      description: expect.objectContaining({ en: expect.any(String) }),
      size: expect.objectContaining({ unit: 'g' }),
      rolls: 0,
      alcohol: false,
      tags: [],
      hidden: false,
    });
    expect(productIn(lviv, 'burger-bbq')?.stopped).toBe(true);
    expect(productIn(kyiv, 'combo-classic')).toMatchObject({ basePrice: 329, cityPrice: 349, price: 349 });
    expect(kyiv.categories.find((category) => category.slug === 'rolls')?.products).toEqual([]);
    expect(api.calls).toEqual(['list:1', 'list:2']);
  });

  it('keeps a stop and a city price in memory, for that city only', async () => {
    const api = new InMemoryStaffMenuApi();
    const stopped = await api.changeProduct(1, 'burger-classic', { stopped: true });
    expect(stopped).toEqual({ ok: true, value: expect.objectContaining({ stopped: true, price: 189 }) });
    const priced = await api.changeProduct(1, 'burger-classic', { price: 199.5 });
    expect(priced).toEqual({
      ok: true,
      value: expect.objectContaining({ stopped: true, cityPrice: 199.5, price: 199.5 }),
    });
    expect(productIn(await listed(api, 1), 'burger-classic')).toMatchObject({
      stopped: true,
      cityPrice: 199.5,
      price: 199.5,
    });
    expect(productIn(await listed(api, 2), 'burger-classic')).toMatchObject({
      stopped: false,
      cityPrice: null,
      price: 189,
    });

    const back = await api.changeProduct(1, 'burger-classic', { stopped: false, price: null });
    expect(back).toEqual({ ok: true, value: expect.objectContaining({ stopped: false, cityPrice: null, price: 189 }) });
    expect(api.calls).toContain('change:1:burger-classic:{"stopped":false,"price":null}');
  });

  it('refuses what the server refuses, with the server’s messages, and changes nothing', async () => {
    const api = new InMemoryStaffMenuApi();
    expect(await api.changeProduct(1, 'burger-classic', {})).toEqual({
      ok: false,
      reason: 'invalid',
      message: "Send 'stopped', 'price' or both.",
    });
    expect(await api.changeProduct(1, 'burger-classic', { price: 0 })).toEqual({
      ok: false,
      reason: 'invalid',
      message: "'price' must be more than 0.",
    });
    expect(await api.changeProduct(1, 'burger-classic', { price: 100_000 })).toEqual({
      ok: false,
      reason: 'invalid',
      message: "'price' must be at most 99999.99.",
    });
    expect(await api.changeProduct(1, 'burger-classic', { price: 12.345 })).toEqual({
      ok: false,
      reason: 'invalid',
      message: "'price' must be in whole kopiykas: at most two decimals.",
    });
    expect(await api.changeProduct(1, 'burger-classic', { price: 99_999.99 })).toMatchObject({ ok: true });
    // Kyiv offers no rolls.
    expect(await api.changeProduct(2, 'roll-philadelphia', { stopped: true })).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'This city offers no product with this id.',
    });
    expect(productIn(await listed(api, 2), 'roll-philadelphia')).toBeUndefined();
  });

  it('plays an expired token and an unreachable server', async () => {
    const api = new InMemoryStaffMenuApi([fakeStaffMenu(1)]);
    api.failing.add('change');
    expect(await api.changeProduct(1, 'burger-classic', { stopped: true })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    api.failing.add('list');
    expect(await api.listMenu(1)).toEqual({ ok: false, reason: 'unavailable' });
    api.unauthorized = true;
    expect(await api.listMenu(1)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(await api.changeProduct(1, 'burger-classic', { stopped: true })).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
  });
});
