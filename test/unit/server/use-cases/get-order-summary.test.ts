import { describe, expect, it } from 'vitest';
import { buildPipeline, kyivAt, lineOf, orderOf, reasonOf, valueOf } from './order-pipeline.fixture';

describe('get order summary', () => {
  it('answers the checkout summary with lines and totals for a delivery', async () => {
    const p = buildPipeline();
    const orderId = valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 3, ['mod-extra-bacon']), lineOf('fries', 1, [], { isCoupon: true })], {
          payMethod: 'cash',
          cashback: '1000',
          coupon: 'GIFT',
        }),
      ),
    ).orderId;

    const summary = valueOf(await p.getOrderSummary.execute({ orderId }));
    expect(summary.checkout).toEqual({
      payMethod: 'cash',
      cashback: '1000',
      zone: 'green',
      deliveryDate: '10.06.2025',
      deliveryTime: '',
      deliveryType: 'delivery',
      deliveryPointId: '',
      street: 'вулиця Городоцька',
      deliveryCityName: 'Львів',
      house: '12',
      couponDiscount: 0,
    });
    expect(summary.lines).toEqual([
      {
        productId: 'burger-classic',
        name: 'Класичний бургер',
        translation: { uk: 'Класичний бургер', en: 'Classic burger' },
        count: 3,
        price: 189,
        // The modifier keeps its translations, so the thank-you page names it in the customer's language.
        modifiers: [
          { productId: 'mod-extra-bacon', name: 'Додатковий бекон', translation: { en: 'Extra bacon' }, price: 35 },
        ],
        total: 672,
        isGift: false,
      },
      {
        productId: 'fries',
        name: 'fries',
        translation: { uk: 'fries', en: 'fries' },
        count: 1,
        price: 0,
        modifiers: [],
        total: 0,
        isGift: true,
      },
    ]);
    expect(summary).toMatchObject({
      orderId,
      cityId: 1,
      totals: { order: 672, shipping: 0, discount: 0, toPay: 672 },
      paymentStatus: 'not-required',
      confirmationStatus: 'sms-pending',
      needsAddressCheck: false,
    });
    expect(summary).not.toHaveProperty('phone');
  });

  it('dates a delivery by the Kyiv day it was placed, and a pre-order by its own date and time', async () => {
    const p = buildPipeline();
    // 00:30 on 11 June in Kyiv is still 10 June in UTC: a night pre-order.
    p.clock.set(kyivAt('00:30', '2025-06-11'));
    const orderId = valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2)], {
          deliveryType: 'pre-order',
          deliveryDate: '11.06.2025',
          deliveryTime: '13:00',
          coupon: 'MINUS100',
        }),
      ),
    ).orderId;
    expect(valueOf(await p.getOrderSummary.execute({ orderId })).checkout).toMatchObject({
      deliveryType: 'pre-order',
      deliveryDate: '11.06.2025',
      deliveryTime: '13:00',
      couponDiscount: 100,
    });
  });

  it('shows the pickup point address for self-pickup', async () => {
    const p = buildPipeline();
    const orderId = valueOf(
      await p.createOrder.execute(
        orderOf([lineOf('burger-classic', 2)], {
          deliveryType: 'self-pickup',
          selfPickupPointId: '1',
          payMethod: 'online',
        }),
      ),
    ).orderId;
    expect(valueOf(await p.getOrderSummary.execute({ orderId }))).toMatchObject({
      checkout: {
        deliveryType: 'self-pickup',
        deliveryPointId: '1',
        street: 'вулиця Городоцька',
        house: '28',
        zone: null,
        cashback: '',
      },
      paymentStatus: 'awaiting',
      confirmationStatus: 'not-required',
    });
  });

  it('fails without a code, and for an unknown code', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.getOrderSummary.execute({}))).toBe('order-id-required');
    expect(reasonOf(await p.getOrderSummary.execute({ orderId: 'NOSUCHCODE' }))).toBe('order-not-found');
  });
});
