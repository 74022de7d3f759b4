import { describe, expect, it } from 'vitest';
import type { WorkingHoursRecord } from '../../../../src/domain/working-hours/working-hours.types';
import {
  buildPipeline,
  kyivAt,
  lineOf,
  LVIV,
  OUT_OF_ZONE_STREET,
  orderOf,
  reasonOf,
  valueOf,
} from './order-pipeline.fixture';

const TWO_BURGERS = [lineOf('burger-classic', 2)];
const stopRecord = (functionality: WorkingHoursRecord['functionality']): WorkingHoursRecord => ({
  cityId: LVIV,
  isStoped: true,
  functionality,
  translation: { uk: { title: 'Зупинено', description: '' } },
});
const outOfZoneAddress = {
  address: {
    deliveryCity: { id: 1, name: 'Львів' },
    street: OUT_OF_ZONE_STREET,
    house: '5',
    flat: '',
    entrance: '',
    floor: '',
  },
};

describe('create order: the cart', () => {
  it('refuses an unknown city', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, {}, { cityId: 3 })))).toBe('unknown-city');
  });

  it('refuses an empty cart, and a cart of gifts only', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([])))).toBe('empty-cart');
    expect(
      reasonOf(await p.createOrder.execute(orderOf([lineOf('cola', 1, [], { isCoupon: true })], { coupon: 'GIFT' }))),
    ).toBe('empty-cart');
  });

  it('refuses an unknown product, naming the line', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(orderOf([...TWO_BURGERS, lineOf('pizza')]));
    expect(result).toEqual({
      ok: false,
      reason: 'unknown-product',
      messageKey: 'refusal.unknown-product',
      details: { lineId: 'line-pizza-1', productId: 'pizza' },
    });
  });

  it('refuses a product this city does not sell (sushi in Kyiv)', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('set-lviv')], {}, { cityId: 2 })))).toBe(
      'unknown-product',
    );
  });

  it('refuses a stop-listed product', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([...TWO_BURGERS, lineOf('burger-stopped')])))).toBe(
      'product-unavailable',
    );
  });

  it('refuses a modifier the product does not offer, or one the menu does not know', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('set-lviv', 1, ['mod-extra-bacon'])])))).toBe(
      'unknown-modifier',
    );
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2, ['mod-gold'])])))).toBe(
      'unknown-modifier',
    );
  });

  it.each([0, 100, 1.5, -1, Number.NaN])('refuses a quantity of %s', async (count) => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('set-lviv'), lineOf('burger-classic', count)])))).toBe(
      'invalid-quantity',
    );
  });

  it('refuses gift lines without a coupon', async () => {
    const p = buildPipeline();
    expect(
      reasonOf(await p.createOrder.execute(orderOf([...TWO_BURGERS, lineOf('cola', 1, [], { isCoupon: true })]))),
    ).toBe('gift-without-coupon');
  });
});

describe('create order: the submission rules', () => {
  it('refuses an order under 250 ₴', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(orderOf([lineOf('cola', 5)]));
    expect(reasonOf(result)).toBe('below-minimum');
  });

  it('measures the minimum after the discount', async () => {
    const p = buildPipeline();
    // 189 + 69 = 258, minus 10 % = 232.20
    expect(
      reasonOf(
        await p.createOrder.execute(orderOf([lineOf('burger-classic'), lineOf('fries')], { coupon: 'PERCENT10' })),
      ),
    ).toBe('below-minimum');
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic'), lineOf('fries')])));
  });

  it.each([
    ['+38 (067) 123 45 6', 'phone-incomplete'],
    ['0671234567', 'phone-incomplete'],
  ])('refuses the phone %s', async (phone, reason) => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { phone })))).toBe(reason);
  });

  it('refuses a blank name and a missing payment method', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { name: '  ' })))).toBe('name-required');
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { payMethod: null })))).toBe(
      'pay-method-required',
    );
  });

  it('lists every failing field, leading with the first the customer reads', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(orderOf(TWO_BURGERS, { name: '', phone: '', payMethod: null }));
    expect(result).toMatchObject({
      ok: false,
      reason: 'name-required',
      details: { reasons: ['name-required', 'phone-incomplete', 'pay-method-required'] },
    });
  });

  it('requires a street for a delivery', async () => {
    const p = buildPipeline();
    const address = {
      deliveryCity: { id: 1, name: 'Львів' },
      street: { id: '', name: ' ' },
      house: '1',
      flat: '',
      entrance: '',
      floor: '',
    };
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { address })))).toBe('street-required');
  });

  it('requires the delivery city, date and time of a pre-order', async () => {
    const p = buildPipeline();
    const address = {
      deliveryCity: null,
      street: { id: 's', name: 'вулиця Городоцька' },
      house: '1',
      flat: '',
      entrance: '',
      floor: '',
    };
    const result = await p.createOrder.execute(orderOf(TWO_BURGERS, { deliveryType: 'pre-order', address }));
    expect(result).toMatchObject({
      reason: 'delivery-city-required',
      details: { reasons: ['delivery-city-required', 'delivery-date-required', 'delivery-time-required'] },
    });
  });

  it('requires a pickup point for self-pickup, and one that exists in the city', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { deliveryType: 'self-pickup' })))).toBe(
      'pickup-point-required',
    );
    expect(
      reasonOf(
        await p.createOrder.execute(orderOf(TWO_BURGERS, { deliveryType: 'self-pickup', selfPickupPointId: '7' })),
      ),
    ).toBe('unknown-pickup-point');
  });
});

