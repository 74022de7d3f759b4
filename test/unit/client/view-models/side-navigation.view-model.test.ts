import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { storefrontAt } from '../support/storefront-fixtures';

describe('SideNavigationViewModel: items', () => {
  it('lists every category in Lviv, pointing at its page in the current language and city', () => {
    const { sideNavigation } = storefrontAt('/en/lviv/');
    expect(sideNavigation.items.map((item) => [item.slug, item.href, item.onCurrentPage])).toEqual([
      ['combos', '/en/lviv/#combos', true],
      ['burgers', '/en/lviv/#burgers', true],
      ['menus', '/en/lviv/#menus', true],
      ['rolls', '/en/lviv/sushi/#rolls', false],
      ['sets', '/en/lviv/sushi/#sets', false],
      ['additions', '/en/lviv/#additions', true],
      ['sauces', '/en/lviv/#sauces', true],
      ['drinks', '/en/lviv/#drinks', true],
      ['beer', '/en/lviv/#beer', true],
    ]);
  });

  it('keeps the categories of both pages on the sushi page', () => {
    const { sideNavigation } = storefrontAt('/sushi/');
    const drinks = sideNavigation.items.find((item) => item.slug === 'drinks');
    expect(drinks).toMatchObject({ href: '/sushi/#drinks', onCurrentPage: true });
    expect(sideNavigation.items.find((item) => item.slug === 'combos')).toMatchObject({
      href: '/#combos',
      onCurrentPage: false,
    });
  });

  it('from a page without a menu every category opens its menu page', () => {
    const { sideNavigation } = storefrontAt('/ru/kyiv/delivery/');
    expect(sideNavigation.items.every((item) => !item.onCurrentPage)).toBe(true);
    expect(sideNavigation.items.find((item) => item.slug === 'sauces')?.href).toBe('/ru/kyiv/#sauces');
  });

  it('hides rolls and sets where sushi is off, by the server’s city setting once known', async () => {
    const kyiv = storefrontAt('/kyiv/');
    expect(kyiv.sideNavigation.items.map((item) => item.slug)).not.toContain('rolls');
    const cities = [
      {
        id: 1 as const,
        slug: 'lviv' as const,
        name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
        region: '',
        phone: '+38 (032) 229 59 29',
        sushiEnabled: false,
        center: [0, 0] as const,
      },
      {
        id: 2 as const,
        slug: 'kyiv' as const,
        name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
        region: '',
        phone: '+38 (044) 359 29 59',
        sushiEnabled: true,
        center: [0, 0] as const,
      },
    ];
    const store = storefrontAt('/kyiv/', { siteApi: new InMemorySiteApi({ cities }) });
    await store.cities.load();
    expect(store.sideNavigation.items.map((item) => item.slug)).toContain('sets');
    store.go('/');
    expect(store.sideNavigation.items.map((item) => item.slug)).not.toContain('sets');
  });

  it('uses the shop’s names once the menu is loaded, and only the city’s categories', async () => {
    const store = storefrontAt('/en/kyiv/');
    expect(store.sideNavigation.items[0]?.title).toBeNull();
    await store.menu.ensureLoaded();
    expect(store.sideNavigation.items.map((item) => item.title)).toEqual([
      'Combos',
      'Burgers',
      'Sharing menus',
      'Sides',
      'Sauces',
      'Drinks',
      'Beer',
    ]);
  });
});

describe('SideNavigationViewModel: choosing', () => {
  it('scrolls to a category of the current page and closes the drawer', () => {
    const { sideNavigation, scroll } = storefrontAt('/');
    sideNavigation.toggle();
    expect(sideNavigation.isOpen).toBe(true);
    expect(sideNavigation.select('burgers')).toBeNull();
    expect(scroll.scrolledTo).toEqual(['burgers']);
    expect(sideNavigation.isOpen).toBe(false);
  });

  it('answers the path of a category on another page', () => {
    const { sideNavigation, scroll } = storefrontAt('/en/');
    expect(sideNavigation.select('sets')).toBe('/en/sushi/#sets');
    expect(scroll.scrolledTo).toEqual([]);
  });

  it('navigates when the section is not on screen yet', () => {
    const { sideNavigation, scroll } = storefrontAt('/');
    scroll.missing.add('drinks');
    expect(sideNavigation.select('drinks')).toBe('/#drinks');
  });

  it('reveals a category anchor again once the menu has moved it', () => {
    const { sideNavigation, scroll } = storefrontAt('/sushi/');
    sideNavigation.reveal('#sets');
    sideNavigation.reveal('#content');
    sideNavigation.reveal('');
    expect(scroll.scrolledTo).toEqual(['sets']);
  });

  it('toggle and close', () => {
    const { sideNavigation } = storefrontAt('/');
    sideNavigation.toggle();
    sideNavigation.toggle();
    expect(sideNavigation.isOpen).toBe(false);
    sideNavigation.toggle();
    sideNavigation.close();
    expect(sideNavigation.isOpen).toBe(false);
  });
});
