import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import { ADDED_BUBBLE_MS } from '../../../../src/client/view-models/cart.view-model';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { loadedStorefrontAt, settle, storedCart, storefrontAt } from '../support/storefront-fixtures';

describe('CartViewModel: adding', () => {
  it('adds a product, counts it, totals it and shows the added bubble for 3 seconds', async () => {
    const { cart, options, timer } = await loadedStorefrontAt('/');
    expect(options.choose('side-fries')).toBe(true);
    expect(cart.lines.map((l) => [l.name, l.count, l.totalText])).toEqual([['Картопля фрі', 1, '69 ₴']]);
    expect(cart.count).toBe(1);
    expect(cart.totalText).toBe('69 ₴');
    expect(cart.addedBubbleVisible).toBe(true);
    timer.advance(ADDED_BUBBLE_MS - 1);
    expect(cart.addedBubbleVisible).toBe(true);
    timer.advance(1);
    expect(cart.addedBubbleVisible).toBe(false);
  });

  it('a second add of the same product grows its line; another add restarts the bubble', async () => {
    const { cart, options, timer } = await loadedStorefrontAt('/');
    options.choose('side-fries');
    timer.advance(2_000);
    options.choose('side-fries');
    expect(cart.lines.map((l) => [l.count, l.totalText])).toEqual([[2, '138 ₴']]);
    timer.advance(2_000);
    expect(cart.addedBubbleVisible).toBe(true);
    timer.advance(1_000);
    expect(cart.addedBubbleVisible).toBe(false);
  });

  it('a burger with a different patty or another count of an extra is a different line, with its modifier text', async () => {
    const { cart, options } = await loadedStorefrontAt('/');
    options.choose('burger-classic');
    options.confirm();
    options.choose('burger-classic');
    options.chooseOne(FAKE_MODIFIERS.chicken.id);
    options.addOne(FAKE_MODIFIERS.bacon.id);
    options.confirm();
    options.choose('burger-classic');
    options.chooseOne(FAKE_MODIFIERS.chicken.id);
    options.addOne(FAKE_MODIFIERS.bacon.id);
    options.addOne(FAKE_MODIFIERS.bacon.id);
    options.confirm();
    expect(cart.lines.map((l) => [l.name, l.modifierKeys, l.modifierText, l.totalText])).toEqual([
      ['Класичний', ['cart.patty.beef'], 'Яловича котлета', '189 ₴'],
      ['Класичний', ['cart.patty.chicken', 'cart.extra.double-bacon'], 'Куряча котлета, Додатковий бекон', '229 ₴'],
      ['Класичний', ['cart.patty.chicken', 'cart.extra.double-bacon'], 'Куряча котлета, Додатковий бекон ×2', '269 ₴'],
    ]);
  });

  it('refuses a stop-listed product', async () => {
    const { cart, menu } = await loadedStorefrontAt('/');
    const stopped = menu.product('burger-bbq');
    expect(stopped?.disabled).toBe(true);
    expect(cart.add(stopped!, [])).toBe('disabled');
    expect(cart.isEmpty).toBe(true);
    expect(cart.addedBubbleVisible).toBe(false);
  });
});

describe('CartViewModel: quantities', () => {
  it('plus, minus and delete go through the domain and are saved at once', async () => {
    const { cart, options, cartStorage } = await loadedStorefrontAt('/');
    options.choose('side-fries');
    const id = cart.lines[0]!.id;
    expect(cart.lines[0]).toMatchObject({ canDecrease: false, canIncrease: true, canRemove: true });
    cart.increase(id);
    cart.increase(id);
    expect(cart.lines[0]).toMatchObject({ count: 3, totalText: '207 ₴', canDecrease: true });
    cart.decrease(id);
    expect(cartStorage.loadCart('lviv')[0]?.count).toBe(2);
    cart.remove(id);
    expect(cart.isEmpty).toBe(true);
    expect(cartStorage.loadCart('lviv')).toEqual([]);
  });

  it('stops at 99 and does not go below 1', async () => {
    const { cart } = await loadedStorefrontAt('/', {
      storage: storedCart('lviv', [
        cartItemOf({ id: 'a', count: 99 }),
        cartItemOf({ id: 'b', iikoId: 'side-fries', count: 1 }),
      ]),
    });
    cart.increase('a');
    cart.decrease('b');
    expect(cart.items.map((l) => l.count)).toEqual([99, 1]);
    expect(cart.lines[0]?.canIncrease).toBe(false);
  });

  it('a locked line cannot change and marks the cart as incorrect', async () => {
    const api = new InMemoryMenuApi();
    api.failing.add('check-prices');
    const { cart } = await loadedStorefrontAt('/', {
      api,
      storage: storedCart('lviv', [cartItemOf({ id: 'gift', count: 2, disabled: true })]),
    });
    expect(cart.lines[0]).toMatchObject({ locked: true, canDecrease: false, canIncrease: false, canRemove: false });
    cart.increase('gift');
    cart.decrease('gift');
    cart.remove('gift');
    expect(cart.items.map((l) => l.count)).toEqual([2]);
  });
});

