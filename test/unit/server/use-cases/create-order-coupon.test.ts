import { describe, expect, it } from 'vitest';
import { buildPipeline, couponOf, lineOf, orderOf, reasonOf, valueOf } from './order-pipeline.fixture';

let phones = 0;
/** A phone of its own per order: the SMS limits count per phone. */
const uniquePhone = (): string =>
  `+38 (067) 555 ${String(10 + Math.floor(phones / 90)).padStart(2, '0')} ${String(10 + (phones++ % 90)).padStart(2, '0')}`;

const THREE_BURGERS = [lineOf('burger-classic', 3)]; // 567 ₴

describe('create order: the coupon is applied on the server', () => {
  it('takes a percentage of the re-priced cart, whatever the browser claims', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { payMethod: 'card', coupon: 'percent10' })));
    const [order] = p.orders.list();
    // 10 % of 567 = 56.70; 510.30 is over 500, so delivery is free.
    expect(order?.totals).toEqual({
      orderKopiykas: 56_700,
      shippingKopiykas: 0,
      discountKopiykas: 5_670,
      toPayKopiykas: 51_030,
    });
    expect(order?.couponCode).toBe('PERCENT10');
    expect(order?.form.coupon).toBe('PERCENT10');
  });

  it('rounds a cash discount up to whole hryvnias', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { payMethod: 'cash', coupon: 'PERCENT10' })));
    expect(p.orders.list()[0]?.totals).toMatchObject({ discountKopiykas: 5_700, toPayKopiykas: 51_000 });
  });

  it('takes a fixed amount off, and charges delivery on what is left below 500 ₴', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { coupon: 'MINUS100' })));
    expect(p.orders.list()[0]?.totals).toEqual({
      orderKopiykas: 56_700,
      shippingKopiykas: 5_000,
      discountKopiykas: 10_000,
      toPayKopiykas: 51_700,
    });
  });

  it('adds the gift the customer picked, free and once, whatever the browser sent for it', async () => {
    const p = buildPipeline();
    const gift = lineOf('fries', 5, [], { isCoupon: true, price: 99 });
    valueOf(await p.createOrder.execute(orderOf([...THREE_BURGERS, gift], { coupon: 'GIFT' })));
    const [order] = p.orders.list();
    expect(order?.lines.map((l) => [l.productId, l.count, l.unitPriceKopiykas, l.lineTotalKopiykas, l.isGift])).toEqual(
      [
        ['burger-classic', 3, 18_900, 56_700, false],
        ['fries', 1, 0, 0, true],
      ],
    );
    expect(order?.totals.orderKopiykas).toBe(56_700);
  });

  it('takes a single-item gift even when the browser sent no gift line, with its modifiers free', async () => {
    const p = buildPipeline();
    valueOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { coupon: 'FREEBURGER' })));
    const gift = p.orders.list()[0]?.lines[1];
    expect(gift).toMatchObject({ productId: 'burger-classic', count: 1, isGift: true, lineTotalKopiykas: 0 });
    expect(gift?.modifiers).toEqual([
      {
        productId: 'mod-patty-chicken',
        name: 'Куряча котлета',
        translation: { en: 'Chicken patty' },
        productGroupId: 'patty',
        priceKopiykas: 0,
      },
    ]);
  });

  it('refuses a gift coupon whose pick is missing or not on offer', async () => {
    const p = buildPipeline();
    expect(await p.createOrder.execute(orderOf(THREE_BURGERS, { coupon: 'GIFT' }))).toMatchObject({
      reason: 'coupon-choice-required',
      details: { actionIndex: 0 },
    });
    const notOffered = lineOf('set-lviv', 1, [], { isCoupon: true });
    expect(reasonOf(await p.createOrder.execute(orderOf([...THREE_BURGERS, notOffered], { coupon: 'GIFT' })))).toBe(
      'coupon-choice-required',
    );
  });

  it.each([
    ['NOPE', 'coupon-not-found'],
    ['EXPIRED', 'coupon-expired'],
    ['LATER', 'coupon-not-found'],
    ['OFF', 'coupon-not-found'],
    ['BIGMIN', 'coupon-min-cart-not-reached'],
    ['GONE', 'coupon-not-found'],
  ])('refuses the coupon %s (%s)', async (coupon, reason) => {
    const p = buildPipeline();
    expect(reasonOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { coupon })))).toBe(reason);
  });
});

describe('create order: a coupon’s usage limit', () => {
  it('gives a coupon limited to one use to one of three orders placed at once, and refuses the rest', async () => {
    const p = buildPipeline();
    p.coupons.put(couponOf({ code: 'ONCE', kind: 'fixed', value: 5_000, usageLimit: 1 }), [1]);
    const results = await Promise.all(
      [1, 2, 3].map(() => p.createOrder.execute(orderOf(THREE_BURGERS, { phone: uniquePhone(), coupon: 'once' }))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual([
      'coupon-used-up',
      'coupon-used-up',
    ]);
    expect(p.orders.list().map((order) => order.couponCode)).toEqual(['ONCE']);
    // The next customer hears it when the coupon is checked.
    expect(reasonOf(await p.checkCoupon.execute({ coupon: 'ONCE', items: THREE_BURGERS, cityId: 1 }))).toBe(
      'coupon-used-up',
    );
    expect(reasonOf(await p.createOrder.execute(orderOf(THREE_BURGERS, { coupon: 'ONCE' })))).toBe('coupon-used-up');
  });

  it('lets an unlimited coupon serve every order', async () => {
    const p = buildPipeline();
    const results = await Promise.all(
      [1, 2, 3].map(() => p.createOrder.execute(orderOf(THREE_BURGERS, { phone: uniquePhone(), coupon: 'MINUS100' }))),
    );
    expect(results.every((result) => result.ok)).toBe(true);
  });
});