describe('create order: stops and hours', () => {
  it('refuses a delivery type disabled in site management or stopped by a working-hours record', async () => {
    const p = buildPipeline();
    p.stops.setStops(LVIV, { workingHours: [], disabledDeliveryTypes: ['delivery'] });
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS)))).toBe('delivery-type-disabled');
    p.stops.setStops(LVIV, { workingHours: [stopRecord('delivery')], disabledDeliveryTypes: [] });
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS)))).toBe('delivery-type-disabled');
  });

  it('refuses every order while the city is stopped', async () => {
    const p = buildPipeline();
    p.stops.setStops(LVIV, { workingHours: [stopRecord('global')], disabledDeliveryTypes: [] });
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS)))).toBe('orders-not-allowed');
  });

  it('refuses sushi while the sushi kitchen is stopped, and lets burgers through', async () => {
    const p = buildPipeline();
    p.stops.setStops(LVIV, { workingHours: [stopRecord('sushi')], disabledDeliveryTypes: [] });
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('set-lviv')])))).toBe('orders-not-allowed');
    valueOf(await p.createOrder.execute(orderOf(TWO_BURGERS)));
  });

  it('ignores a stop that is switched off or belongs to the other city', async () => {
    const p = buildPipeline();
    p.stops.setStops(LVIV, {
      workingHours: [
        { ...stopRecord('global'), isStoped: false },
        { ...stopRecord('global'), cityId: 2 },
      ],
      disabledDeliveryTypes: [],
    });
    valueOf(await p.createOrder.execute(orderOf(TWO_BURGERS)));
  });

  it.each(['22:30', '23:59', '03:00', '09:59'])('takes only pre-orders at %s', async (time) => {
    const p = buildPipeline();
    p.clock.set(kyivAt(time));
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS)))).toBe('night-pre-order-only');
    expect(
      reasonOf(
        await p.createOrder.execute(orderOf(TWO_BURGERS, { deliveryType: 'self-pickup', selfPickupPointId: '1' })),
      ),
    ).toBe('night-pre-order-only');
  });

  it('accepts a pre-order at night for a valid slot', async () => {
    const p = buildPipeline();
    p.clock.set(kyivAt('23:30'));
    valueOf(
      await p.createOrder.execute(
        orderOf(TWO_BURGERS, { deliveryType: 'pre-order', deliveryDate: '11.06.2025', deliveryTime: '12:30' }),
      ),
    );
  });

  it('accepts delivery from 10:00, half an hour before the night message ends', async () => {
    const p = buildPipeline();
    p.clock.set(kyivAt('10:00'));
    valueOf(await p.createOrder.execute(orderOf(TWO_BURGERS)));
  });

  it.each([
    ['13:15', 'off-grid'],
    ['23:30', 'outside-window'],
    ['14:30', 'too-soon'],
  ])('refuses the pre-order slot %s today (%s)', async (time, slot) => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(
      orderOf(TWO_BURGERS, { deliveryType: 'pre-order', deliveryDate: '10.06.2025', deliveryTime: time }),
    );
    expect(result).toMatchObject({ reason: 'invalid-pre-order-slot', details: { slot } });
  });

  it('refuses a pre-order dated in the past or not a date', async () => {
    const p = buildPipeline();
    const on = (deliveryDate: string) =>
      p.createOrder.execute(orderOf(TWO_BURGERS, { deliveryType: 'pre-order', deliveryDate, deliveryTime: '15:00' }));
    expect(await on('09.06.2025')).toMatchObject({ details: { slot: 'date-in-past' } });
    expect(await on('31.02.2025')).toMatchObject({ details: { slot: 'invalid-date' } });
  });
});