describe('CartViewModel: totals, hint and the order button', () => {
  it.each([
    [1, 'min-sum', false],
    [3, 'min-sum', false],
    [4, 'paid-delivery', true],
    [7, 'paid-delivery', true],
    [8, 'free-delivery', true],
  ] as const)('%i × 69 ₴ fries: %s hint, can order %s', async (count, key, canOrder) => {
    const { cart } = await loadedStorefrontAt('/', {
      storage: storedCart('lviv', [cartItemOf({ id: 'f', iikoId: 'side-fries', price: 69, count })]),
    });
    expect(cart.minSumHint.key).toBe(key);
    expect(cart.canOrder).toBe(canOrder);
  });

  it('the hint names the amounts of the pricing rules', async () => {
    const { cart, options } = await loadedStorefrontAt('/');
    expect(cart.minSumHint).toEqual({ key: 'min-sum', amount: 250 });
    options.choose('menu-party');
    expect(cart.minSumHint).toEqual({ key: 'free-delivery' });
  });

  it('an empty cart cannot be ordered', async () => {
    const { cart } = await loadedStorefrontAt('/');
    expect(cart.canOrder).toBe(false);
    expect(cart.goToCheckout()).toBe(false);
  });
});

describe('CartViewModel: the sidebar', () => {
  it('opening locks the page scroll, closing unlocks it and returns to the cart view', async () => {
    const { cart, scroll, options } = await loadedStorefrontAt('/');
    options.choose('menu-party');
    cart.open();
    expect(cart.isOpen).toBe(true);
    expect(scroll.locked).toBe(true);
    expect(cart.goToCheckout()).toBe(true);
    expect(cart.view).toBe('checkout');
    cart.backToCart();
    expect(cart.view).toBe('cart');
    cart.goToCheckout();
    cart.toggle();
    expect(cart.isOpen).toBe(false);
    expect(scroll.locked).toBe(false);
    cart.open();
    expect(cart.view).toBe('cart');
  });

  it('the order form gives way to the cart when the cart falls below the minimum', async () => {
    const { cart, options } = await loadedStorefrontAt('/');
    options.choose('menu-party');
    cart.open();
    cart.goToCheckout();
    cart.remove(cart.lines[0]!.id);
    expect(cart.view).toBe('cart');
  });
});

describe('CartViewModel: persistence and cities', () => {
  it('a reload finds the cart as it was', async () => {
    const first = await loadedStorefrontAt('/');
    first.options.choose('burger-classic');
    first.options.addOne(FAKE_MODIFIERS.cheddar.id);
    first.options.confirm();
    first.options.choose('drink-cola');
    const again = await loadedStorefrontAt('/', { storage: first.storage });
    expect(again.cart.lines.map((l) => [l.name, l.modifierKeys, l.totalText])).toEqual([
      ['Класичний', ['cart.patty.beef', 'cart.extra.double-cheese'], '229 ₴'],
      ['Coca-Cola', [], '55 ₴'],
    ]);
  });

  it('each city keeps its own cart; switching city shows that city’s cart', async () => {
    const store = await loadedStorefrontAt('/');
    store.options.choose('side-fries');
    store.go('/kyiv/');
    await store.menu.ensureLoaded();
    await settle();
    expect(store.cart.isEmpty).toBe(true);
    store.options.choose('drink-cola');
    store.go('/about/');
    expect(store.cart.lines.map((l) => l.name)).toEqual(['Картопля фрі']);
    expect(store.cartStorage.loadCart('kyiv').map((l) => l.iikoId)).toEqual(['drink-cola']);
  });

  it('names lines in the current language', async () => {
    const { cart } = await loadedStorefrontAt('/en/', {
      storage: storedCart('lviv', [
        cartItemOf({
          id: 'f',
          iikoId: 'side-fries',
          name: 'Картопля фрі',
          translation: { uk: 'Картопля фрі', en: 'French fries' },
          price: 69,
        }),
      ]),
    });
    expect(cart.lines[0]?.name).toBe('French fries');
  });
});

