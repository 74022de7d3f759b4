import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/domain/cart/cart-item';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import type { OrderForm } from '../../../../src/domain/order/order-form';
import { applyAutofill, clearAutofill, toPreviousOrder } from '../../../../src/domain/order/previous-order';

const item = (iikoId: string, isCoupon = false): CartItem => ({
  id: iikoId,
  iikoId,
  name: iikoId,
  translation: {},
  price: isCoupon ? 0 : 150,
  count: 1,
  modifiers: [],
  isCoupon,
});

const placed: OrderForm = {
  ...emptyOrderForm(),
  name: 'Олена',
  phone: '+38 (067) 123 45 67',
  deliveryType: 'pre-order',
  deliveryDate: '01.03.2025',
  deliveryTime: '12:00',
  payMethod: 'card',
  comment: 'домофон 12',
  coupon: 'PROMO',
  isEcoPack: true,
  sticks: 4,
  address: { ...emptyOrderForm().address, street: { id: 's1', name: 'вулиця Городоцька' }, house: '12' },
};

describe('toPreviousOrder', () => {
  it('stores the cart and the form without the coupon and without its gift lines', () => {
    const previous = toPreviousOrder([item('burger'), item('gift', true)], placed);
    expect(previous.cartItems.map((line) => line.iikoId)).toEqual(['burger']);
    expect(previous.orderForm.coupon).toBe('');
    expect(previous.orderForm.name).toBe('Олена');
  });
});

describe('autofill', () => {
  const previous = toPreviousOrder([item('burger')], placed);
  const current: OrderForm = {
    ...emptyOrderForm(),
    coupon: 'NEW',
    sticks: 1,
    trainingSticks: 1,
    deliveryDate: '',
    deliveryTime: '',
  };

  it('restores the customer details of the previous order', () => {
    expect(applyAutofill(current, previous)).toMatchObject({
      name: 'Олена',
      phone: '+38 (067) 123 45 67',
      deliveryType: 'pre-order',
      payMethod: 'card',
      comment: 'домофон 12',
      isEcoPack: true,
      address: placed.address,
    });
  });

  it('keeps the current coupon, sticks and pre-order slot (they belong to today and today’s cart)', () => {
    expect(applyAutofill(current, previous)).toMatchObject({
      coupon: 'NEW',
      sticks: 1,
      trainingSticks: 1,
      deliveryDate: '',
      deliveryTime: '',
    });
  });

  it('clear resets the details to empty, keeping the cart-bound fields', () => {
    const filled = applyAutofill(current, previous);
    expect(clearAutofill(filled)).toEqual({ ...emptyOrderForm(), coupon: 'NEW', sticks: 1, trainingSticks: 1 });
  });
});
