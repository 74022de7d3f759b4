import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { loadedStorefrontAt } from '../support/storefront-fixtures';

const M = FAKE_MODIFIERS;

describe('ProductOptionsViewModel', () => {
  it('opens a burger on its groups: the default patty chosen, no extras, the group maximum shown', async () => {
    const { options, cart } = await loadedStorefrontAt('/');
    expect(options.choose('burger-classic')).toBe(false);
    expect(options.isOpen).toBe(true);
    expect(cart.isEmpty).toBe(true);
    expect(options.productView?.name).toBe('Класичний');
    const [patty, extras] = options.groups;
    expect([patty?.name, patty?.kind, extras?.name, extras?.kind, extras?.maxTotal]).toEqual([
      'Котлета',
      'one-of',
      'Добавки',
      'any-of',
      4,
    ]);
    expect(patty?.options.map((p) => [p.name, p.surchargeText, p.chosen])).toEqual([
      ['Яловича котлета', null, true],
      ['Куряча котлета', null, false],
      ['Рослинна котлета', null, false],
      ['Подвійна яловича котлета', '+75 ₴', false],
    ]);
    expect(extras?.options.map((e) => [e.name, e.surchargeText, e.count, e.max])).toEqual([
      ['Додатковий бекон', '+40 ₴', 0, 2],
      ['Додатковий сир чедер', '+40 ₴', 0, 2],
      ['Багато додаткового бекону', '+70 ₴', 0, 2],
    ]);
    expect(options.previewText).toBe('189 ₴');
    expect(options.canConfirm).toBe(true);
  });

  it('the patty is one choice, extras count up to their maximum and the group maximum, and the preview adds them up', async () => {
    const { options } = await loadedStorefrontAt('/');
    options.choose('burger-classic');
    options.chooseOne(M.doubleBeef.id);
    options.chooseOne(M.chicken.id);
    options.chooseOne(M.doubleBeef.id);
    for (let i = 0; i < 5; i += 1) options.addOne(M.bacon.id);
    options.addOne(M.moreBacon.id);
    options.addOne(M.cheddar.id);
    options.addOne(M.cheddar.id);
    const extras = options.groups[1]!;
    expect(options.groups[0]!.options.filter((p) => p.chosen).map((p) => p.id)).toEqual([M.doubleBeef.id]);
    // Two bacon (its maximum), one more bacon, one cheddar: four, the group's maximum.
    expect(extras.options.map((e) => [e.id, e.count, e.canAdd])).toEqual([
      [M.bacon.id, 2, false],
      [M.cheddar.id, 1, false],
      [M.moreBacon.id, 1, false],
    ]);
    expect(options.chosenModifiers.map((m) => m.iikoId)).toEqual([
      'mod-patty-double-beef',
      'mod-extra-bacon',
      'mod-extra-bacon',
      'mod-extra-cheddar',
      'mod-extra-more-bacon',
    ]);
    expect(options.previewText).toBe('454 ₴');
    options.removeOne(M.bacon.id);
    expect(options.previewText).toBe('414 ₴');
    expect(options.groups[1]!.options.every((e) => e.canAdd)).toBe(true);
  });

  it('ignores a modifier the product does not offer or one of the wrong group', async () => {
    const { options } = await loadedStorefrontAt('/');
    options.choose('burger-classic');
    options.chooseOne(M.bacon.id);
    options.addOne(M.chicken.id);
    options.addOne('mod-unknown');
    expect(options.chosenModifiers.map((m) => m.iikoId)).toEqual(['mod-patty-beef']);
  });

  it('confirm puts the burger in the cart and closes; cancel just closes', async () => {
    const { options, cart } = await loadedStorefrontAt('/');
    options.choose('combo-classic');
    options.cancel();
    expect(options.isOpen).toBe(false);
    expect(cart.isEmpty).toBe(true);
    options.choose('combo-classic');
    options.chooseOne(M.plantBased.id);
    expect(options.confirm()).toBeNull();
    expect(options.isOpen).toBe(false);
    expect(cart.items[0]).toMatchObject({ iikoId: 'combo-classic', pattyType: 'plantBased', amountOfBurgers: 1 });
    expect(cart.addedBubbleVisible).toBe(true);
  });

  it('speaks the current language', async () => {
    const { options } = await loadedStorefrontAt('/en/');
    options.choose('burger-classic');
    expect(options.productView?.name).toBe('Classic');
    expect(options.groups.map((g) => g.name)).toEqual(['Patty', 'Extras']);
    expect(options.groups[1]?.options[0]?.name).toBe('Extra bacon');
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
