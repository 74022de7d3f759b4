import { describe, expect, it } from 'vitest';
import { AxiosMenuApi } from '../../../../src/client/adapters/http/axios-menu-api.adapter';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const apiAnswering = (answer: Answer) => {
  const { http, sent } = answeringHttpClient(answer);
  return { api: new AxiosMenuApi(http), sent };
};

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  iikoId: id,
  category: 'burgers',
  name: id,
  translation: { uk: id, en: id, ru: id },
  description: { uk: '', en: '', ru: '' },
  price: 189,
  weight: 290,
  photo: `${id}.svg`,
  imgLink: `/api/uploads/${id}.svg`,
  modifiers: [],
  isAlcohol: false,
  sushi: false,
  disabled: false,
  ...extra,
});

describe('AxiosMenuApi.getMenu', () => {
  it('asks GET /menu?cityId and reads the categories', async () => {
    const body = {
      cityId: 2,
      categories: [
        {
          slug: 'burgers',
          page: 'burgers',
          translation: { uk: 'Бургери', en: 'Burgers', ru: 'Бургеры' },
          products: [product('b1')],
        },
      ],
    };
    const { api, sent } = apiAnswering(() => ({ status: 200, data: body }));
    const result = await api.getMenu(2);
    expect(sent[0]?.url).toBe('/menu');
    expect(sent[0]?.params).toEqual({ cityId: 2 });
    expect(result.ok && result.value.categories[0]?.products.map((p) => p.id)).toEqual(['b1']);
  });

  it('leaves out a malformed product, and a category left without products', async () => {
    const body = {
      cityId: 1,
      categories: [
        {
          slug: 'burgers',
          page: 'burgers',
          translation: {},
          products: [product('ok'), product('bad', { price: 'free' }), { id: 'x' }],
        },
        { slug: 'sauces', page: 'both', translation: {}, products: [product('s', { modifiers: [{ id: 'm' }] })] },
        { slug: 'pizza', page: 'both', translation: {}, products: [product('p')] },
      ],
    };
    const { api } = apiAnswering(() => ({ status: 200, data: body }));
    const result = await api.getMenu(1);
    expect(result.ok && result.value.categories.map((c) => [c.slug, c.products.map((p) => p.id)])).toEqual([
      ['burgers', ['ok']],
    ]);
  });

  it('reads missing flags as false, so a product is never disabled or alcoholic by accident', async () => {
    const raw = product('b1');
    const { disabled: _d, isAlcohol: _a, sushi: _s, description: _x, ...bare } = raw;
    const { api } = apiAnswering(() => ({
      status: 200,
      data: { cityId: 1, categories: [{ slug: 'burgers', page: 'burgers', translation: {}, products: [bare] }] },
    }));
    const result = await api.getMenu(1);
    expect(result.ok && result.value.categories[0]?.products[0]).toMatchObject({
      disabled: false,
      isAlcohol: false,
      sushi: false,
      description: { uk: '' },
    });
  });

  it('names the failure: unreachable or answering something else', async () => {
    expect(await apiAnswering(() => ({ status: 0, data: null })).api.getMenu(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await apiAnswering(() => ({ status: 500, data: {} })).api.getMenu(1)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await apiAnswering(() => ({ status: 200, data: '<html>' })).api.getMenu(1)).toEqual({
      ok: false,
      reason: 'bad-answer',
    });
  });
});

describe('AxiosMenuApi.getBanners', () => {
  it('asks GET /banners?isAvailable=1&page&cityId and drops unreadable slides', async () => {
    const slide = {
      id: 1,
      image: 'a.svg',
      imgLink: '/api/uploads/a.svg',
      alt: { uk: 'a', en: 'a', ru: 'a' },
      link: '/sushi/#sets',
    };
    const { api, sent } = apiAnswering(() => ({ status: 200, data: [slide, { id: 'x' }] }));
    expect(await api.getBanners('sushi', 1)).toEqual({ ok: true, value: [slide] });
    expect(sent[0]?.url).toBe('/banners');
    expect(sent[0]?.params).toEqual({ isAvailable: 1, page: 'sushi', cityId: 1 });
  });

  it('keeps the uploaded pictures it can read per language, and drops a link the shop would not take', async () => {
    const slide = { id: 1, image: 'a.webp', imgLink: '/api/photos/a.webp', alt: { uk: 'a', en: 'a', ru: 'a' } };
    const photo = { webp: [{ url: '/api/photos/a.webp', width: 1280, height: 427 }], avif: [] };
    const { api } = apiAnswering(() => ({
      status: 200,
      data: [
        {
          ...slide,
          pictures: { uk: photo, en: { webp: [{ url: 'https://evil.example/a.webp' }] } },
          link: 'javascript:x',
        },
        { ...slide, pictures: 'none', link: 'https://example.com/summer' },
      ],
    }));
    expect(await api.getBanners('burgers', 1)).toEqual({
      ok: true,
      value: [
        { ...slide, pictures: { uk: photo } },
        { ...slide, link: 'https://example.com/summer' },
      ],
    });
  });

  it('keeps per-language pictures when every language has one, and drops an unreadable set of them', async () => {
    const slide = { id: 1, image: 'a.svg', imgLink: '/api/uploads/a.svg', alt: { uk: 'a', en: 'a', ru: 'a' } };
    const imgLinks = { uk: '/api/uploads/a.svg', en: '/api/uploads/a.en.svg', ru: '/api/uploads/a.ru.svg' };
    const broken = [{ uk: '/a.svg' }, 'a.svg', { uk: 1, en: 2, ru: 3 }, null];
    const { api } = apiAnswering(() => ({
      status: 200,
      data: [{ ...slide, imgLinks }, ...broken.map((links) => ({ ...slide, imgLinks: links }))],
    }));
    expect(await api.getBanners('burgers', 1)).toEqual({
      ok: true,
      value: [{ ...slide, imgLinks }, slide, slide, slide, slide],
    });
  });

  it('calls an answer that is not a list a bad answer', async () => {
    expect(await apiAnswering(() => ({ status: 200, data: { slides: [] } })).api.getBanners('burgers', 1)).toEqual({
      ok: false,
      reason: 'bad-answer',
    });
  });
});

describe('AxiosMenuApi.checkPrices', () => {
  it('posts {cartItems, cityId} to /cart/check-prices and reads type, data and unavailable', async () => {
    const line = cartItemOf({ id: 'l1' });
    const answer = {
      type: 'UPDATE',
      data: [{ id: 'l1', price: 199, modifiers: [] }],
      unavailable: [{ id: 'l1', reason: 'product-unavailable' }],
    };
    const { api, sent } = apiAnswering(() => ({ status: 200, data: answer }));
    expect(await api.checkPrices([line], 1)).toEqual({ ok: true, value: answer });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/cart/check-prices');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ cartItems: [line], cityId: 1 });
  });

  it('accepts the original shape without `unavailable`, and refuses an unknown type', async () => {
    const plain = await apiAnswering(() => ({ status: 200, data: { type: 'OK', data: [] } })).api.checkPrices([], 1);
    expect(plain).toEqual({ ok: true, value: { type: 'OK', data: [], unavailable: [] } });
    const odd = await apiAnswering(() => ({ status: 200, data: { type: 'MAYBE', data: [] } })).api.checkPrices([], 1);
    expect(odd).toEqual({ ok: false, reason: 'bad-answer' });
  });
});
