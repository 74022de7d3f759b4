import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/fakes/fake-menu-data';
import { loadedStorefrontAt } from '../support/storefront-fixtures';

describe('ProductOptionsViewModel', () => {
  it('opens for a burger with the first patty chosen and no extras', async () => {
    const { options, cart } = await loadedStorefrontAt('/');
    expect(options.choose('burger-classic')).toBe(false);
    expect(options.isOpen).toBe(true);
    expect(cart.isEmpty).toBe(true);
    expect(options.productView?.name).toBe('Класичний');
    expect(options.patties.map((p) => [p.name, p.surchargeText, p.chosen])).toEqual([
      ['Яловича котлета', null, true],
      ['Куряча котлета', null, false],
      ['Рослинна котлета', null, false],
      ['Подвійна яловича котлета', '+75 ₴', false],
    ]);
    expect(options.extras.map((e) => [e.name, e.surchargeText, e.chosen])).toEqual([
      ['Додатковий бекон', '+40 ₴', false],
      ['Додатковий сир чедер', '+40 ₴', false],
      ['Багато додаткового бекону', '+70 ₴', false],
    ]);
    expect(options.previewText).toBe('189 ₴');
  });

  it('the patty is one choice, extras combine, and the preview adds them up', async () => {
    const { options } = await loadedStorefrontAt('/');
    options.choose('burger-classic');
    options.choosePatty(FAKE_MODIFIERS.doubleBeef.id);
    options.choosePatty(FAKE_MODIFIERS.chicken.id);
    options.choosePatty(FAKE_MODIFIERS.doubleBeef.id);
    options.toggleExtra(FAKE_MODIFIERS.moreBacon.id);
    options.toggleExtra(FAKE_MODIFIERS.bacon.id);
    options.toggleExtra(FAKE_MODIFIERS.cheddar.id);
    options.toggleExtra(FAKE_MODIFIERS.bacon.id);
    expect(options.patties.filter((p) => p.chosen).map((p) => p.id)).toEqual([FAKE_MODIFIERS.doubleBeef.id]);
    expect(options.chosenModifiers.map((m) => m.iikoId)).toEqual(['mod-patty-double-beef', 'mod-extra-cheddar', 'mod-extra-more-bacon']);
    expect(options.previewText).toBe('374 ₴');
  });

  it('ignores a modifier the product does not offer or one of the wrong group', async () => {
    const { options } = await loadedStorefrontAt('/');
    options.choose('burger-classic');
    options.choosePatty(FAKE_MODIFIERS.bacon.id);
    options.toggleExtra(FAKE_MODIFIERS.chicken.id);
    options.toggleExtra('mod-unknown');
    expect(options.chosenModifiers.map((m) => m.iikoId)).toEqual(['mod-patty-beef']);
  });

  it('confirm puts the burger in the cart and closes; cancel just closes', async () => {
    const { options, cart } = await loadedStorefrontAt('/');
    options.choose('combo-classic');
    options.cancel();
    expect(options.isOpen).toBe(false);
    expect(cart.isEmpty).toBe(true);
    options.choose('combo-classic');
    options.choosePatty(FAKE_MODIFIERS.plantBased.id);
    expect(options.confirm()).toBeNull();
    expect(options.isOpen).toBe(false);
    expect(cart.items[0]).toMatchObject({ iikoId: 'combo-classic', pattyType: 'plantBased', amountOfBurgers: 1 });
    expect(cart.addedBubbleVisible).toBe(true);
  });

  it('speaks the current language', async () => {
    const { options } = await loadedStorefrontAt('/en/');
    options.choose('burger-classic');
    expect(options.productView?.name).toBe('Classic');
    expect(options.extras[0]?.name).toBe('Extra bacon');
  });

  it('does nothing for a stopped or unknown product', async () => {
    const { options, cart } = await loadedStorefrontAt('/');
    expect(options.choose('burger-bbq')).toBe(false);
    expect(options.choose('no-such-dish')).toBe(false);
    expect(options.isOpen).toBe(false);
    expect(options.confirm()).toBeNull();
    expect(cart.isEmpty).toBe(true);
  });
});
