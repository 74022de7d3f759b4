import { describe, expect, it } from 'vitest';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { settle, storefrontAt } from '../support/storefront-fixtures';

describe('MenuViewModel: loading', () => {
  it('fetches the city’s menu once, however often it is asked, and again only for another city', async () => {
    const { menu, api, go } = storefrontAt('/');
    expect(menu.status).toBe('idle');
    const pending = menu.ensureLoaded();
    expect(menu.status).toBe('loading');
    await Promise.all([pending, menu.ensureLoaded()]);
    expect(menu.status).toBe('ready');
    go('/sushi/');
    await menu.ensureLoaded();
    go('/kyiv/');
    expect(menu.status).toBe('idle');
    await menu.ensureLoaded();
    go('/en/');
    await menu.ensureLoaded();
    expect(api.calls).toEqual(['menu:1', 'menu:2']);
  });

  it('a failure is logged and shown; retry asks again', async () => {
    const api = new InMemoryMenuApi();
    api.failing.add('menu');
    const { menu, logger } = storefrontAt('/', { api });
    await menu.ensureLoaded();
    expect(menu.status).toBe('failed');
    expect(logger.entries[0]).toMatchObject({ level: 'error' });
    api.failing.delete('menu');
    await menu.retry();
    expect(menu.status).toBe('ready');
    expect(api.calls).toEqual(['menu:1', 'menu:1']);
  });
});

describe('MenuViewModel: sections of the page', () => {
  it('the burgers page shows combos, burgers and menus plus the categories of both pages', async () => {
    const { menu } = storefrontAt('/');
    await menu.ensureLoaded();
    expect(menu.sections.map((s) => s.slug)).toEqual([
      'combos',
      'burgers',
      'menus',
      'additions',
      'sauces',
      'drinks',
      'beer',
    ]);
    expect(menu.sections[0]?.title).toBe('Комбо');
  });

  it('the sushi page shows rolls and sets plus the categories of both pages', async () => {
    const { menu } = storefrontAt('/en/sushi/');
    await menu.ensureLoaded();
    expect(menu.sections.map((s) => [s.slug, s.title])).toEqual([
      ['rolls', 'Rolls'],
      ['sets', 'Sushi sets'],
      ['additions', 'Sides'],
      ['sauces', 'Sauces'],
      ['drinks', 'Drinks'],
      ['beer', 'Beer'],
    ]);
  });

  it('before the menu arrives the page has its usual sections, empty and untitled', () => {
    const { menu } = storefrontAt('/sushi/');
    expect(menu.sections.map((s) => s.slug)).toEqual(['rolls', 'sets', 'additions', 'sauces', 'drinks', 'beer']);
    expect(menu.sections.every((s) => s.title === null && s.products.length === 0)).toBe(true);
  });

  it('leaves out categories the city does not have', async () => {
    const { menu, go } = storefrontAt('/kyiv/');
    await menu.ensureLoaded();
    go('/kyiv/sushi/');
    expect(menu.sections.map((s) => s.slug)).toEqual(['additions', 'sauces', 'drinks', 'beer']);
  });
});

describe('MenuViewModel: product cards', () => {
  it('shows name, description, weight or volume and price in the current language', async () => {
    const { menu, go } = storefrontAt('/');
    await menu.ensureLoaded();
    const card = (slug: string, id: string) =>
      menu.sections.find((s) => s.slug === slug)?.products.find((p) => p.id === id);
    expect(card('burgers', 'burger-classic')).toMatchObject({
      name: 'Класичний',
      measure: { unit: 'weight', value: '290' },
      priceText: '189 ₴',
      isAlcohol: false,
      disabled: false,
      hasOptions: true,
      optionGroups: ['Котлета', 'Добавки'],
      imgLink: '/demo/burger-classic.svg',
      background: '#2a1f14',
    });
    expect(card('drinks', 'drink-cola')).toMatchObject({
      measure: { unit: 'volume', value: '0,5' },
      hasOptions: false,
      optionGroups: [],
    });
    expect(card('beer', 'beer-lager')).toMatchObject({ isAlcohol: true });
    expect(card('burgers', 'burger-bbq')).toMatchObject({ disabled: true });
    go('/en/');
    // The button names the product's own groups, in the page's language.
    expect(card('burgers', 'burger-classic')?.optionGroups).toEqual(['Patty', 'Extras']);
    expect(card('drinks', 'drink-lemonade')).toMatchObject({
      name: 'Citrus lemonade',
      measure: { unit: 'volume', value: '0.4' },
    });
  });

  it('finds the menu’s own product for the cart', async () => {
    const { menu } = storefrontAt('/');
    expect(menu.product('side-fries')).toBeUndefined();
    await menu.ensureLoaded();
    await settle();
    expect(menu.product('side-fries')?.price).toBe(69);
  });
});
