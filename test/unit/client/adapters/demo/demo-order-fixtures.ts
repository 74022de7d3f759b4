import { cartItemOf } from '../../../../arbitraries/cart.arbitrary';
import { InMemoryStorageAdapter } from '../../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { DemoOrderApi } from '../../../../../src/client/adapters/demo/demo-order-api.adapter';
import { DemoOrderBook } from '../../../../../src/client/adapters/demo/demo-order-book';
import { InMemoryCouponApi } from '../../../../../src/client/adapters/demo/in-memory-coupon-api.adapter';
import { emptyOrderForm, type OrderForm } from '../../../../../src/domain/order/order-form';
import type { OrderRequest } from '../../../../../src/domain/order/order-request.builder';

/** Noon in Kyiv on a summer day, after the kitchen's demo orders. */
export const DEMO_NOW = Date.UTC(2025, 5, 11, 9, 0, 0);

/** Three packs of nuggets (99 ₴), cash, delivered to вулиця Городоцька 28 in Lviv. */
export const nuggetsOrder = (change: Partial<OrderForm> = {}, key: string | null = 'key-1'): OrderRequest => ({
  orderId: key,
  cityId: 1,
  isAutofill: false,
  items: [
    cartItemOf({
      id: 'l1',
      iikoId: 'side-nuggets',
      name: 'Курячі нагетси, 6 шт',
      translation: { uk: 'Курячі нагетси, 6 шт', en: 'Chicken nuggets, 6 pcs' },
      price: 99,
      count: 3,
    }),
  ],
  orderForm: {
    ...emptyOrderForm(),
    name: 'Олена Петрівна',
    phone: '+38 (067) 123 45 67',
    address: {
      deliveryCity: { id: 101, name: 'Львів' },
      street: { id: 's1', name: 'вулиця Городоцька' },
      house: '28',
      flat: '4',
      entrance: '',
      floor: '',
    },
    payMethod: 'cash',
    cashback: '500',
    ...change,
  },
});

/** The demo's storefront and kitchen over one storage, with the SMS codes it "sent". */
export const demoShop = (storage = new InMemoryStorageAdapter()) => {
  const book = new DemoOrderBook(storage);
  const sent: { phone: string; code: string; order: string }[] = [];
  let nextCode = 4821;
  const api = new DemoOrderApi(
    book,
    { now: () => DEMO_NOW },
    new InMemoryCouponApi(),
    { send: (phone, code, order) => sent.push({ phone, code, order }) },
    () => String(nextCode++),
  );
  return { storage, book, api, sent };
};
