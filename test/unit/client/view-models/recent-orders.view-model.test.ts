import { describe, expect, it } from 'vitest';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import {
  KeyValueRecentOrdersStorage,
  recentOrdersKey,
} from '../../../../src/client/adapters/storage/key-value-recent-orders-storage.adapter';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { loadedStorefrontAt, settle } from '../support/storefront-fixtures';

const FRIES = cartItemOf({
  id: 'r1',
  iikoId: 'side-fries',
  name: 'Картопля фрі',
  translation: { uk: 'Картопля фрі', en: 'French fries' },
  price: 69,
  count: 2,
});
const COLA = cartItemOf({
  id: 'r2',
  iikoId: 'drink-cola',
  name: 'Coca-Cola',
  translation: { uk: 'Coca-Cola' },
  price: 55,
});
// 15 January 2025, 12:30 in Kyiv (10:30 UTC, winter time).
const PLACED_AT = Date.UTC(2025, 0, 15, 10, 30);

const storageWith = (city: 'lviv' | 'kyiv', codes: readonly string[]) => {
  const storage = new InMemoryStorageAdapter();
  new KeyValueRecentOrdersStorage(storage).saveRecentOrders(
    city,
    codes.map((code, index) => ({
      code,
      placedAt: PLACED_AT - index * 86_400_000,
      cartItems: index === 0 ? [FRIES, COLA] : [FRIES],
    })),
  );
  return storage;
};

describe('RecentOrdersViewModel', () => {
  it('lists the city’s orders newest first, with the Kyiv time, the dishes and the total', async () => {
    const { recent } = await loadedStorefrontAt('/en/', { storage: storageWith('lviv', ['NEW1', 'OLD2']) });
    expect(recent.list).toEqual([
      {
        code: 'NEW1',
        placedAtText: '15.01.2025, 12:30',
        names: 'French fries, Coca-Cola',
        totalText: '193 ₴',
        statusPath: '/en/order/NEW1/',
      },
      {
        code: 'OLD2',
        placedAtText: '14.01.2025, 12:30',
        names: 'French fries',
        totalText: '138 ₴',
        statusPath: '/en/order/OLD2/',
      },
    ]);
  });

  it('belongs to its city', async () => {
    const { recent, go } = await loadedStorefrontAt('/', { storage: storageWith('kyiv', ['K1']) });
    expect(recent.list).toEqual([]);
    go('/kyiv/');
    expect(recent.list.map((order) => [order.code, order.statusPath])).toEqual([['K1', '/kyiv/order/K1/']]);
  });

  it('orders one of them again: its dishes join the cart, which opens and checks the prices', async () => {
    const { recent, cart, api } = await loadedStorefrontAt('/', { storage: storageWith('lviv', ['NEW1', 'OLD2']) });
    recent.orderAgain('OLD2');
    await settle();
    expect(cart.isOpen).toBe(true);
    expect(cart.lines.map((line) => [line.name, line.count])).toEqual([['Картопля фрі', 2]]);
    expect(api.calls.filter((call) => call.startsWith('check-prices'))).not.toHaveLength(0);
  });

  it('an unknown code changes nothing', async () => {
    const { recent, cart } = await loadedStorefrontAt('/', { storage: storageWith('lviv', ['NEW1']) });
    recent.orderAgain('NOPE');
    expect(cart.isEmpty).toBe(true);
    expect(cart.isOpen).toBe(false);
  });
});

describe('KeyValueRecentOrdersStorage', () => {
  it('skips entries it cannot read and keeps the rest', () => {
    const storage = new InMemoryStorageAdapter();
    storage.setItem(
      recentOrdersKey('lviv'),
      JSON.stringify([
        { code: 'OK', placedAt: PLACED_AT, cartItems: [FRIES] },
        { code: '', placedAt: 1, cartItems: [FRIES] },
        { code: 'X', placedAt: 'yesterday', cartItems: [FRIES] },
        { code: 'Y', placedAt: 1, cartItems: [] },
        null,
      ]),
    );
    expect(new KeyValueRecentOrdersStorage(storage).loadRecentOrders('lviv').map((order) => order.code)).toEqual([
      'OK',
    ]);
  });

  it('reads garbage as no orders, and an empty list removes the key', () => {
    const storage = new InMemoryStorageAdapter();
    storage.setItem(recentOrdersKey('kyiv'), '{not json');
    const recentOrders = new KeyValueRecentOrdersStorage(storage);
    expect(recentOrders.loadRecentOrders('kyiv')).toEqual([]);
    recentOrders.saveRecentOrders('kyiv', []);
    expect(storage.getItem(recentOrdersKey('kyiv'))).toBeNull();
  });
});
