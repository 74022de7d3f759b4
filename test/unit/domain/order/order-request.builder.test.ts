import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/domain/cart/cart-item';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import { toOrderLine, toOrderLines } from '../../../../src/domain/order/order-line.mapper';
import { buildOrderRequest } from '../../../../src/domain/order/order-request.builder';
import type { OrderRequestInput } from '../../../../src/domain/order/order-request.builder';

const item = (iikoId: string, patch: Partial<CartItem> = {}): CartItem => ({
  id: `line-${iikoId}`,
  iikoId,
  name: iikoId,
  translation: {},
  price: 100,
  count: 1,
  modifiers: [],
  ...patch,
});

const input: OrderRequestInput = {
  orderId: null,
  cityId: 1,
  cartItems: [item('roll', { sushi: true, count: 2 })],
  couponItems: [item('gift', { price: 0, isCoupon: true })],
  isAutofill: true,
  orderForm: { ...emptyOrderForm(), name: 'Олена', coupon: 'TYPED-BUT-NOT-APPLIED', sticks: 3, trainingSticks: 1 },
  couponValue: 'PROMO',
};

describe('buildOrderRequest', () => {
  it('sends the cart followed by the coupon gifts, with the order id, city and autofill flag', () => {
    const request = buildOrderRequest(input);
    expect(request.orderId).toBeNull();
    expect(request.cityId).toBe(1);
    expect(request.isAutofill).toBe(true);
    expect(request.items.map((line) => line.iikoId)).toEqual(['roll', 'gift']);
  });

  it('the applied coupon value replaces whatever the form holds', () => {
    expect(buildOrderRequest(input).orderForm.coupon).toBe('PROMO');
    expect(buildOrderRequest({ ...input, couponValue: '' }).orderForm.coupon).toBe('');
  });

  it('keeps sticks with rolls in the cart', () => {
    expect(buildOrderRequest(input).orderForm).toMatchObject({ sticks: 3, trainingSticks: 1, name: 'Олена' });
  });

  it('forces sticks and training sticks to 0 without rolls', () => {
    expect(buildOrderRequest({ ...input, cartItems: [item('burger')], couponItems: [] }).orderForm).toMatchObject({
      sticks: 0,
      trainingSticks: 0,
    });
  });

  it('trims sticks to two per roll', () => {
    const oneRoll = buildOrderRequest({
      ...input,
      cartItems: [item('roll', { sushi: true, count: 1 })],
      couponItems: [],
    });
    expect(oneRoll.orderForm.sticks + oneRoll.orderForm.trainingSticks).toBeLessThanOrEqual(2);
  });

  it('does not change the form it was given', () => {
    buildOrderRequest({ ...input, cartItems: [item('burger')], couponItems: [] });
    expect(input.orderForm.sticks).toBe(3);
  });
});

describe('order lines', () => {
  it('maps a cart item to a Product line with its count and one of each modifier', () => {
    const burger = item('burger', {
      count: 3,
      modifiers: [
        { id: 'm1', iikoId: 'beef-patty', iikoName: 'Яловича котлета', price: 40, productGroupId: 'patties' },
        { id: 'm2', iikoId: 'bacon', iikoName: 'Екстра бекон', price: 30 },
      ],
    });
    expect(toOrderLine(burger)).toEqual({
      type: 'Product',
      productId: 'burger',
      amount: 3,
      modifiers: [
        { productGroupId: 'patties', productId: 'beef-patty', amount: 1 },
        { productId: 'bacon', amount: 1 },
      ],
    });
    expect(toOrderLine(burger).modifiers[1]).not.toHaveProperty('productGroupId');
  });

  it('maps every item in order', () => {
    expect(toOrderLines([item('a'), item('b', { count: 2 })]).map((line) => [line.productId, line.amount])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});
