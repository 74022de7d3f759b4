import { describe, expect, it } from 'vitest';
import { FAKE_MODIFIERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import {
  CART_STORAGE_KEYS,
  KeyValueCartStorage,
} from '../../../../src/client/adapters/storage/key-value-cart-storage.adapter';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';

const burger = cartItemOf({
  id: '1736935200000',
  iikoId: 'burger-classic',
  price: 189,
  count: 2,
  modifiers: [{ ...FAKE_MODIFIERS.beef }, { ...FAKE_MODIFIERS.bacon }],
  pattyType: 'beef',
  doubleBacon: true,
  imgLink: '/api/uploads/burger-classic.svg',
});

const storageWith = (entries: Record<string, string> = {}) => {
  const storage = new InMemoryStorageAdapter();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return { storage, carts: new KeyValueCartStorage(storage) };
};

describe('KeyValueCartStorage: carts', () => {
  it('keeps one cart per city under a versioned key', () => {
    const { storage, carts } = storageWith();
    carts.saveCart('lviv', [burger]);
    expect(CART_STORAGE_KEYS.cart('lviv')).toBe('shop:cart:v1:lviv');
    expect(storage.getItem('shop:cart:v1:lviv')).not.toBeNull();
    expect(carts.loadCart('lviv')).toEqual([
      {
        ...burger,
        sushi: false,
        disabled: false,
        isAlcohol: false,
        doublePatty: false,
        doubleCheese: false,
        moreBacon: false,
        moreCheese: false,
      },
    ]);
    expect(carts.loadCart('kyiv')).toEqual([]);
  });

  it('forgets an emptied cart instead of storing []', () => {
    const { storage, carts } = storageWith();
    carts.saveCart('kyiv', [burger]);
    carts.saveCart('kyiv', []);
    expect(storage.getItem(CART_STORAGE_KEYS.cart('kyiv'))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"items":[]}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty cart', (_name, raw) => {
    expect(storageWith({ [CART_STORAGE_KEYS.cart('lviv')]: raw }).carts.loadCart('lviv')).toEqual([]);
  });

  it('drops only the lines it cannot read', () => {
    const good = { ...burger, id: 'good' };
    const lines = [
      good,
      { ...burger, id: 'zero', count: 0 },
      { ...burger, id: 'many', count: 100 },
      { ...burger, id: 'fraction', count: 1.5 },
      { ...burger, id: 'negative', price: -1 },
      { ...burger, id: 'no-modifiers', modifiers: undefined },
      { ...burger, id: 'broken-modifier', modifiers: [{ id: 'x' }] },
      { ...burger, id: '' },
      'garbage',
      { ...good, price: 1 },
    ];
    const { carts } = storageWith({ [CART_STORAGE_KEYS.cart('lviv')]: JSON.stringify(lines) });
    expect(carts.loadCart('lviv').map((line) => [line.id, line.price])).toEqual([['good', 189]]);
  });

  it('derives the patty and extras from the modifiers rather than trusting stored flags', () => {
    const tampered = { ...burger, pattyType: 'salmon', doubleBacon: false, moreCheese: true };
    const { carts } = storageWith({ [CART_STORAGE_KEYS.cart('lviv')]: JSON.stringify([tampered]) });
    expect(carts.loadCart('lviv')[0]).toMatchObject({ pattyType: 'beef', doubleBacon: true, moreCheese: false });
  });

  it('keeps the checkout cart apart from the city carts', () => {
    const { carts } = storageWith();
    carts.saveCheckoutCart([burger]);
    expect(carts.loadCheckoutCart().map((line) => line.id)).toEqual([burger.id]);
    expect(carts.loadCart('lviv')).toEqual([]);
    carts.saveCheckoutCart([]);
    expect(carts.loadCheckoutCart()).toEqual([]);
  });

  it('a storage that refuses writes does not break the shop', () => {
    const carts = new KeyValueCartStorage(new InMemoryStorageAdapter(true));
    expect(() => carts.saveCart('lviv', [burger])).not.toThrow();
    expect(carts.loadCart('lviv')).toEqual([]);
  });
});

describe('KeyValueCartStorage: previous orders', () => {
  const form = { ...emptyOrderForm(), name: 'Олена', phone: '+38 (067) 123 45 67', payMethod: 'cash' as const };

  it('keeps the previous order of each city with its banner flag', () => {
    const { carts } = storageWith();
    carts.savePreviousOrder('kyiv', { cartItems: [burger], orderForm: form, showRepeatOrderMessage: true });
    expect(CART_STORAGE_KEYS.previousOrder('kyiv')).toBe('shop:previous-order:v1:kyiv');
    const stored = carts.loadPreviousOrder('kyiv');
    expect(stored?.showRepeatOrderMessage).toBe(true);
    expect(stored?.orderForm).toEqual(form);
    expect(stored?.cartItems.map((line) => line.id)).toEqual([burger.id]);
    expect(carts.loadPreviousOrder('lviv')).toBeNull();
  });

  it('reads a damaged form field by field and an order without readable lines as none', () => {
    const damaged = {
      cartItems: [burger],
      orderForm: {
        name: 'Ігор',
        phone: 380,
        deliveryType: 'teleport',
        payMethod: 'bitcoin',
        sticks: -2,
        address: { street: { name: 'Городоцька' }, house: 12 },
      },
      showRepeatOrderMessage: 'yes',
    };
    const { carts } = storageWith({
      [CART_STORAGE_KEYS.previousOrder('lviv')]: JSON.stringify(damaged),
      [CART_STORAGE_KEYS.previousOrder('kyiv')]: JSON.stringify({
        cartItems: ['x'],
        orderForm: form,
        showRepeatOrderMessage: true,
      }),
    });
    const lviv = carts.loadPreviousOrder('lviv');
    expect(lviv?.showRepeatOrderMessage).toBe(false);
    expect(lviv?.orderForm).toEqual({
      ...emptyOrderForm(),
      name: 'Ігор',
      address: { ...emptyOrderForm().address, street: { id: '', name: 'Городоцька' } },
    });
    expect(carts.loadPreviousOrder('kyiv')).toBeNull();
  });
});