describe('create order: alcohol', () => {
  const withBeer = [...TWO_BURGERS, lineOf('beer-lager', 2)];

  it('refuses card payment with alcohol in the cart', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(withBeer, { payMethod: 'card' })))).toBe('card-with-alcohol');
  });

  it('counts a coupon gift of beer as alcohol', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { payMethod: 'card', coupon: 'FREEBEER' })))).toBe(
      'card-with-alcohol',
    );
  });

  it.each(['11:59', '21:30', '22:00'])('refuses alcohol for now at %s', async (time) => {
    const p = buildPipeline();
    p.clock.set(kyivAt(time));
    expect(reasonOf(await p.createOrder.execute(orderOf(withBeer)))).toBe('alcohol-outside-hours');
  });

  it.each(['12:00', '21:29'])('sells alcohol for now at %s', async (time) => {
    const p = buildPipeline();
    p.clock.set(kyivAt(time));
    valueOf(await p.createOrder.execute(orderOf(withBeer)));
  });

  it('accepts alcohol as a pre-order inside the alcohol window, even at night', async () => {
    const p = buildPipeline();
    p.clock.set(kyivAt('23:00'));
    valueOf(
      await p.createOrder.execute(
        orderOf(withBeer, { deliveryType: 'pre-order', deliveryDate: '11.06.2025', deliveryTime: '21:30' }),
      ),
    );
  });

  it('refuses an alcohol pre-order outside the alcohol window', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(
      orderOf(withBeer, { deliveryType: 'pre-order', deliveryDate: '11.06.2025', deliveryTime: '22:00' }),
    );
    expect(result).toMatchObject({ reason: 'invalid-pre-order-slot', details: { slot: 'outside-alcohol-window' } });
  });
});

describe('create order: sticks', () => {
  it('allows two sticks per roll, sets counting all their rolls', async () => {
    const p = buildPipeline();
    valueOf(
      await p.createOrder.execute(orderOf([lineOf('roll-california-crab', 2)], { sticks: 2, trainingSticks: 2 })),
    );
    valueOf(await p.createOrder.execute(orderOf([lineOf('set-lviv')], { sticks: 8, phone: '+38 (050) 111 22 33' })));
  });

  it('refuses more sticks than the rolls allow, and sticks without rolls', async () => {
    const p = buildPipeline();
    expect(
      reasonOf(
        await p.createOrder.execute(orderOf([lineOf('roll-california-crab', 2)], { sticks: 4, trainingSticks: 1 })),
      ),
    ).toBe('too-many-sticks');
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { sticks: 1 })))).toBe('too-many-sticks');
  });

  it('refuses a negative or fractional counter', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('roll-california-crab', 2)], { sticks: -1 })))).toBe(
      'invalid-sticks',
    );
    expect(
      reasonOf(await p.createOrder.execute(orderOf([lineOf('roll-california-crab', 2)], { trainingSticks: 0.5 }))),
    ).toBe('invalid-sticks');
  });
});

describe('create order: payment rules', () => {
  it('refuses a method the admin switched off for the city', async () => {
    const p = buildPipeline();
    p.paymentTypes.setAllowed(LVIV, 'cash', false);
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS)))).toBe('pay-method-not-allowed');
  });

  it('refuses online payment for an address outside every zone, which the browser would switch to cash', async () => {
    const p = buildPipeline();
    expect(
      reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { payMethod: 'online', ...outOfZoneAddress }))),
    ).toBe('online-payment-out-of-zone');
  });

  it('keeps online out of zone when it is the only method allowed, as the domain rule does', async () => {
    const p = buildPipeline();
    p.paymentTypes.setAllowed(LVIV, 'cash', false);
    p.paymentTypes.setAllowed(LVIV, 'card', false);
    valueOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { payMethod: 'online', ...outOfZoneAddress })));
  });

  it('accepts online payment for self-pickup, which needs no zone', async () => {
    let lookups = 0;
    const p = buildPipeline({ zones: { findZone: async () => (lookups++, null) } });
    valueOf(
      await p.createOrder.execute(
        orderOf(TWO_BURGERS, { payMethod: 'online', deliveryType: 'self-pickup', selfPickupPointId: '1' }),
      ),
    );
    expect(lookups).toBe(0);
  });

  it('refuses a cash "change from" amount that is not an amount or is below the total', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { cashback: 'a lot' })))).toBe(
      'cashback-not-a-number',
    );
    // The total is 428 ₴ with the delivery fee.
    expect(reasonOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { cashback: '400' })))).toBe(
      'cashback-below-total',
    );
    valueOf(await p.createOrder.execute(orderOf(TWO_BURGERS, { cashback: '428' })));
  });
});
