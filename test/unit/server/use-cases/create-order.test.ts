import { describe, expect, it, vi } from 'vitest';
import {
  buildPipeline,
  kyivAt,
  lineOf,
  orderOf,
  OTHER_PHONE,
  PHONE,
  PHONE_E164,
  reasonOf,
  ScriptedOrderCodes,
  valueOf,
} from './order-pipeline.fixture';

describe('create order: the happy path', () => {
  it('stores a cash delivery order priced by the server and answers the API shape', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]));

    expect(valueOf(result)).toEqual({
      orderId: 'CODE000001',
      success: true,
      smsConfirm: true,
      liqpayForm: null,
      isEmailSended: false,
    });
    const [order] = p.orders.list();
    expect(order?.totals).toEqual({
      orderKopiykas: 37_800,
      shippingKopiykas: 5_000,
      discountKopiykas: 0,
      toPayKopiykas: 42_800,
    });
    expect(order?.lines).toEqual([
      {
        productId: 'burger-classic',
        name: 'Класичний бургер',
        translation: { uk: 'Класичний бургер', en: 'Classic burger' },
        count: 2,
        unitPriceKopiykas: 18_900,
        modifiers: [],
        lineTotalKopiykas: 37_800,
        isGift: false,
      },
    ]);
    expect(order).toMatchObject({
      cityId: 1,
      zone: 'green',
      needsAddressCheck: false,
      payMethod: 'cash',
      phoneDigits: '0671234567',
    });
    expect(order?.createdAt).toEqual(p.clock.now());
  });

  it('ignores a browser price of 1 ₴ and prices modifiers from the catalogue', async () => {
    const p = buildPipeline();
    const line = lineOf('burger-classic', 2, ['mod-patty-chicken', 'mod-extra-bacon'], { price: 1 });
    valueOf(await p.createOrder.execute(orderOf([line])));

    const [order] = p.orders.list();
    expect(order?.lines[0]?.unitPriceKopiykas).toBe(18_900);
    expect(order?.lines[0]?.modifiers.map((m) => [m.productId, m.priceKopiykas])).toEqual([
      ['mod-patty-chicken', 0],
      ['mod-extra-bacon', 3_500],
    ]);
    // (189 + 0 + 35) × 2 = 448, plus the 50 ₴ fee below 500.
    expect(order?.totals.toPayKopiykas).toBe(49_800);
  });

  it('uses the prices of the order city', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { payMethod: 'cash' }, { cityId: 2 })));
    expect(p.orders.list()[0]?.totals.orderKopiykas).toBe(39_800);
  });

  it('delivers free from 500 ₴ after discount and always free for self-pickup', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('set-lviv')])));
    valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2)], {
          deliveryType: 'self-pickup',
          selfPickupPointId: '1',
          phone: OTHER_PHONE,
        }),
      ),
    );
    const [delivery, pickup] = p.orders.list();
    expect(delivery?.totals.shippingKopiykas).toBe(0);
    expect(pickup?.totals).toMatchObject({ shippingKopiykas: 0, toPayKopiykas: 37_800 });
    expect(pickup).toMatchObject({ zone: null, needsAddressCheck: false });
    expect(pickup?.pickupPoint).toEqual({
      id: '1',
      deliveryCityName: 'Львів',
      streetName: 'вулиця Городоцька',
      house: '28',
    });
  });

  it('stores the cashback only for cash, trimmed', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { cashback: ' 500 ' })));
    valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2)], { payMethod: 'card', cashback: 'junk', phone: OTHER_PHONE }),
      ),
    );
    expect(p.orders.list().map((o) => o.form.cashback)).toEqual(['500', '']);
  });

  it('accepts an out-of-zone delivery paid in cash and flags it for the operator', async () => {
    const p = buildPipeline();
    valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2)], {
          address: {
            deliveryCity: { id: 1, name: 'Львів' },
            street: { id: 'st-far', name: 'вулиця Далека' },
            house: '1',
            flat: '',
            entrance: '',
            floor: '',
          },
        }),
      ),
    );
    expect(p.orders.list()[0]).toMatchObject({ zone: null, needsAddressCheck: true });
  });

  it('takes a geocoder outage like an out-of-zone address instead of losing the order', async () => {
    const p = buildPipeline({
      zones: {
        findZone: async () => {
          throw new Error('geocoder down');
        },
      },
    });
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    expect(p.orders.list()[0]).toMatchObject({ zone: null, needsAddressCheck: true });
    expect(p.logger.lines.some((line) => line.level === 'warn')).toBe(true);
  });

  it('keeps the autofill flag and the sticks it accepted', async () => {
    const p = buildPipeline();
    valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('roll-california-crab', 2)], { sticks: 3, trainingSticks: 1 }, { isAutofill: true }),
      ),
    );
    expect(p.orders.list()[0]).toMatchObject({ isAutofill: true, form: { sticks: 3, trainingSticks: 1 } });
  });
});

