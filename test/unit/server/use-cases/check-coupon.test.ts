import { describe, expect, it } from 'vitest';
import type { CheckCouponInput } from '../../../../src/server/application/use-cases/check-coupon.use-case';
import { buildPipeline, lineOf, LVIV, PHONE, reasonOf, valueOf } from './order-pipeline.fixture';

const requestOf = (coupon: string, overrides: Partial<CheckCouponInput> = {}): CheckCouponInput => ({
  coupon,
  items: [lineOf('burger-classic', 3, [], { price: 1 })], // 567 ₴ on the server, 3 ₴ in the browser
  phone: PHONE,
  customerName: 'Олена',
  cityId: LVIV,
  payMethod: 'online',
  ...overrides,
});

describe('check coupon', () => {
  it('computes a percentage of the cart re-priced from the catalogue', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkCoupon.execute(requestOf('PERCENT10')))).toEqual({ discount: 56.7, actions: [] });
  });

  it('rounds the discount up for cash, and checks as online without a method', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkCoupon.execute(requestOf('PERCENT10', { payMethod: 'cash' }))).discount).toBe(57);
    expect(valueOf(await p.checkCoupon.execute(requestOf('PERCENT10', { payMethod: null }))).discount).toBe(56.7);
  });

  it('prices modifiers into the base and leaves gifts and unsellable lines out of it', async () => {
    const p = buildPipeline();
    const items = [
      lineOf('burger-classic', 1, ['mod-extra-bacon']), // 224
      lineOf('cola', 1, [], { isCoupon: true }),
      lineOf('burger-stopped'),
      lineOf('pizza'),
    ];
    expect(valueOf(await p.checkCoupon.execute(requestOf('PERCENT10', { items }))).discount).toBe(22.4);
  });

  it('gives a fixed amount, never more than the cart', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkCoupon.execute(requestOf('MINUS100'))).discount).toBe(100);
    expect(valueOf(await p.checkCoupon.execute(requestOf('MINUS100', { items: [lineOf('cola')] }))).discount).toBe(45);
  });

  it('offers gift actions with their items taken from the catalogue', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkCoupon.execute(requestOf('GIFT')))).toEqual({
      discount: 0,
      actions: [
        {
          items: [
            {
              iikoId: 'cola',
              iikoName: 'cola',
              translation: { uk: 'cola', en: 'cola' },
              price: 45,
              volume: 0.5,
              photo: 'cola.svg',
              modifiers: [],
            },
            {
              iikoId: 'fries',
              iikoName: 'fries',
              translation: { uk: 'fries', en: 'fries' },
              price: 69,
              weight: 150,
              photo: 'fries.svg',
              modifiers: [],
            },
          ],
        },
      ],
    });
    const burger = valueOf(await p.checkCoupon.execute(requestOf('FREEBURGER'))).actions[0]?.items[0];
    expect(burger).toMatchObject({ iikoId: 'burger-classic', iikoName: 'Класичний бургер', price: 189, weight: 320 });
    expect(burger?.modifiers).toEqual([
      {
        id: 'mod-patty-chicken',
        iikoId: 'mod-patty-chicken',
        iikoName: 'Куряча котлета',
        price: 0,
        productGroupId: 'patty',
        translation: { en: 'Chicken patty' },
      },
    ]);
  });

  it('accepts the code in any case and with spaces around', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkCoupon.execute(requestOf('  percent10 '))).discount).toBe(56.7);
  });

  it.each([
    ['', 'coupon-not-found'],
    ['NOPE', 'coupon-not-found'],
    ['EXPIRED', 'coupon-expired'],
    ['LATER', 'coupon-not-found'],
    ['OFF', 'coupon-not-found'],
    ['GONE', 'coupon-not-found'],
  ])('refuses %j with %s', async (coupon, reason) => {
    const p = buildPipeline();
    expect(reasonOf(await p.checkCoupon.execute(requestOf(coupon)))).toBe(reason);
  });

  it('refuses a coupon whose minimum cart is not reached, naming the minimum', async () => {
    const p = buildPipeline();
    expect(await p.checkCoupon.execute(requestOf('BIGMIN'))).toEqual({
      ok: false,
      reason: 'coupon-min-cart-not-reached',
      messageKey: 'refusal.coupon-min-cart-not-reached',
      details: { minCart: 1000 },
    });
    expect(valueOf(await p.checkCoupon.execute(requestOf('BIGMIN', { items: [lineOf('set-lviv', 2)] }))).discount).toBe(
      179.7,
    );
  });

  it('refuses a coupon of another city, and an unknown city', async () => {
    const p = buildPipeline();
    p.coupons.put({ ...(await p.coupons.findByCode('PERCENT10', LVIV))!, code: 'LVIVONLY' }, [LVIV]);
    expect(reasonOf(await p.checkCoupon.execute(requestOf('LVIVONLY', { cityId: 2 })))).toBe('coupon-not-found');
    expect(reasonOf(await p.checkCoupon.execute(requestOf('PERCENT10', { cityId: 9 })))).toBe('unknown-city');
  });

  it('answers a zero discount for a percentage coupon on an empty cart as not found', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.checkCoupon.execute(requestOf('PERCENT10', { items: [] })))).toBe('coupon-not-found');
  });
});
