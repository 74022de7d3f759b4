import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import {
  cartLine,
  kyivAt,
  orderBody,
  OTHER_STREET,
  placeOrder,
  post,
  uniqueKey,
  uniquePhone,
} from './support/order-requests';

interface StoredTotals {
  items_total: number;
  delivery_fee: number;
  discount: number;
  total: number;
  zone: string | null;
  needs_address_check: boolean;
  pay_method: string;
  delivery_type: string;
  lines: number;
}

describe.each(databaseTargets())('POST /api/order/create on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));

  const stored = async (code: string): Promise<StoredTotals> => {
    const result = await shop().database.query<StoredTotals>(
      `SELECT items_total, delivery_fee, discount, total, zone, needs_address_check, pay_method, delivery_type,
              (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o WHERE code = $1`,
      [code],
    );
    if (result.rows[0] === undefined) throw new Error(`order ${code} is not stored`);
    return result.rows[0];
  };

  const refusalOf = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await post(shop().app, '/api/order/create', body, headers);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('takes a cash delivery to вулиця Городоцька 28 in Lviv, priced by the server, with the right total stored', async () => {
    const body = orderBody([
      cartLine('burger-classic', 2, { modifiers: ['mod-patty-beef', 'mod-extra-bacon'], price: 1 }),
    ]);
    const answer = await placeOrder(shop().app, body);
    expect(answer).toEqual({
      orderId: expect.stringMatching(/^[A-Z2-9]{10}$/),
      success: true,
      smsConfirm: true,
      liqpayForm: null,
      isEmailSended: false,
    });
    // (189 + 0 + 40) × 2 = 458 ₴, under the 500 ₴ free-delivery threshold: 50 ₴ delivery.
    expect(await stored(answer.orderId)).toEqual({
      items_total: 45_800,
      delivery_fee: 5_000,
      discount: 0,
      total: 50_800,
      zone: 'green',
      needs_address_check: false,
      pay_method: 'cash',
      delivery_type: 'delivery',
      lines: 1,
    });
    const summary = await shop().app.inject({ method: 'GET', url: `/api/order/${answer.orderId}` });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      orderId: answer.orderId,
      cityId: 1,
      checkout: {
        payMethod: 'cash',
        zone: 'green',
        deliveryType: 'delivery',
        street: 'вулиця Городоцька',
        house: '28',
        deliveryCityName: 'Львів',
        deliveryDate: '11.06.2025',
      },
      totals: { order: 458, shipping: 50, discount: 0, toPay: 508 },
      lines: [{ productId: 'burger-classic', count: 2, price: 189, total: 458, isGift: false }],
      paymentStatus: 'not-required',
      confirmationStatus: 'sms-pending',
      needsAddressCheck: false,
    });
  });

  it('ignores the prices the browser sends: a 1 ₴ burger still costs 189 ₴', async () => {
    const answer = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 3, { price: 1 })]));
    // 567 ₴ reaches free delivery.
    expect(await stored(answer.orderId)).toMatchObject({ items_total: 56_700, delivery_fee: 0, total: 56_700 });
  });

  it('takes a self-pickup from the Lviv point without a delivery fee', async () => {
    const answer = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], {
        deliveryType: 'self-pickup',
        selfPickupPointId: '1',
        payMethod: 'card',
      }),
    );
    expect(await stored(answer.orderId)).toMatchObject({
      items_total: 37_800,
      delivery_fee: 0,
      total: 37_800,
      zone: null,
      delivery_type: 'self-pickup',
    });
    const summary = (await shop().app.inject({ method: 'GET', url: `/api/order/${answer.orderId}` })).json();
    expect(summary.checkout).toMatchObject({
      deliveryType: 'self-pickup',
      deliveryPointId: '1',
      street: 'вулиця Городоцька',
      house: '28',
    });
    // The point as ordered, with its translations and hours, for the thank-you page in any language.
    expect(summary.pickupPoint).toMatchObject({ id: '1', deliveryCityName: 'Львів', house: '28', hours: '' });
    expect(summary.pickupPoint.translations).toHaveProperty('en');
  });

  it('takes a pre-order with beer for a slot inside the alcohol window, even at night', async () => {
    shop().clock.set(kyivAt('08:15'));
    const answer = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2), cartLine('beer-lager', 1)], {
        deliveryType: 'pre-order',
        deliveryDate: '11.06.2025',
        deliveryTime: '13:00',
      }),
    );
    expect(await stored(answer.orderId)).toMatchObject({ delivery_type: 'pre-order', items_total: 47_300, lines: 2 });
    const scheduled = await shop().database.query('SELECT scheduled_for FROM orders WHERE code = $1', [answer.orderId]);
    expect(scheduled.rows[0]).toEqual({ scheduled_for: kyivAt('13:00') });
  });

  it('refuses a pre-order with beer for a slot outside the alcohol window', async () => {
    const refused = await refusalOf(
      orderBody([cartLine('burger-classic', 2), cartLine('beer-lager', 1)], {
        deliveryType: 'pre-order',
        deliveryDate: '11.06.2025',
        deliveryTime: '22:00',
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      reason: 'invalid-pre-order-slot',
      orderId: null,
      liqpayForm: null,
    });
  });

  it('refuses beer for delivery now before 12:00', async () => {
    shop().clock.set(kyivAt('11:00'));
    const refused = await refusalOf(orderBody([cartLine('burger-classic', 2), cartLine('beer-lager', 1)]));
    expect(refused).toMatchObject({ status: 422, body: { reason: 'alcohol-outside-hours' } });
  });

  it('refuses a delivery at night in the language asked for, and accepts a pre-order then', async () => {
    shop().clock.set(kyivAt('23:10'));
    const uk = await refusalOf(orderBody([cartLine('burger-classic', 2)]));
    expect(uk).toMatchObject({
      status: 422,
      body: { success: false, reason: 'night-pre-order-only', error: 'night-pre-order-only' },
    });
    expect(uk.body.message).toMatch(/З 22:30 до 10:00/);
    const en = await refusalOf(orderBody([cartLine('burger-classic', 2)]), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.body.message).toMatch(/^From 22:30 to 10:00/);
    const ru = await refusalOf(orderBody([cartLine('burger-classic', 2)], {}, { lang: 'ru' }));
    expect(ru.body.message).toMatch(/^С 22:30 до 10:00/);
    const preOrder = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], {
        deliveryType: 'pre-order',
        deliveryDate: '12.06.2025',
        deliveryTime: '12:30',
      }),
    );
    expect(preOrder.success).toBe(true);
  });

  it('takes an order to an address outside every zone for the operator to clarify, but not paid online', async () => {
    const answer = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], {
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: OTHER_STREET,
          house: '5',
          flat: '',
          entrance: '',
          floor: '',
        },
      }),
    );
    expect(await stored(answer.orderId)).toMatchObject({ zone: null, needs_address_check: true });
    const online = await refusalOf(
      orderBody([cartLine('burger-classic', 2)], {
        payMethod: 'online',
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: OTHER_STREET,
          house: '5',
          flat: '',
          entrance: '',
          floor: '',
        },
      }),
    );
    expect(online).toMatchObject({ status: 422, body: { reason: 'online-payment-out-of-zone' } });
  });

  it('gives the gift a coupon offers, at no cost', async () => {
    const answer = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2), cartLine('drink-cola', 1, { isCoupon: true, price: 0 })], {
        coupon: 'gift',
      }),
    );
    const summary = (await shop().app.inject({ method: 'GET', url: `/api/order/${answer.orderId}` })).json();
    expect(summary.lines).toEqual([
      expect.objectContaining({ productId: 'burger-classic', count: 2, total: 378, isGift: false }),
      expect.objectContaining({ productId: 'drink-cola', count: 1, price: 0, total: 0, isGift: true }),
    ]);
    expect(summary.totals).toEqual({ order: 378, shipping: 50, discount: 0, toPay: 428 });
    expect(await stored(answer.orderId)).toMatchObject({ lines: 2 });
  });

  it('asks for the pick when a gift coupon offers several and none was chosen', async () => {
    const refused = await refusalOf(orderBody([cartLine('burger-classic', 2)], { coupon: 'GIFT' }));
    expect(refused).toMatchObject({ status: 422, body: { reason: 'coupon-choice-required', actionIndex: 0 } });
  });

  it('applies a percentage coupon on the server, rounded up for cash', async () => {
    const answer = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 3)], { coupon: 'burger10' }));
    // 567 ₴ − 10 % = 56.7 ₴ off, rounded up to 57 ₴ for cash; 510 ₴ after discount: free delivery.
    expect(await stored(answer.orderId)).toMatchObject({
      items_total: 56_700,
      discount: 5_700,
      delivery_fee: 0,
      total: 51_000,
    });
  });

  it('makes one order of a double submit with the same orderId, in a row and in parallel', async () => {
    const key = uniqueKey();
    const body = orderBody([cartLine('burger-classic', 2)], {}, { orderId: key });
    const first = await placeOrder(shop().app, body);
    const again = await placeOrder(shop().app, body);
    expect(again).toEqual(first);
    // Resent with the code the server answered (the storefront's retry after the SMS step).
    expect(await placeOrder(shop().app, { ...body, orderId: first.orderId })).toEqual(first);

    const parallelKey = uniqueKey();
    const parallelBody = orderBody([cartLine('burger-classic', 2)], {}, { orderId: parallelKey });
    // The storefront's 50 presses of one submission, all at once: one order and one SMS.
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(shop().app, parallelBody)));
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    const codes = await shop().database.query(
      'SELECT count(*)::int AS n FROM sms_codes s JOIN orders o ON o.id = s.order_id WHERE o.idempotency_key = $1',
      [parallelKey],
    );
    expect(codes.rows[0]).toEqual({ n: 1 });
    const rows = await shop().database.query('SELECT count(*) AS n FROM orders WHERE idempotency_key = ANY ($1)', [
      [key, parallelKey],
    ]);
    expect(rows.rows[0]).toEqual({ n: 2 });
  });

  it("does not show another customer's order for a reused key", async () => {
    const key = uniqueKey();
    await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], {}, { orderId: key }));
    const refused = await refusalOf(
      orderBody([cartLine('burger-classic', 2)], { phone: uniquePhone() }, { orderId: key }),
    );
    expect(refused).toMatchObject({ status: 409, body: { reason: 'order-id-conflict' } });
  });

  it.each([
    ['an order below the minimum', orderBody([cartLine('drink-cola', 1)]), 'below-minimum'],
    ['an unknown product', orderBody([cartLine('burger-unicorn', 2)]), 'unknown-product'],
    [
      'sushi in Kyiv',
      orderBody(
        [cartLine('roll-philadelphia', 2)],
        {
          address: {
            deliveryCity: { id: 201, name: 'Київ' },
            street: { id: 'kyiv-khreshchatyk', name: 'вулиця Хрещатик' },
            house: '1',
            flat: '',
            entrance: '',
            floor: '',
          },
        },
        { cityId: 2 },
      ),
      'unknown-product',
    ],
    [
      'a modifier the product does not offer',
      orderBody([cartLine('drink-cola', 5, { modifiers: ['mod-extra-bacon'] })]),
      'unknown-modifier',
    ],
    ['a quantity of 100', orderBody([cartLine('burger-classic', 100)]), 'invalid-quantity'],
    ['a fractional quantity', orderBody([cartLine('burger-classic', 1.5)]), 'invalid-quantity'],
    ['an empty cart', orderBody([]), 'empty-cart'],
    ['an unknown city', orderBody([cartLine('burger-classic', 2)], {}, { cityId: 7 }), 'unknown-city'],
    ['an incomplete phone', orderBody([cartLine('burger-classic', 2)], { phone: '+38 (067) 123' }), 'phone-incomplete'],
    ['a blank name', orderBody([cartLine('burger-classic', 2)], { name: '   ' }), 'name-required'],
    ['no payment method', orderBody([cartLine('burger-classic', 2)], { payMethod: null }), 'pay-method-required'],
    [
      'card in Kyiv, where couriers take no cards',
      orderBody(
        [cartLine('burger-classic', 2)],
        {
          payMethod: 'card',
          address: {
            deliveryCity: { id: 201, name: 'Київ' },
            street: { id: 'kyiv-khreshchatyk', name: 'вулиця Хрещатик' },
            house: '1',
            flat: '',
            entrance: '',
            floor: '',
          },
        },
        { cityId: 2 },
      ),
      'pay-method-not-allowed',
    ],
    [
      'card with beer',
      orderBody([cartLine('burger-classic', 2), cartLine('beer-lager')], { payMethod: 'card' }),
      'card-with-alcohol',
    ],
    ['chopsticks without rolls', orderBody([cartLine('burger-classic', 2)], { sticks: 2 }), 'too-many-sticks'],
    [
      'an unknown pickup point',
      orderBody([cartLine('burger-classic', 2)], { deliveryType: 'self-pickup', selfPickupPointId: '99' }),
      'unknown-pickup-point',
    ],
    ['an unknown coupon', orderBody([cartLine('burger-classic', 2)], { coupon: 'NOPE' }), 'coupon-not-found'],
    [
      'a gift line without a coupon',
      orderBody([cartLine('burger-classic', 2), cartLine('drink-cola', 1, { isCoupon: true })]),
      'gift-without-coupon',
    ],
    [
      'change from less than the total',
      orderBody([cartLine('burger-classic', 2)], { cashback: '100' }),
      'cashback-below-total',
    ],
    [
      'a delivery without a street',
      orderBody([cartLine('burger-classic', 2)], {
        address: { deliveryCity: null, street: { id: '', name: '' }, house: '', flat: '', entrance: '', floor: '' },
      }),
      'street-required',
    ],
    [
      'a delivery without a house',
      orderBody([cartLine('burger-classic', 2)], {
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
          house: ' ',
          flat: '',
          entrance: '',
          floor: '',
        },
      }),
      'house-required',
    ],
    [
      'a house that is no house number',
      orderBody([cartLine('burger-classic', 2)], {
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
          house: 'абв',
          flat: '',
          entrance: '',
          floor: '',
        },
      }),
      'house-invalid',
    ],
    [
      'a pre-order to a house that is no house number',
      orderBody([cartLine('burger-classic', 2)], {
        deliveryType: 'pre-order',
        deliveryDate: '16.01.2025',
        deliveryTime: '12:00',
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
          house: 'біля ринку',
          flat: '',
          entrance: '',
          floor: '',
        },
      }),
      'house-invalid',
    ],
    [
      'chopsticks in Kyiv, which sells no rolls',
      orderBody(
        [cartLine('burger-classic', 2)],
        {
          sticks: 1,
          address: {
            deliveryCity: { id: 201, name: 'Київ' },
            street: { id: 'kyiv-khreshchatyk', name: 'вулиця Хрещатик' },
            house: '1',
            flat: '',
            entrance: '',
            floor: '',
          },
        },
        { cityId: 2 },
      ),
      'too-many-sticks',
    ],
  ])('refuses %s with 422 and a sentence', async (_name, body, reason) => {
    const refused = await refusalOf(body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      reason,
      error: reason,
      orderId: null,
      smsConfirm: false,
      liqpayForm: null,
      isEmailSended: false,
    });
    expect(typeof refused.body.message).toBe('string');
    expect((refused.body.message as string).length).toBeGreaterThan(5);
  });

  it('refuses an orderId longer than 64 characters as a malformed request', async () => {
    const refused = await refusalOf(orderBody([cartLine('burger-classic', 2)], {}, { orderId: 'x'.repeat(65) }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'bad-request', message: expect.stringContaining('orderId') });
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['no items', { cityId: 1, orderForm: {} }],
    ['items that are not a list', { ...orderBody([]), items: { iikoId: 'burger-classic' } }],
    ['a line without a product id', { ...orderBody([]), items: [{ count: 1 }] }],
    ['a count that is text', { ...orderBody([]), items: [{ iikoId: 'burger-classic', count: 'two' }] }],
    ['a city that is text', { ...orderBody([cartLine('burger-classic', 2)]), cityId: 'Lviv' }],
    ['an unknown delivery type', orderBody([cartLine('burger-classic', 2)], { deliveryType: 'drone' as never })],
    ['an unknown payment method', orderBody([cartLine('burger-classic', 2)], { payMethod: 'crypto' as never })],
    [
      'a form without a phone',
      { ...orderBody([cartLine('burger-classic', 2)]), orderForm: { name: 'A', deliveryType: 'delivery' } },
    ],
    ['a 5000-character comment', orderBody([cartLine('burger-classic', 2)], { comment: 'x'.repeat(5_000) })],
    [
      'an address that is a string',
      {
        ...orderBody([cartLine('burger-classic', 2)]),
        orderForm: { ...orderBody([]).orderForm, address: 'Городоцька 28' },
      },
    ],
    ['200 lines', orderBody(Array.from({ length: 200 }, () => cartLine('burger-classic', 1)))],
    ['a NUL character in the name', orderBody([cartLine('burger-classic', 2)], { name: 'Оле\u0000на' })],
    // Found by the fuzz test: a lone surrogate is not UTF-8, so PostgreSQL refused it with a 500.
    ['a lone surrogate in the comment', orderBody([cartLine('burger-classic', 2)], { comment: 'після \udfff 18:00' })],
  ])('answers %s with a 400 that names the problem', async (_name, payload) => {
    const response = await post(shop().app, '/api/order/create', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad-request', message: expect.any(String) });
  });

  it('answers a JSON string, broken JSON and a form body with 4xx JSON', async () => {
    const text = await shop().app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { 'content-type': 'application/json' },
      payload: '"order please"',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'bad-request' });
    const broken = await shop().app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"cityId": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'bad-request' });
    const form = await shop().app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cityId=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ error: 'unsupported-media-type' });
  });
});
