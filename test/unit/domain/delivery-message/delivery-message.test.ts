import { describe, expect, it } from 'vitest';
import { deliveryMessage } from '../../../../src/domain/delivery-message/delivery-message.rule';
import type { DeliveryMessageState } from '../../../../src/domain/delivery-message/delivery-message.types';

/** A state in which every step of the priority list would have something to say. */
const everything: DeliveryMessageState = {
  cartIsIncorrect: true,
  ordersAllowed: false,
  stopTitle: 'Sushi is paused',
  isNight: true,
  deliveryType: 'pre-order',
  preOrderDate: '02.07.2026',
  preOrderTime: '13:30',
  zoneMinutes: 29,
  streetEntered: true,
};
const daytimeDelivery: DeliveryMessageState = {
  cartIsIncorrect: false,
  ordersAllowed: true,
  isNight: false,
  deliveryType: 'delivery',
  preOrderDate: '',
  preOrderTime: '',
  zoneMinutes: null,
  streetEntered: false,
};

describe('deliveryMessage priority', () => {
  it('1. incorrect cart beats everything', () => {
    expect(deliveryMessage(everything)).toEqual({ key: 'delivery-message.incorrect-cart' });
  });

  it('2. then "not working" with the stop title', () => {
    expect(deliveryMessage({ ...everything, cartIsIncorrect: false })).toEqual({
      key: 'delivery-message.not-working',
      params: { title: 'Sushi is paused' },
    });
    expect(deliveryMessage({ ...daytimeDelivery, ordersAllowed: false })).toEqual({
      key: 'delivery-message.not-working',
      params: { title: '' },
    });
  });

  it('3. then the non-working-hours message at night, even for a pre-order', () => {
    expect(deliveryMessage({ ...everything, cartIsIncorrect: false, ordersAllowed: true })).toEqual({
      key: 'delivery-message.non-working-hours',
    });
  });

  it('4. then the pre-order date and time', () => {
    expect(deliveryMessage({ ...everything, cartIsIncorrect: false, ordersAllowed: true, isNight: false })).toEqual({
      key: 'delivery-message.pre-order',
      params: { date: '02.07.2026', time: '13:30' },
    });
  });

  it('4. a pre-order missing its date or time asks for them instead of promising a zone time', () => {
    const preOrder = {
      ...daytimeDelivery,
      deliveryType: 'pre-order' as const,
      zoneMinutes: 29 as const,
      streetEntered: true,
    };
    expect(deliveryMessage({ ...preOrder, preOrderDate: '02.07.2026' })).toEqual({
      key: 'delivery-message.pre-order-choose-time',
    });
    expect(deliveryMessage({ ...preOrder, preOrderTime: '13:30' })).toEqual({
      key: 'delivery-message.pre-order-choose-time',
    });
  });

  it('5. then self-pickup: we will call when the order is ready', () => {
    expect(
      deliveryMessage({ ...daytimeDelivery, deliveryType: 'self-pickup', zoneMinutes: 29, streetEntered: true }),
    ).toEqual({
      key: 'delivery-message.self-pickup',
    });
  });

  it.each([29, 59, 89] as const)('6. then the delivery time of the zone: %i minutes', (minutes) => {
    expect(deliveryMessage({ ...daytimeDelivery, zoneMinutes: minutes, streetEntered: true })).toEqual({
      key: 'delivery-message.delivery-time',
      params: { minutes },
    });
  });

  it('7. then out of zones when the address is in no zone', () => {
    expect(deliveryMessage({ ...daytimeDelivery, zoneMinutes: 0, streetEntered: true })).toEqual({
      key: 'delivery-message.out-of-zones',
    });
  });

  it('8. then the address prompt: no street, or the zone not looked up yet', () => {
    expect(deliveryMessage(daytimeDelivery)).toEqual({ key: 'delivery-message.enter-address' });
    expect(deliveryMessage({ ...daytimeDelivery, streetEntered: true })).toEqual({
      key: 'delivery-message.enter-address',
    });
    expect(deliveryMessage({ ...daytimeDelivery, zoneMinutes: 59 })).toEqual({ key: 'delivery-message.enter-address' });
  });
});

describe('deliveryMessage in busy mode', () => {
  it.each([29, 59, 89] as const)('promises the %s-minute zone plus the busy minutes', (zoneMinutes) => {
    const state = { ...daytimeDelivery, streetEntered: true, zoneMinutes };
    expect(deliveryMessage({ ...state, busyMinutes: 40 })).toEqual({
      key: 'delivery-message.delivery-time',
      params: { minutes: zoneMinutes + 40 },
    });
    expect(deliveryMessage({ ...state, busyMinutes: 0 })).toEqual({
      key: 'delivery-message.delivery-time',
      params: { minutes: zoneMinutes },
    });
  });

  it('still says out of zones, whatever the busy minutes', () => {
    expect(deliveryMessage({ ...daytimeDelivery, streetEntered: true, zoneMinutes: 0, busyMinutes: 40 })).toEqual({
      key: 'delivery-message.out-of-zones',
    });
  });
});