describe('create order: idempotency', () => {
  it('makes one order of the same request sent twice and sends one SMS', async () => {
    const p = buildPipeline();
    const request = orderOf([lineOf('burger-classic', 2)], {}, { orderId: 'client-key-1' });
    const first = valueOf(await p.createOrder.execute(request));
    const second = valueOf(await p.createOrder.execute(request));

    expect(second).toEqual(first);
    expect(p.orders.list()).toHaveLength(1);
    expect(p.sms.sent()).toHaveLength(1);
  });

  it('makes one order of two identical requests racing each other', async () => {
    const p = buildPipeline();
    const request = orderOf([lineOf('burger-classic', 2)], {}, { orderId: 'client-key-2' });
    const [a, b] = await Promise.all([p.createOrder.execute(request), p.createOrder.execute(request)]);

    expect(valueOf(a).orderId).toBe(valueOf(b).orderId);
    expect(p.orders.list()).toHaveLength(1);
    expect(p.sms.sent()).toHaveLength(1);
  });

  it('answers a retry with the first answer even after the rules changed in between', async () => {
    const p = buildPipeline();
    const request = orderOf([lineOf('burger-classic', 2)], {}, { orderId: 'client-key-3' });
    const first = valueOf(await p.createOrder.execute(request));
    p.clock.set(kyivAt('23:00'));
    p.catalog.putProduct(1, {
      ...(await p.catalog.findByIds(1, { productIds: ['burger-classic'], modifierIds: [] })).products[0]!,
      priceKopiykas: 99_900,
    });

    expect(valueOf(await p.createOrder.execute(request))).toEqual(first);
  });

  it('recognises the order code sent back as the order id', async () => {
    const p = buildPipeline();
    const first = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    const retry = valueOf(
      await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], {}, { orderId: first.orderId })),
    );
    expect(retry.orderId).toBe(first.orderId);
    expect(p.orders.list()).toHaveLength(1);
  });

  it('refuses a known key sent with another phone, revealing nothing of that order', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], {}, { orderId: 'client-key-4' })));
    const result = await p.createOrder.execute(
      orderOf([lineOf('burger-classic', 2)], { phone: OTHER_PHONE }, { orderId: 'client-key-4' }),
    );
    expect(result).toEqual({ ok: false, reason: 'order-id-conflict', messageKey: 'refusal.order-id-conflict' });
  });

  it('refuses an order id too long to be a key rather than ignore it', async () => {
    const p = buildPipeline();
    const result = await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], {}, { orderId: 'k'.repeat(65) }));
    expect(reasonOf(result)).toBe('invalid-order-id');
    expect(p.orders.list()).toHaveLength(0);
  });

  it('draws another code when the first collides with an existing order', async () => {
    const p = buildPipeline({ orderCodes: new ScriptedOrderCodes(['TAKEN', 'TAKEN', 'FRESH']) });
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    const second = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { phone: OTHER_PHONE })));
    expect(second.orderId).toBe('FRESH');
  });

  it('gives up with a refusal when every drawn code is taken', async () => {
    const p = buildPipeline({ orderCodes: { next: () => 'SAME' } });
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    expect(reasonOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { phone: OTHER_PHONE })))).toBe(
      'order-code-exhausted',
    );
  });
});

