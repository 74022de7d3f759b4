import { describe, expect, it } from 'vitest';
import { buildCheckoutSummary } from '../../../../src/domain/order/checkout-summary.builder';
import { toDeliveryDate } from '../../../../src/domain/order/delivery-date.format';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import type { OrderForm, SelfPickupPoint } from '../../../../src/domain/order/order-form';

const form: OrderForm = {
  ...emptyOrderForm(),
  payMethod: 'cash',
  cashback: ' 500 ',
  deliveryType: 'delivery',
  selfPickupPointId: '1',
  address: {
    deliveryCity: { id: 1, name: 'Львів' },
    street: { id: 's1', name: 'вулиця Городоцька' },
    house: ' 12 ',
    flat: '4',
    entrance: '',
    floor: '',
  },
};
const point: SelfPickupPoint = { id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Зелена', house: '28' };

describe('buildCheckoutSummary', () => {
  it('summarises a delivery: address, zone, change, today, discount', () => {
    expect(
      buildCheckoutSummary({ orderForm: form, zone: 'green', couponDiscount: 25, orderDate: '2025-03-07' }),
    ).toEqual({
      payMethod: 'cash',
      cashback: '500',
      zone: 'green',
      deliveryDate: '07.03.2025',
      deliveryTime: '',
      deliveryType: 'delivery',
      deliveryPointId: '',
      street: 'вулиця Городоцька',
      deliveryCityName: 'Львів',
      house: '12',
      couponDiscount: 25,
    });
  });

  it('a pre-order shows its chosen date and time', () => {
    const preOrder = { ...form, deliveryType: 'pre-order' as const, deliveryDate: '24.12.2025', deliveryTime: '12:30' };
    expect(
      buildCheckoutSummary({ orderForm: preOrder, zone: 'red', couponDiscount: 0, orderDate: '01.12.2025' }),
    ).toMatchObject({
      deliveryDate: '24.12.2025',
      deliveryTime: '12:30',
      zone: 'red',
    });
  });

  it('a self-pickup shows the pickup point, not the delivery address, and no zone', () => {
    const pickup = { ...form, deliveryType: 'self-pickup' as const };
    expect(
      buildCheckoutSummary({ orderForm: pickup, zone: 'green', couponDiscount: 0, pickupPoints: [point] }),
    ).toMatchObject({
      zone: null,
      deliveryPointId: '1',
      street: 'вулиця Зелена',
      house: '28',
      deliveryCityName: 'Львів',
    });
  });

  it('an unknown pickup point leaves the address blank', () => {
    const pickup = { ...form, deliveryType: 'self-pickup' as const, selfPickupPointId: '9' };
    expect(
      buildCheckoutSummary({ orderForm: pickup, zone: null, couponDiscount: 0, pickupPoints: [point] }),
    ).toMatchObject({
      street: '',
      house: '',
      deliveryCityName: '',
    });
  });

  it('the change amount is shown only for cash', () => {
    const card = { ...form, payMethod: 'card' as const };
    expect(buildCheckoutSummary({ orderForm: card, zone: null, couponDiscount: 0 }).cashback).toBe('');
  });
});

describe('toDeliveryDate', () => {
  it.each([
    ['24.12.2025', '24.12.2025'],
    ['2025-12-24', '24.12.2025'],
    ['29.02.2024', '29.02.2024'],
    ['2000-02-29', '29.02.2000'],
  ])('accepts %j as %j', (text, date) => {
    expect(toDeliveryDate(text)).toBe(date);
  });
  it.each(['', '31.04.2025', '29.02.2025', '2100-02-29', '24/12/2025', '2025-13-01', 'tomorrow'])(
    'rejects %j',
    (text) => {
      expect(toDeliveryDate(text)).toBe('');
    },
  );
});