describe('CartViewModel: price check', () => {
  it('applies an UPDATE answer after the stored cart is loaded, and saves it', async () => {
    const stale = cartItemOf({
      id: 'b',
      iikoId: 'burger-classic',
      price: 150,
      modifiers: [{ ...FAKE_MODIFIERS.beef }, { ...FAKE_MODIFIERS.bacon, price: 25 }],
    });
    const { cart, api, cartStorage } = await loadedStorefrontAt('/', { storage: storedCart('lviv', [stale]) });
    expect(api.calls).toContain('check-prices:1');
    expect(cart.lines[0]?.totalText).toBe('229 ₴');
    expect(cartStorage.loadCart('lviv')[0]?.price).toBe(189);
  });

  it('re-checks when the sidebar opens', async () => {
    const { cart, api, options } = await loadedStorefrontAt('/');
    options.choose('side-fries');
    api.updateProduct('side-fries', { price: 75 });
    cart.open();
    await settle();
    expect(cart.totalText).toBe('75 ₴');
  });

  it('takes out what cannot be sold and says so once', async () => {
    const lines = [
      cartItemOf({ id: 's', iikoId: 'burger-bbq', name: 'Барбекю', translation: { uk: 'Барбекю' }, price: 249 }),
      cartItemOf({ id: 'f', iikoId: 'side-fries', price: 69 }),
    ];
    const { cart, cartStorage } = await loadedStorefrontAt('/', { storage: storedCart('lviv', lines) });
    expect(cart.items.map((l) => l.id)).toEqual(['f']);
    expect(cart.removedNames).toEqual(['Барбекю']);
    expect(cartStorage.loadCart('lviv').map((l) => l.id)).toEqual(['f']);
    cart.dismissRemovedNotice();
    expect(cart.removedNames).toEqual([]);
  });

  it('keeps the prices and logs when the check fails', async () => {
    const api = new InMemoryMenuApi();
    api.failing.add('check-prices');
    const { cart, logger } = await loadedStorefrontAt('/', {
      api,
      storage: storedCart('lviv', [cartItemOf({ id: 'f', iikoId: 'side-fries', price: 60 })]),
    });
    expect(cart.totalText).toBe('60 ₴');
    expect(logger.entries.map((e) => e.level)).toEqual(['warn']);
  });

  it('ignores an answer about the cart of a city the customer has left', async () => {
    const store = storefrontAt('/', {
      storage: storedCart('lviv', [cartItemOf({ id: 'f', iikoId: 'side-fries', price: 60 })]),
    });
    store.cart.activate();
    store.go('/kyiv/');
    await settle();
    expect(store.cartStorage.loadCart('lviv')[0]?.price).toBe(60);
  });

  it('dispose stops following the city and gives the page its scrolling back', async () => {
    const store = await loadedStorefrontAt('/');
    store.options.choose('side-fries');
    store.cart.open();
    store.cart.dispose();
    expect(store.scroll.locked).toBe(false);
    store.go('/kyiv/');
    expect(store.cart.lines.map((l) => l.name)).toEqual(['Картопля фрі']);
  });

  it('does not call the server for an empty cart', async () => {
    const { api } = await loadedStorefrontAt('/');
    expect(api.calls.filter((c) => c.startsWith('check-prices'))).toEqual([]);
  });
});
