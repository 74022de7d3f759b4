import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { KeyValueCartStorage } from '../../../../src/client/adapters/storage/key-value-cart-storage.adapter';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { loadedStorefrontAt, settle } from '../support/storefront-fixtures';

const LAST_ORDER = [
  cartItemOf({
    id: 'o1',
    iikoId: 'burger-classic',
    name: 'Класичний',
    translation: { uk: 'Класичний', en: 'Classic' },
    price: 189,
    count: 2,
    modifiers: [{ ...FAKE_MODIFIERS.beef }],
  }),
  cartItemOf({
    id: 'o2',
    iikoId: 'side-fries',
    name: 'Картопля фрі',
    translation: { uk: 'Картопля фрі', en: 'French fries' },
    price: 69,
  }),
];

const storageWithPreviousOrder = (city: 'lviv' | 'kyiv', show = true) => {
  const storage = new InMemoryStorageAdapter();
  new KeyValueCartStorage(storage).savePreviousOrder(city, {
    cartItems: LAST_ORDER,
    orderForm: emptyOrderForm(),
    showRepeatOrderMessage: show,
  });
  return storage;
};

describe('RepeatOrderViewModel', () => {
  it('offers nothing without a previous order', async () => {
    const { repeat } = await loadedStorefrontAt('/');
    expect(repeat.visible).toBe(false);
  });

  it('offers the city’s last order with its dishes and total', async () => {
    const { repeat } = await loadedStorefrontAt('/en/', { storage: storageWithPreviousOrder('lviv') });
    expect(repeat.visible).toBe(true);
    expect(repeat.names).toBe('Classic, French fries');
    expect(repeat.totalText).toBe('447 ₴');
  });

  it('belongs to its city', async () => {
    const { repeat, go } = await loadedStorefrontAt('/', { storage: storageWithPreviousOrder('kyiv') });
    expect(repeat.visible).toBe(false);
    go('/kyiv/');
    expect(repeat.visible).toBe(true);
  });

  it('stays hidden once its flag is cleared', async () => {
    const { repeat } = await loadedStorefrontAt('/', { storage: storageWithPreviousOrder('lviv', false) });
    expect(repeat.visible).toBe(false);
  });

  it('repeat puts the dishes into the cart, merged with what is there, opens it and hides the offer', async () => {
    const { repeat, cart, options, scroll, storage } = await loadedStorefrontAt('/', {
      storage: storageWithPreviousOrder('lviv'),
    });
    options.choose('side-fries');
    repeat.repeat();
    await settle();
    expect(cart.lines.map((l) => [l.name, l.count])).toEqual([
      ['Картопля фрі', 2],
      ['Класичний', 2],
    ]);
    expect(new Set(cart.items.map((l) => l.id)).size).toBe(2);
    expect(cart.isOpen).toBe(true);
    expect(scroll.locked).toBe(true);
    expect(repeat.visible).toBe(false);
    expect(new KeyValueCartStorage(storage).loadPreviousOrder('lviv')?.showRepeatOrderMessage).toBe(false);
  });

  it('dismiss hides the offer for good but keeps the order for autofill', async () => {
    const { repeat, cart, storage } = await loadedStorefrontAt('/', { storage: storageWithPreviousOrder('lviv') });
    repeat.dismiss();
    expect(repeat.visible).toBe(false);
    expect(cart.isEmpty).toBe(true);
    const again = await loadedStorefrontAt('/', { storage });
    expect(again.repeat.visible).toBe(false);
    expect(new KeyValueCartStorage(storage).loadPreviousOrder('lviv')?.cartItems).toHaveLength(2);
  });
});
