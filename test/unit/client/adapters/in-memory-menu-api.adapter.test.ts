import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';

const slugsOf = async (api: InMemoryMenuApi, cityId: 1 | 2) => {
  const result = await api.getMenu(cityId);
  if (!result.ok) throw new Error('menu failed');
  return result.value.categories.map((category) => category.slug);
};

describe('InMemoryMenuApi: the demo menu', () => {
  it('lists every category in display order in Lviv and leaves sushi out in Kyiv', async () => {
    const api = new InMemoryMenuApi();
    expect(await slugsOf(api, 1)).toEqual([
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
    expect(await slugsOf(api, 2)).toEqual(['combos', 'burgers', 'menus', 'additions', 'sauces', 'drinks', 'beer']);
    expect(api.calls).toEqual(['menu:1', 'menu:2']);
  });

  it('answers products the cart can use as they are: names, prices, modifiers, flags', async () => {
    const result = await new InMemoryMenuApi().getMenu(1);
    if (!result.ok) throw new Error('menu failed');
    const products = result.value.categories.flatMap((category) => category.products);
    const classic = products.find((p) => p.iikoId === 'burger-classic');
    expect(classic).toMatchObject({
      id: 'burger-classic',
      name: 'Класичний',
      price: 189,
      weight: 290,
      imgLink: '/demo/burger-classic.svg',
      disabled: false,
    });
    expect(classic?.modifiers.map((m) => m.productGroupId)).toEqual([
      'patty',
      'patty',
      'patty',
      'patty',
      'extras',
      'extras',
      'extras',
    ]);
    expect(products.find((p) => p.iikoId === 'beer-lager')).toMatchObject({ isAlcohol: true, volume: 0.5 });
    expect(products.find((p) => p.iikoId === 'burger-bbq')?.disabled).toBe(true);
    expect(products.filter((p) => p.sushi).map((p) => p.category)).toEqual(['rolls', 'rolls', 'sets']);
  });

  it('gives the slides of one page and city', async () => {
    const api = new InMemoryMenuApi();
    const lviv = await api.getBanners('burgers', 1);
    expect(lviv.ok && lviv.value.map((slide) => slide.id)).toEqual([1, 2]);
    const kyivSushi = await api.getBanners('sushi', 2);
    expect(kyivSushi.ok && kyivSushi.value).toEqual([]);
    expect(lviv.ok && Object.keys(lviv.value[0] ?? {})).not.toContain('page');
  });
});

describe('InMemoryMenuApi: price check', () => {
  it('answers OK when the cart has the menu prices', async () => {
    const api = new InMemoryMenuApi();
    const line = cartItemOf({
      id: 'l1',
      iikoId: 'burger-classic',
      price: 189,
      modifiers: [{ ...FAKE_MODIFIERS.bacon }],
    });
    expect(await api.checkPrices([line], 1)).toEqual({
      ok: true,
      value: {
        type: 'OK',
        data: [{ id: 'l1', price: 189, modifiers: [{ id: 'mod-extra-bacon', price: 40 }] }],
        unavailable: [],
      },
    });
  });

  it('lists a line whose choice the groups refuse, as the server does: two patties, or three bacon', async () => {
    const api = new InMemoryMenuApi();
    const twoPatties = cartItemOf({
      id: 'p',
      iikoId: 'burger-classic',
      price: 189,
      modifiers: [{ ...FAKE_MODIFIERS.beef }, { ...FAKE_MODIFIERS.chicken }],
    });
    const threeBacon = cartItemOf({
      id: 'b',
      iikoId: 'burger-classic',
      price: 189,
      modifiers: [1, 2, 3].map(() => ({ ...FAKE_MODIFIERS.bacon })),
    });
    const twoBacon = cartItemOf({
      id: 'ok',
      iikoId: 'burger-classic',
      price: 189,
      modifiers: [1, 2].map(() => ({ ...FAKE_MODIFIERS.bacon })),
    });
    const result = await api.checkPrices([twoPatties, threeBacon, twoBacon], 1);
    expect(result.ok && result.value.unavailable).toEqual([
      { id: 'p', reason: 'modifier-choice-invalid' },
      { id: 'b', reason: 'modifier-choice-invalid' },
    ]);
  });

  it('answers UPDATE with the menu prices when the cart is stale, and lists what cannot be sold', async () => {
    const api = new InMemoryMenuApi();
    const stale = cartItemOf({
      id: 'l1',
      iikoId: 'burger-classic',
      price: 150,
      modifiers: [{ ...FAKE_MODIFIERS.bacon, price: 30 }],
    });
    const stopped = cartItemOf({ id: 'l2', iikoId: 'burger-bbq', price: 249 });
    const gone = cartItemOf({ id: 'l3', iikoId: 'no-such-dish', price: 10 });
    const sushiInKyiv = cartItemOf({ id: 'l4', iikoId: 'roll-california-crab', price: 279 });
    const result = await api.checkPrices([stale, stopped, gone, sushiInKyiv], 2);
    expect(result).toEqual({
      ok: true,
      value: {
        type: 'UPDATE',
        data: [
          { id: 'l1', price: 189, modifiers: [{ id: 'mod-extra-bacon', price: 40 }] },
          { id: 'l2', price: 249, modifiers: [] },
        ],
        unavailable: [
          { id: 'l2', reason: 'product-unavailable' },
          { id: 'l3', reason: 'unknown-product' },
          { id: 'l4', reason: 'unknown-product' },
        ],
      },
    });
  });

  it('follows changes staff make and fails on demand', async () => {
    const api = new InMemoryMenuApi();
    api.updateProduct('side-fries', { price: 75 });
    const result = await api.checkPrices([cartItemOf({ id: 'f', iikoId: 'side-fries', price: 69 })], 1);
    expect(result.ok && result.value.type).toBe('UPDATE');
    expect(result.ok && result.value.data[0]?.price).toBe(75);
    api.failing.add('menu');
    api.failing.add('banners');
    api.failing.add('check-prices');
    expect(await api.getMenu(1)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await api.getBanners('burgers', 1)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await api.checkPrices([], 1)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