describe('create order: SMS confirmation', () => {
  it('sends a 4-digit code to a first-time cash customer and stores only its digest, for 5 minutes', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));

    expect(p.sms.sent()).toEqual([{ phone: PHONE_E164, text: expect.stringContaining('1234') }]);
    const confirmation = p.orders.list()[0]?.confirmation;
    expect(confirmation).toMatchObject({ status: 'sms-pending', attempts: 0, revision: 0 });
    expect(confirmation?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmation?.codeHash).not.toContain('1234');
    expect(confirmation?.codeExpiresAt?.getTime()).toBe(p.clock.now().getTime() + 5 * 60_000);
  });

  it('writes the SMS in the language of the request, with the link to the order status page', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], {}, { language: 'en' })));
    expect(p.sms.sent()[0]?.text).toBe(
      'Burger & Sushi: confirmation code for order CODE000001: 1234. Status: https://shop.test/en/order/CODE000001/',
    );
  });

  it('asks a customer who confirmed before no code for an everyday order', async () => {
    const p = buildPipeline();
    const first = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    valueOf(await p.verifyCode.execute({ orderId: first.orderId, code: '1234' }));

    const second = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    expect(second.smsConfirm).toBe(false);
    expect(p.orders.list()[1]?.confirmation.status).toBe('not-required');
    expect(p.sms.sent()).toHaveLength(1);
  });

  it('still asks a known customer for a code from 1500 ₴', async () => {
    const p = buildPipeline();
    const first = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    valueOf(await p.verifyCode.execute({ orderId: first.orderId, code: '1234' }));

    const big = valueOf(await p.createOrder.execute(orderOf([lineOf('set-party')])));
    expect(big.smsConfirm).toBe(true);
  });

  it('does not count an unconfirmed earlier order as a known customer', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    expect(valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).smsConfirm).toBe(true);
  });

  it('never asks for a code when paying online: the payment confirms, and the phone is not even looked up', async () => {
    const p = buildPipeline();
    const lookups = vi.spyOn(p.orders, 'phoneHistory');
    const answer = valueOf(
      await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { payMethod: 'online' })),
    );
    expect(answer.smsConfirm).toBe(false);
    expect(p.sms.sent()).toHaveLength(0);
    expect(lookups).not.toHaveBeenCalled();
  });

  it('keeps the order when the SMS gateway fails; the customer can still ask for a call', async () => {
    const p = buildPipeline({
      sms: {
        send: async () => {
          throw new Error('gateway 503');
        },
      },
    });
    const answer = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)])));
    expect(answer.smsConfirm).toBe(true);
    expect(p.orders.list()).toHaveLength(1);
    expect(p.logger.lines.some((line) => line.level === 'error')).toBe(true);
    expect(valueOf(await p.verifyPhoneCall.execute({ orderId: answer.orderId }))).toEqual({ success: true });
  });

  it('sends one phone at most 5 codes an hour: later orders wait for the operator, other phones are not held up', async () => {
    const p = buildPipeline();
    const order = (phone: string) => p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { phone }));
    for (let index = 0; index < 5; index++) expect(valueOf(await order(PHONE)).smsConfirm).toBe(true);

    const sixth = valueOf(await order(PHONE));
    expect(sixth.smsConfirm).toBe(false);
    expect(p.orders.list()[5]?.confirmation).toMatchObject({
      status: 'phone-call-requested',
      codeHash: null,
      codeExpiresAt: null,
    });
    expect(p.sms.sent()).toHaveLength(5);
    expect(valueOf(await order(OTHER_PHONE)).smsConfirm).toBe(true);
    expect(valueOf(await p.verifyPhoneCall.execute({ orderId: sixth.orderId }))).toEqual({ success: true });

    p.clock.advanceBy(60 * 60_000);
    expect(valueOf(await order(PHONE)).smsConfirm).toBe(false);
    p.clock.advanceBy(1);
    expect(valueOf(await order(PHONE)).smsConfirm).toBe(true);
    expect(p.sms.sent()).toHaveLength(7);
  });
});

describe('create order: online payment', () => {
  it('answers a payment form for the server total and waits for the payment', async () => {
    const p = buildPipeline();
    const answer = valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2, [], { price: 1 })], { payMethod: 'online' }, { language: 'en' }),
      ),
    );

    expect(answer.liqpayForm?.action).toBe('https://shop.test/api/test-payment');
    expect(p.paymentGateway.issuedCheckouts()).toEqual([
      {
        orderCode: 'CODE000001',
        amountKopiykas: 42_800,
        description: 'Order CODE000001',
        language: 'en',
        resultUrl: 'https://shop.test/en/checkout/?orderId=CODE000001',
        serverUrl: 'https://shop.test/api/payments/callback',
      },
    ]);
    const data = JSON.parse(Buffer.from(answer.liqpayForm?.data ?? '', 'base64').toString('utf8'));
    expect(data).toMatchObject({ order_id: 'CODE000001', amount: 428, currency: 'UAH' });
    expect(p.orders.list()[0]?.payment.status).toBe('awaiting');
  });

  it('gives no payment form once the order is paid, even to a retry', async () => {
    const p = buildPipeline();
    const request = orderOf([lineOf('burger-classic', 2)], { payMethod: 'online' }, { orderId: 'pay-key' });
    const first = valueOf(await p.createOrder.execute(request));
    valueOf(
      await p.acceptPaymentCallback.execute({
        order_id: first.orderId,
        status: 'success',
        amount: 428,
        currency: 'UAH',
      }),
    );
    expect(valueOf(await p.createOrder.execute(request)).liqpayForm).toBeNull();
  });
});
